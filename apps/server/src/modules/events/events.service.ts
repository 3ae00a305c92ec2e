import type { EventItem } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { joinList } from '../../lib/i18n.js';
import { overlayItem, pageTranslations, type FieldMap } from '../directory/index.js';
import { siteTexts } from '../site/index.js';
import * as repo from './events.repository.js';
import { buildCalendar, type IcsEvent } from './ics.js';

/** Event times are local: Newfoundland has its own zone, the other Atlantic provinces share Atlantic time. */
export const timezoneOf = (provinceCode: string) =>
  provinceCode === 'NL' ? 'America/St_Johns' : 'America/Halifax';

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export const toEventItem = (r: repo.EventRow): EventItem => ({
  id: r.id,
  province_id: r.provinceId,
  city_id: r.cityId,
  city_ids: r.cityIds,
  title: r.title,
  eventDate: r.eventDate,
  eventEndDate: r.eventEndDate,
  eventStartTime: hhmm(r.startTime)!,
  eventEndTime: hhmm(r.endTime),
  venue: r.venue,
  address: r.address,
  address_lat: r.lat,
  address_long: r.lon,
  age_group: r.ageGroup,
  eventDetails: r.details,
  hostDetails: r.hostDetails,
  website: r.website,
  price: r.price,
  phone_number: r.phoneNumber,
  image: r.image,
  timezone: timezoneOf(r.provinceCode),
  original_lang: r.originalLang,
});

/** The texts of an event a reader gets in their language (answer key → translated field). */
export const EVENT_TRANSLATED_FIELDS: FieldMap = {
  title: 'title',
  eventDetails: 'details',
  hostDetails: 'hostDetails',
};

/** Events in the reader's language where they have a current translation (one query for all). */
export async function inLanguage(db: Db, rows: repo.EventRow[], lang: string): Promise<EventItem[]> {
  const [texts, ages] = await Promise.all([
    pageTranslations(db, { lang, listings: [{ entity: 'event', items: rows }] }),
    ageGroupsIn(db, rows.length > 0 ? lang : 'en'),
  ]);
  return rows.map((r) => ({
    ...overlayItem(toEventItem(r), EVENT_TRANSLATED_FIELDS, texts.get('event'), lang),
    age_group: ages(r.ageGroup),
  }));
}

/**
 * An event's age groups ("Children, Adults", stored in English) in the reader's language, from the
 * names of the age groups; a name that is not one of them stays as written.
 */
async function ageGroupsIn(db: Db, lang: string): Promise<(english: string) => string> {
  if (lang === 'en') return (english) => english;
  const rows = await repo.ageGroupNames(db);
  const text = await siteTexts(
    db,
    'age_group',
    rows.map((r) => r.id),
    lang,
  );
  const byEnglish = new Map(rows.map((r) => [r.name.toLowerCase(), text(r.id, 'name', r.name)]));
  return (english) =>
    joinList(
      english
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => byEnglish.get(name.toLowerCase()) || name),
      lang,
    );
}

export async function calendar(
  db: Db,
  q: { provinceId: number; cityId?: number; startDate: string; endDate: string },
  lang = 'en',
): Promise<EventItem[]> {
  let cityId: number | null = null;
  if (q.cityId !== undefined) {
    const city = await repo.findCity(db, q.cityId);
    if (!city || city.provinceId !== q.provinceId) throw badRequest('city_not_found');
    cityId = city.allProvince ? null : city.id;
  }
  return inLanguage(db, await repo.eventsBetween(db, q.provinceId, cityId, q.startDate, q.endDate), lang);
}

function toIcs(r: repo.EventRow, publicUrl: string): IcsEvent {
  const host = new URL(publicUrl).hostname || 'harbour.local';
  const description = [
    r.details,
    r.hostDetails && `Host: ${r.hostDetails}`,
    r.ageGroup && `Ages: ${r.ageGroup}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: `event-${r.id}@${host}`,
    date: r.eventDate,
    endDate: r.eventEndDate,
    startTime: r.startTime,
    endTime: r.endTime,
    timezone: timezoneOf(r.provinceCode),
    summary: r.title,
    description,
    location: [r.venue, r.address].filter(Boolean).join(', '),
    lat: r.lat,
    lon: r.lon,
    url: r.website,
    lastModified: r.updatedAt,
  };
}

export async function eventIcs(
  db: Db,
  id: number,
  publicUrl: string,
): Promise<{ body: string; title: string }> {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound('event_not_found');
  return { body: buildCalendar([toIcs(row, publicUrl)]), title: row.title };
}

const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 365;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The city's events (with province-wide ones) from a month ago to a year ahead. */
export async function cityFeed(db: Db, cityId: number, publicUrl: string, now = new Date()): Promise<string> {
  const city = await repo.findCity(db, cityId);
  if (!city) throw notFound('city_not_found');
  const rows = await repo.eventsBetween(
    db,
    city.provinceId,
    city.allProvince ? null : city.id,
    isoDay(new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000)),
    isoDay(new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000)),
  );
  return buildCalendar(
    rows.map((r) => toIcs(r, publicUrl)),
    { name: `Harbour events · ${city.name}`, now },
  );
}
