import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxCheckoutSessions } from '../../db/schema/index.js';
import { safeEqual } from '../../lib/tokens.js';
import {
  CHECKOUT_TTL_MS,
  WebhookSignatureError,
  type PaymentProvider,
  type SessionState,
} from './payment-provider.js';

/** How long a sandbox checkout page can be paid: as long as a Stripe one. */
export const SANDBOX_SESSION_TTL_MS = CHECKOUT_TTL_MS;

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxAction = 'pay' | 'decline' | 'cancel';

const STATUS_OF_ACTION = { pay: 'paid', decline: 'declined', cancel: 'canceled' } as const;

/** open, unless its time is up */
function liveStatus(row: SandboxSessionRow, now: Date): SessionState['status'] {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

export async function findSandboxSession(db: Db, id: string): Promise<SandboxSessionRow | null> {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  if (!row) return null;
  return { ...row, status: liveStatus(row, new Date()) };
}

/**
 * The payer's choice on the sandbox page. Only an open, unexpired session with the page's own
 * secret changes; a repeated submit of the same choice answers the same page again. Returns the
 * session as it now stands, or null when the secret is wrong or the session unknown.
 */
export async function completeSandboxSession(
  db: Db,
  id: string,
  formSecret: string,
  action: SandboxAction,
  now = new Date(),
): Promise<SandboxSessionRow | null> {
  const session = await findSandboxSession(db, id);
  if (!session || !safeEqual(session.formSecret, formSecret)) return null;
  const [updated] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: STATUS_OF_ACTION[action], completedAt: now })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, id),
        eq(sandboxCheckoutSessions.status, 'open'),
        gt(sandboxCheckoutSessions.expiresAt, now),
      ),
    )
    .returning();
  return updated ?? session;
}

/**
 * The built-in payment provider of a deployment without Stripe: a checkout page served by Harbour
 * under /api/payments/sandbox/{id}, clearly marked as a test, where the payer pays, declines or
 * cancels. Sessions live in the database so every process agrees; no money moves.
 */
export function createSandboxProvider(deps: { db: Db; publicUrl: string }): PaymentProvider {
  const { db, publicUrl } = deps;
  return {
    name: 'sandbox',
    acceptsWebhooks: false,

    async createCheckout(req) {
      const id = `sbx_${randomBytes(24).toString('base64url')}`;
      const expiresAt = new Date(Date.now() + SANDBOX_SESSION_TTL_MS);
      await db.insert(sandboxCheckoutSessions).values({
        id,
        formSecret: randomBytes(24).toString('base64url'),
        amountCents: req.amountCents,
        currency: req.currency,
        description: req.description,
        interval: req.interval ?? null,
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
        customerEmail: req.customerEmail,
        metadata: { ...req.metadata, purchase_id: String(req.purchaseId) },
        expiresAt,
      });
      return {
        sessionId: id,
        expiresAt,
        url: `${publicUrl}/api/payments/sandbox/${id}?lang=${encodeURIComponent(req.language)}`,
      };
    },

    async retrieve(sessionId) {
      const row = await findSandboxSession(db, sessionId);
      if (!row) throw new Error('unknown sandbox session');
      return {
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
      };
    },

    // a sandbox payment is charged once: there is no renewal to stop
    async endSubscriptionAfter() {},

    parseWebhook() {
      throw new WebhookSignatureError('the sandbox provider sends no webhooks');
    },
  };
}
