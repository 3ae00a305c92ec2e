import type { NupostNoticeFigures } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { noticeDeliveryFigures } from './delivery/delivery.repository.js';
import { unsubscribedSince, type NoticeRow } from './notices.repository.js';

/** What the delivery side counts per notice (H2's `noticeDeliveryFigures`). */
export interface DeliveryFigures {
  recipients: number;
  pushSent: number;
  pushDelivered: number;
  pushFailed: number;
  emailsSent: number;
  readInApp: number;
}

const NONE: DeliveryFigures = {
  recipients: 0,
  pushSent: 0,
  pushDelivered: 0,
  pushFailed: 0,
  emailsSent: 0,
  readInApp: 0,
};

/** The delivery figures of these notices, counted from their deliveries. */
export function deliveryFigures(db: Db, ids: readonly number[]): Promise<Map<number, DeliveryFigures>> {
  return noticeDeliveryFigures(db, [...ids]);
}

/** The history's figures per notice: the deliveries' and the members who stopped following since. */
export async function noticeFigures(
  db: Db,
  notices: readonly Pick<NoticeRow, 'id' | 'businessUserId' | 'sentAt'>[],
): Promise<Map<number, NupostNoticeFigures>> {
  const ids = notices.map((n) => n.id);
  const [delivery, ended] = await Promise.all([deliveryFigures(db, ids), unsubscribedSince(db, notices)]);
  const out = new Map<number, NupostNoticeFigures>();
  for (const id of ids) {
    const d = delivery.get(id) ?? NONE;
    out.set(id, {
      recipients: d.recipients,
      push_sent: d.pushSent,
      push_delivered: d.pushDelivered,
      push_failed: d.pushFailed,
      emails_sent: d.emailsSent,
      read_in_app: d.readInApp,
      unsubscribed_since: ended.get(id) ?? 0,
    });
  }
  return out;
}
