import {
  CardPaymentUnavailableError,
  WebhookSignatureError,
  type PaymentProvider,
} from './payment-provider.js';

/**
 * No card provider: production without STRIPE_SECRET_KEY and without PAYMENTS_SANDBOX. Nothing can
 * be opened or paid by card; alternate payments and invitation keys do not need a provider.
 */
export function createUnavailableProvider(): PaymentProvider {
  return {
    name: 'none',
    acceptsWebhooks: false,
    createCheckout() {
      return Promise.reject(new CardPaymentUnavailableError());
    },
    retrieve() {
      return Promise.reject(new CardPaymentUnavailableError());
    },
    async endSubscriptionAfter() {},
    parseWebhook() {
      throw new WebhookSignatureError('no card payment provider');
    },
  };
}
