import type { OutboxMail } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import * as repo from './admin.repository.js';

export async function outbox(
  db: Db,
  opts: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  const rows = await repo.listOutbox(db, opts);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    kind: r.kind,
    status: r.status,
    error: r.error,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}
