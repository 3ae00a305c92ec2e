import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';

export * from './payment-provider.js';
export { completeSandboxSession, createSandboxProvider, findSandboxSession } from './sandbox.js';
export type { SandboxAction, SandboxSessionRow } from './sandbox.js';
export { createStripeProvider, normaliseStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe.js';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox checkout served by Harbour. */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.payments;
  if (stripeSecretKey) {
    return createStripeProvider({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      apiBase: stripeApiBase,
    });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl });
}
