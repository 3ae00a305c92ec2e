import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage, MailProvider, MailTransport } from './types.js';

/** Only the domain of a recipient goes to the logs. */
export function recipientDomain(to: string): string {
  const at = to.lastIndexOf('@');
  return at === -1 ? '?' : to.slice(at + 1).toLowerCase();
}

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
  return {
    async send(msg: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? null,
          kind: msg.kind,
          status: transport ? 'queued' : 'logged',
        })
        .returning({ id: mailOutbox.id });
      const outboxId = row!.id;
      const context = { outboxId, kind: msg.kind, toDomain: recipientDomain(msg.to) };
      if (!transport) {
        log.info(context, 'mail queued to the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.deliver(msg);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, outboxId));
      } catch (err) {
        const e = err as { message?: string; code?: string; responseCode?: number };
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(e.message ?? err).slice(0, 1000) })
          .where(eq(mailOutbox.id, outboxId));
        // the message may quote the address; log only the codes
        log.error({ ...context, code: e.code, responseCode: e.responseCode }, 'mail delivery failed');
      }
    },
  };
}
