/** iCalendar (RFC 5545) writing: escaping, 75-octet line folding, CRLF endings, VTIMEZONE blocks. */

export interface IcsEvent {
  uid: string;
  /** local date YYYY-MM-DD and times HH:MM[:SS] in `timezone` */
  date: string;
  /** last day of a multi-day event; null: the same day */
  endDate?: string | null;
  startTime: string;
  endTime: string | null;
  timezone: string;
  summary: string;
  description: string;
  location: string;
  lat: number | null;
  lon: number | null;
  url: string | null;
  lastModified: Date;
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line to at most 75 octets, never splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // continuation lines start with one space
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const localStamp = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;

/** Atlantic and Newfoundland time with the Canadian rules in force since 2007. */
const VTIMEZONES: Record<string, { std: string; dst: string; stdName: string; dstName: string }> = {
  'America/Halifax': { std: '-0400', dst: '-0300', stdName: 'AST', dstName: 'ADT' },
  'America/St_Johns': { std: '-0330', dst: '-0230', stdName: 'NST', dstName: 'NDT' },
};

function vtimezone(tzid: string): string[] {
  const z = VTIMEZONES[tzid];
  if (!z) return [];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:DAYLIGHT',
    `TZOFFSETFROM:${z.std}`,
    `TZOFFSETTO:${z.dst}`,
    `TZNAME:${z.dstName}`,
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${z.dst}`,
    `TZOFFSETTO:${z.std}`,
    `TZNAME:${z.stdName}`,
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function vevent(e: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(e.lastModified)}`,
    `DTSTART;TZID=${e.timezone}:${localStamp(e.date, e.startTime)}`,
  ];
  if (e.endDate && e.endDate > e.date)
    lines.push(`DTEND;TZID=${e.timezone}:${localStamp(e.endDate, e.endTime ?? e.startTime)}`);
  else if (e.endTime && e.endTime > e.startTime)
    lines.push(`DTEND;TZID=${e.timezone}:${localStamp(e.date, e.endTime)}`);
  else lines.push('DURATION:PT1H');
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.lat !== null && e.lon !== null) lines.push(`GEO:${e.lat.toFixed(6)};${e.lon.toFixed(6)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR; `name` becomes X-WR-CALNAME for feed subscriptions. */
export function buildCalendar(items: IcsEvent[], opts: { name?: string; now?: Date } = {}): string {
  const now = opts.now ?? new Date();
  const zones = [...new Set(items.map((e) => e.timezone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harbour//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(opts.name ? [`X-WR-CALNAME:${escapeText(opts.name)}`] : []),
    ...zones.flatMap(vtimezone),
    ...items.flatMap((e) => vevent(e, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
