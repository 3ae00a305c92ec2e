import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@harbour/shared';
import { isLanguageTag } from '@harbour/i18n';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.js';
import { completeSandboxSession, findSandboxSession } from '../../providers/payments/index.js';
import { paymentDeps } from './payment-deps.js';
import * as service from './payments.service.js';
import { renderSandboxCheckout, renderSandboxClosed, SANDBOX_CSS, SANDBOX_CSS_PATH } from './sandbox-page.js';

const tags = ['payments'];
const FORM_BODY_LIMIT = 2048;

const sessionParams = z.object({ sessionId: safeText().max(200) });
/** the language the payer uses on Harbour, carried in the checkout URL (Accept-Language is only the browser's) */
const pageQuery = z.object({ lang: safeText().max(12).optional() });
const pageLanguage = (query: { lang?: string | undefined }, fallback: string) =>
  query.lang && isLanguageTag(query.lang) ? query.lang : fallback;
const choiceBody = z.object({
  action: z.enum(['pay', 'decline', 'cancel'], { error: 'invalid_input' }),
  secret: safeText().min(1).max(200),
});

const HTML = 'text/html; charset=utf-8';

/** The sandbox checkout page (only when Stripe is not configured): a test payment, no money moves. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // the page's form is the only client: nothing but its urlencoded body is read here
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(SANDBOX_CSS_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SANDBOX_CSS),
  );

  app.get(
    '/api/payments/sandbox/:sessionId',
    {
      schema: {
        tags,
        summary: 'Sandbox checkout page (HTML, labelled TEST PAYMENT): pay, decline or cancel',
        params: sessionParams,
        querystring: pageQuery,
      },
    },
    async (req, reply) => {
      const lang = pageLanguage(req.query, req.lang);
      const session = await findSandboxSession(app.db, req.params.sessionId);
      reply.type(HTML);
      if (!session) return reply.code(404).send(renderSandboxClosed(lang, null));
      if (session.status !== 'open') {
        const back = session.status === 'paid' ? session.successUrl : session.cancelUrl;
        return reply.send(renderSandboxClosed(lang, back));
      }
      return reply.send(renderSandboxCheckout(lang, session));
    },
  );

  app.post(
    '/api/payments/sandbox/:sessionId',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The payer’s choice on the sandbox page; 303 to the return URL carrying transaction_id',
        description:
          'Form fields action (pay, decline, cancel) and the page’s secret; a wrong secret is 403.',
        params: sessionParams,
        querystring: pageQuery,
        body: choiceBody,
      },
    },
    async (req, reply) => {
      const { sessionId } = req.params;
      const session = await completeSandboxSession(app.db, sessionId, req.body.secret, req.body.action);
      if (!session) throw forbidden();
      try {
        await service.syncSandboxSession(paymentDeps(app, req.log), sessionId);
      } catch (err) {
        // the payment stays recorded on the session; the buyer's next status check applies it
        req.log.error({ err }, 'sandbox payment could not be applied yet');
      }
      if (session.status === 'open') {
        const lang = pageLanguage(req.query, req.lang);
        return reply.redirect(`/api/payments/sandbox/${sessionId}?lang=${lang}`, 303);
      }
      return reply.redirect(session.status === 'paid' ? session.successUrl : session.cancelUrl, 303);
    },
  );
};
