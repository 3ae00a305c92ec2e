import type { Notification, NotificationsData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { siteTexts } from '../site/index.js';
import * as repo from './notifications.repository.js';

const toNotification = (r: repo.NotificationRow): Notification => ({
  id: r.id,
  user_id: r.userId,
  city_id: r.cityId,
  link: r.link,
  image: r.image,
  type: r.type,
  gov_alert: r.govAlert,
  title: r.title,
  icon: r.icon,
  message: r.message,
  updated_at: r.updatedAt.toISOString(),
});

/** Notices with their title and message in `lang` where the site has them, each else as written. */
async function localizedNotifications(
  db: Db,
  rows: repo.NotificationRow[],
  lang: string,
): Promise<Notification[]> {
  const text = await siteTexts(
    db,
    'notification',
    rows.map((r) => r.id),
    lang,
  );
  const senders = await repo.businessSenders(
    db,
    rows.filter((r) => r.type === 'business').map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toNotification({
      ...r,
      title: text(r.id, 'title', r.title),
      message: text(r.id, 'message', r.message),
    }),
    business_name: senders.get(r.id) ?? null,
  }));
}

/** A city as a place: the province-wide choice ("All of PEI") covers the whole province. */
async function placeOfCity(db: Db, cityId: number): Promise<repo.Place> {
  const city = await repo.findCity(db, cityId);
  if (!city) throw badRequest('city_not_found');
  return { provinceId: city.provinceId, cityId: city.allProvince ? null : city.id };
}

/** The caller's place: the city asked for, else the profile's city, else the profile's province, else none. */
async function placeOf(db: Db, userId: number, cityId: number | undefined): Promise<repo.Place | null> {
  if (cityId !== undefined) return placeOfCity(db, cityId);
  const profile = await repo.userLocation(db, userId);
  if (profile?.cityId != null) return placeOfCity(db, profile.cityId);
  if (profile?.provinceId != null) return { provinceId: profile.provinceId, cityId: null };
  return null;
}

export interface ListInput {
  callerId: number;
  userId?: number;
  cityId?: number;
  pageNumber: number;
  pageSize: number;
  type?: string;
  year?: number;
  month?: number;
  lang: string;
}

export async function listNotifications(db: Db, input: ListInput): Promise<NotificationsData> {
  if (input.userId !== undefined && input.userId !== input.callerId) throw forbidden();
  const place = await placeOf(db, input.callerId, input.cityId);
  let from: Date | undefined;
  let to: Date | undefined;
  if (input.year !== undefined) {
    // Months and years are read in UTC; a notice at 23:30 Atlantic on the last day belongs to the next month.
    from = new Date(Date.UTC(input.year, input.month ? input.month - 1 : 0, 1));
    to = new Date(Date.UTC(input.year + (input.month ? 0 : 1), input.month ?? 0, 1));
  }
  const skip = (input.pageNumber - 1) * input.pageSize;
  const { rows, total } = await repo.pageOfNotifications(
    db,
    { userId: input.callerId, place, type: input.type, from, to },
    input.pageSize,
    skip,
  );
  return {
    notifications: await localizedNotifications(db, rows, input.lang),
    count: total,
    pageNumber: input.pageNumber,
    hasMore: skip + rows.length < total,
  };
}

/** One notice: public ones to any signed-in user, personal ones only to their owner (404 otherwise). */
export async function getNotification(
  db: Db,
  callerId: number,
  id: number,
  lang: string,
): Promise<Notification> {
  const row = await repo.findNotification(db, id);
  if (!row || (row.userId !== null && row.userId !== callerId)) throw notFound('notification_not_found');
  const [notice] = await localizedNotifications(db, [row], lang);
  return notice!;
}

/** One notice opened by the caller: a NuPOST notice's in-app copy counts as read in its business's figures. */
export async function openNotification(
  db: Db,
  callerId: number,
  id: number,
  lang: string,
): Promise<Notification> {
  const notice = await getNotification(db, callerId, id, lang);
  if (notice.type === 'business') await repo.markBusinessNoticeRead(db, callerId, notice.id);
  return notice;
}

const WEBSITE_ALERTS = 3;

export async function websiteAlerts(
  db: Db,
  callerId: number | null,
  q: { cityId?: number; provinceId?: number },
  lang: string,
): Promise<Notification[]> {
  let place: repo.Place | null = null;
  if (q.cityId !== undefined) {
    place = await placeOfCity(db, q.cityId);
    if (q.provinceId !== undefined && place.provinceId !== q.provinceId) throw badRequest('city_not_found');
  } else if (q.provinceId !== undefined) place = { provinceId: q.provinceId, cityId: null };
  else if (callerId !== null) place = await placeOf(db, callerId, undefined);
  if (!place) return [];
  return localizedNotifications(db, await repo.latestGovAlerts(db, place, WEBSITE_ALERTS), lang);
}
