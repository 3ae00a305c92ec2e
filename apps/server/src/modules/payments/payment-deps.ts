import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentDeps } from './payments.service.js';

/** What the payments service needs, from the app and the request's logger. */
export function paymentDeps(app: FastifyInstance, log: FastifyBaseLogger): PaymentDeps {
  return {
    db: app.db,
    payments: app.payments,
    mail: app.mail,
    hooks: app.purchaseHooks,
    log,
    publicUrl: app.config.publicUrl,
  };
}
