import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage, MailProvider, MailTransport } from './types.js';

/** Only the domain of a recipient goes to the logs. */
export function recipientDomain(to: string): string {
  const at = to.lastIndexOf('@');
  return at === -1 ? '?' : to.slice(at + 1).toLowerCase();
}

const outboxRow = (msg: MailMessage, transport: MailTransport | null) => ({
  to: msg.to,
  subject: msg.subject,
  text: msg.text,
  html: msg.html ?? null,
  kind: msg.kind,
  status: transport ? ('queued' as const) : ('logged' as const),
});

/**
 * Writes every message to `mail_outbox`; delivers it with the transport when there is one
 * (status sent/failed), else logs that it was queued (status logged).
 */
export function createMailProvider(deps: {
  db: Db;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}): MailProvider {
  const { db, transport, log } = deps;

  /** Delivers one message already in the outbox; answers whether it went (a failure is recorded). */
  async function deliver(msg: MailMessage, outboxId: number, wire: MailTransport): Promise<boolean> {
    try {
      await wire.deliver(msg);
      return true;
    } catch (err) {
      const e = err as { message?: string; code?: string; responseCode?: number };
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error: String(e.message ?? err).slice(0, 1000) })
        .where(eq(mailOutbox.id, outboxId));
      // the message may quote the address; log only the codes
      log.error(
        {
          outboxId,
          kind: msg.kind,
          toDomain: recipientDomain(msg.to),
          code: e.code,
          responseCode: e.responseCode,
        },
        'mail delivery failed',
      );
      return false;
    }
  }

  const markSent = async (ids: number[]) => {
    if (ids.length > 0)
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(inArray(mailOutbox.id, ids));
  };

  return {
    async send(msg: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values(outboxRow(msg, transport))
        .returning({ id: mailOutbox.id });
      const outboxId = row!.id;
      if (!transport) {
        log.info(
          { outboxId, kind: msg.kind, toDomain: recipientDomain(msg.to) },
          'mail queued to the outbox (no SMTP_URL)',
        );
        return;
      }
      if (await deliver(msg, outboxId, transport)) await markSent([outboxId]);
    },

    async sendMany(msgs, opts = {}) {
      if (msgs.length === 0) return;
      const rows = await db
        .insert(mailOutbox)
        .values(msgs.map((m) => outboxRow(m, transport)))
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ count: msgs.length, kind: msgs[0]!.kind }, 'mails queued to the outbox (no SMTP_URL)');
        msgs.forEach((_, i) => opts.onHandled?.(i));
        return;
      }
      const sent: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < msgs.length) {
          const i = next++;
          if (await deliver(msgs[i]!, rows[i]!.id, transport)) sent.push(rows[i]!.id);
          opts.onHandled?.(i);
        }
      };
      const limit = Math.max(1, Math.min(opts.concurrency ?? 1, msgs.length));
      await Promise.all(Array.from({ length: limit }, worker));
      await markSent(sent);
    },
  };
}
