import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getOrCreateSecret } from '../db/secrets.js';
import { createAltchaCaptcha, type CaptchaProvider } from '../providers/captcha/index.js';
import { createMailProvider, createSmtpTransport, type MailProvider } from '../providers/mail/index.js';
import { createPaymentProvider, type PaymentProvider } from '../providers/payments/index.js';
import { createLocalStorage, type Storage } from '../providers/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailProvider;
    captcha: CaptchaProvider;
    storage: Storage;
    /** Stripe when STRIPE_SECRET_KEY is set, else the sandbox checkout where PAYMENTS_SANDBOX allows it, else none */
    payments: PaymentProvider;
  }
}

/** Uploaded files can never run script, even an SVG opened directly. */
const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Says at start which card payment provider is in use; the sandbox in production and none are warnings. */
function logPaymentProvider(app: FastifyInstance): void {
  const { name, acceptsWebhooks } = app.payments;
  if (name === 'stripe') {
    app.log.info({ paymentProvider: name, webhooks: acceptsWebhooks }, 'payment provider: stripe');
  } else if (name === 'sandbox') {
    const msg =
      'payment provider: sandbox (TEST PAYMENT pages, no money moves: a listing paid there goes live for free)';
    if (app.config.env === 'production')
      app.log.warn({ paymentProvider: name }, `${msg}; PAYMENTS_SANDBOX=true`);
    else app.log.info({ paymentProvider: name }, msg);
  } else {
    app.log.warn(
      { paymentProvider: name },
      'payment provider: none (no STRIPE_SECRET_KEY, PAYMENTS_SANDBOX off): card payment is unavailable; ' +
        'e-transfer, cheque and invitation keys still work',
    );
  }
}

/** Decorates `app.mail`, `app.captcha`, `app.storage` and `app.payments`, and serves `/uploads/*` read-only. */
export const providersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;

  const transport = config.mail.smtpUrl
    ? await createSmtpTransport(config.mail.smtpUrl, config.mail.from)
    : null;
  app.decorate('mail', createMailProvider({ db: app.db, transport, log: app.log }));
  if (transport) app.addHook('onClose', async () => transport.close());

  const hmacKey = config.captcha.hmacKey ?? (await getOrCreateSecret(app.db, 'altcha_hmac_key'));
  app.decorate(
    'captcha',
    createAltchaCaptcha({
      enabled: config.captcha.enabled,
      hmacKey,
      cost: config.captcha.cost,
      maxCounter: config.captcha.maxCounter,
      limiter: app.limiter,
    }),
  );

  app.decorate('payments', await createPaymentProvider(config, app.db));
  logPaymentProvider(app);

  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  app.decorate('storage', createLocalStorage(uploadsDir));
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    // stored names are never reused, so a year is safe
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', UPLOADS_CSP);
      // public pictures may be shown elsewhere (e-mails, shared links)
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
});
