import type { OutboxMail, TranslationReviewData, TranslationReviewPart } from '@harbour/shared';
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

export async function translationsToReview(db: Db): Promise<TranslationReviewData> {
  const rows = (await repo.countUnreviewed(db)).map((r) => ({
    part: r.part as TranslationReviewPart,
    lang: r.lang,
    count: Number(r.count),
  }));
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}
