import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { CardProviderName, PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';
import { createUnavailableProvider } from './unavailable.js';

export * from './payment-provider.js';
export {
  completeSandboxSession,
  createSandboxProvider,
  findSandboxSession,
  SANDBOX_SESSION_TTL_MS,
} from './sandbox.js';
export type { SandboxAction, SandboxSessionRow } from './sandbox.js';
export { createStripeProvider, normaliseStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe.js';
export { createUnavailableProvider } from './unavailable.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox checkout where PAYMENTS_SANDBOX allows it
 * (by default everywhere but production, so a public site never gives paid listings away); else none.
 */
export function paymentProviderKind(config: Pick<Config, 'payments'>): CardProviderName {
  if (config.payments.stripeSecretKey) return 'stripe';
  return config.payments.sandbox ? 'sandbox' : 'none';
}

export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.payments;
  switch (paymentProviderKind(config)) {
    case 'stripe':
      return createStripeProvider({
        secretKey: stripeSecretKey!,
        webhookSecret: stripeWebhookSecret,
        apiBase: stripeApiBase,
      });
    case 'sandbox':
      return createSandboxProvider({ db, publicUrl: config.publicUrl });
    case 'none':
      return createUnavailableProvider();
  }
}
