import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailProvider } from '../../providers/mail/index.js';
import type { PaymentProvider } from '../../providers/payments/index.js';
import type { PurchaseHooks } from './purchase-hooks.js';

export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the payments service needs: the database, the providers, the purchase hooks and a logger. */
export interface PaymentDeps {
  db: Db;
  payments: PaymentProvider;
  mail: MailProvider;
  hooks: PurchaseHooks;
  log: Log;
  publicUrl: string;
}

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
