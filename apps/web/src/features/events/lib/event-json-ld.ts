import type { EventItem } from '@harbour/shared';
import { isMultiDay } from './month';

/** Offset of the event's zone on that date, e.g. "-03:00" (for the ISO start times of schema.org). */
function offsetOf(date: string, time: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(
      new Date(`${date}T${time}:00Z`),
    );
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
    return m ? m[1]! : 'Z';
  } catch {
    return 'Z';
  }
}

/** schema.org Event objects for the events shown (JSON-LD, a data block: never executed). */
export function eventsJsonLd(events: EventItem[], pageUrl: string): string {
  const items = events.map((e) => {
    const start = `${e.eventDate}T${e.eventStartTime}:00${offsetOf(e.eventDate, e.eventStartTime, e.timezone)}`;
    // An event of several days ends on its last day: at its end time, or that whole day.
    const lastDay = isMultiDay(e) ? e.eventEndDate! : e.eventDate;
    const end = e.eventEndTime
      ? `${lastDay}T${e.eventEndTime}:00${offsetOf(lastDay, e.eventEndTime, e.timezone)}`
      : isMultiDay(e)
        ? lastDay
        : undefined;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: e.title,
      startDate: start,
      ...(end ? { endDate: end } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      description: e.eventDetails,
      ...(e.image ? { image: [e.image] } : {}),
      url: e.website ?? pageUrl,
      location: {
        '@type': 'Place',
        name: e.venue,
        address: e.address,
        ...(e.address_lat !== null && e.address_long !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: e.address_lat, longitude: e.address_long } }
          : {}),
      },
      organizer: { '@type': 'Organization', name: e.hostDetails, ...(e.website ? { url: e.website } : {}) },
      ...(e.price !== null
        ? {
            isAccessibleForFree: e.price === 0,
            offers: { '@type': 'Offer', price: e.price, priceCurrency: 'CAD' },
          }
        : {}),
      ...(e.age_group ? { audience: { '@type': 'Audience', audienceType: e.age_group } } : {}),
    };
  });
  // "<" escaped so the text can never close the <script> element it sits in.
  return JSON.stringify(items).replace(/</g, '\\u003c');
}
