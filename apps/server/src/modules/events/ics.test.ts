import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ics.js';

describe('iCalendar writing', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar with CRLF, a VTIMEZONE per zone used and local times', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'event-1@harbour.test',
          date: '2025-07-04',
          startTime: '18:00:00',
          endTime: '20:30:00',
          timezone: 'America/Halifax',
          summary: 'Welcome, night; all',
          description: 'Line one\nLine two',
          location: '145 Richmond Street, Charlottetown',
          lat: 46.2346,
          lon: -63.1286,
          url: 'https://example.ca',
          lastModified: new Date('2025-06-01T10:00:00Z'),
        },
      ],
      { now: new Date('2025-06-15T12:34:56.789Z'), name: 'Harbour events' },
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(
      ics
        .split('\r\n')
        .filter((l) => l && !l.startsWith(' '))
        .every((l) => /^[A-Z-]+[;:]/.test(l)),
    ).toBe(true);
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Harbour//Events//EN');
    expect(ics).toContain('TZID:America/Halifax');
    expect(ics).toContain('UID:event-1@harbour.test');
    expect(ics).toContain('DTSTAMP:20250615T123456Z');
    expect(ics).toContain('DTSTART;TZID=America/Halifax:20250704T180000');
    expect(ics).toContain('DTEND;TZID=America/Halifax:20250704T203000');
    expect(ics).toContain('SUMMARY:Welcome\\, night\\; all');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    expect(ics).toContain('GEO:46.234600;-63.128600');
    expect(ics).toContain('X-WR-CALNAME:Harbour events');
  });
});
