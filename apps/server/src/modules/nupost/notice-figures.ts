import type { NupostNoticeFigures } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { noticeDeliveryFigures } from './delivery/delivery.repository.js';
import { unsubscribedSince, type NoticeRow } from './notices.repository.js';

/** The history's figures per notice: the deliveries' and the members who stopped following since. */
export async function noticeFigures(
  db: Db,
  notices: readonly Pick<NoticeRow, 'id' | 'businessUserId' | 'sentAt'>[],
): Promise<Map<number, NupostNoticeFigures>> {
  const ids = notices.map((n) => n.id);
  const [delivery, ended] = await Promise.all([
    noticeDeliveryFigures(db, ids),
    unsubscribedSince(db, notices),
  ]);
  const out = new Map<number, NupostNoticeFigures>();
  for (const id of ids) {
    const d = delivery.get(id);
    out.set(id, {
      recipients: d?.recipients ?? 0,
      push_sent: d?.pushSent ?? 0,
      push_delivered: d?.pushDelivered ?? 0,
      push_failed: d?.pushFailed ?? 0,
      emails_sent: d?.emailsSent ?? 0,
      read_in_app: d?.readInApp ?? 0,
      unsubscribed_since: ended.get(id) ?? 0,
    });
  }
  return out;
}
