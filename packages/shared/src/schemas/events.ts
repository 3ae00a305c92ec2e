import { z } from 'zod';
import { idSchema as id, safeText } from './primitives.js';
import { translationLabelSchema } from './translation.js';

const isoDate = safeText('invalid_date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'invalid_date');

/** Longest range one calendar request may ask for. */
export const EVENTS_MAX_RANGE_DAYS = 93;
/** The first N events of the month are featured (the core constants and limits). */
export const FEATURED_EVENTS = 2;

/** One event (the core entities). Dates are local to the event's province: `eventDate` YYYY-MM-DD, times HH:MM (24 h). */
export const eventSchema = z.object({
  id: z.number().int(),
  province_id: z.number().int(),
  /** null: the whole province; otherwise the first of `city_ids` */
  city_id: z.number().int().nullable(),
  /** every city the owner chose, the first one first (none or an "All of …" one: city_id is null) */
  city_ids: z.array(z.number().int()).optional(),
  title: z.string(),
  eventDate: z.string(),
  /** last day of a multi-day event (YYYY-MM-DD); null or absent: the same day */
  eventEndDate: z.string().nullable().optional(),
  eventStartTime: z.string(),
  eventEndTime: z.string().nullable(),
  venue: z.string(),
  address: z.string(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  /** comma separated, e.g. "Children, Teens, Adults" */
  age_group: z.string(),
  eventDetails: z.string(),
  hostDetails: z.string(),
  website: z.string().nullable(),
  /** admission in dollars: 0 free; null not given (events written before the price was asked) */
  price: z.number().nullable(),
  phone_number: z.string().nullable(),
  image: z.string().nullable(),
  /** IANA zone of the event's times */
  timezone: z.string(),
  /** language the event was written in (issue 10) */
  original_lang: z.string().optional(),
  /** present when texts are shown in another language than they were written in */
  translation: translationLabelSchema.optional(),
});
export type EventItem = z.infer<typeof eventSchema>;

/**
 * GET /api/web/get-event-meeting-calendar (signed in): events of the province that are for the city
 * or province-wide, taking place between `startDate` and `endDate` (at most 93 days; a multi-day event
 * whose days overlap the range is included), ordered by date and time. Only active (status 1) events.
 */
export const eventCalendarQuerySchema = z
  .object({
    cityId: id.optional(),
    provinceId: id,
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((q) => q.startDate <= q.endDate, { message: 'invalid_date_range' })
  .refine(
    (q) =>
      (Date.parse(`${q.endDate}T00:00:00Z`) - Date.parse(`${q.startDate}T00:00:00Z`)) / 86_400_000 <=
      EVENTS_MAX_RANGE_DAYS,
    { message: 'invalid_date_range' },
  );
export type EventCalendarQuery = z.input<typeof eventCalendarQuerySchema>;
export const eventCalendarDataSchema = z.object({ events: z.array(eventSchema) });
export type EventCalendarData = z.infer<typeof eventCalendarDataSchema>;

/** GET /api/web/events/{id}.ics and GET /api/web/events/city/{cityId}.ics (public iCalendar). */
export const eventIcsParamsSchema = z.object({ id });
export const cityIcsParamsSchema = z.object({ cityId: id });
