import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  eventDaysIn,
  eventsByDay,
  isMultiDay,
  monthRange,
  monthWeeks,
  nextDay,
} from './month';

describe('month helpers', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthRange({ year: 2024, month: 2 })).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange({ year: 2025, month: 2 })).toEqual({ startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(monthRange({ year: 2025, month: 12 })).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('moves across year ends', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });

  it('lays the month out in Sunday-first weeks', () => {
    const weeks = monthWeeks({ year: 2025, month: 6 }); // 1 June 2025 is a Sunday
    expect(weeks[0]![0]).toBe('2025-06-01');
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)).toEqual(['2025-06-29', '2025-06-30', null, null, null, null, null]);
    const march = monthWeeks({ year: 2025, month: 3 }); // 1 March 2025 is a Saturday
    expect(march[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(march[0]![6]).toBe('2025-03-01');
  });

  it('steps and counts days across month and year ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2); // over a DST change: still whole days
    expect(daysBetween('2025-06-02', '2025-06-01')).toBe(-1);
  });
});

describe('multi-day events in a month', () => {
  const june = { year: 2025, month: 6 };
  const ev = (eventDate: string, eventEndDate?: string | null) => ({ eventDate, eventEndDate });

  it('knows an event of several days', () => {
    expect(isMultiDay(ev('2025-06-06', '2025-06-08'))).toBe(true);
    expect(isMultiDay(ev('2025-06-06', '2025-06-06'))).toBe(false);
    expect(isMultiDay(ev('2025-06-06', null))).toBe(false);
    expect(isMultiDay(ev('2025-06-06'))).toBe(false);
    expect(isMultiDay(ev('2025-06-06', '2025-06-05'))).toBe(false);
  });

  it('gives every day from the first to the last, cut to the month', () => {
    expect(eventDaysIn(june, ev('2025-06-06', '2025-06-08'))).toEqual([
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    expect(eventDaysIn(june, ev('2025-06-06'))).toEqual(['2025-06-06']);
    expect(eventDaysIn(june, ev('2025-06-06', null))).toEqual(['2025-06-06']);
    // an end before the start counts as the one day
    expect(eventDaysIn(june, ev('2025-06-06', '2025-06-01'))).toEqual(['2025-06-06']);
    // began in May, ends in June; begins in June, ends in July
    expect(eventDaysIn(june, ev('2025-05-30', '2025-06-02'))).toEqual(['2025-06-01', '2025-06-02']);
    expect(eventDaysIn(june, ev('2025-06-29', '2025-07-03'))).toEqual(['2025-06-29', '2025-06-30']);
    // covers the whole month, or lies outside it
    expect(eventDaysIn(june, ev('2025-05-20', '2025-07-10'))).toHaveLength(30);
    expect(eventDaysIn(june, ev('2025-05-20', '2025-05-31'))).toEqual([]);
    expect(eventDaysIn({ year: 2025, month: 12 }, ev('2025-12-31', '2026-01-02'))).toEqual(['2025-12-31']);
  });

  it('puts each event on each of its days, in the order given', () => {
    const a = { id: 1, ...ev('2025-06-06', '2025-06-08') };
    const b = { id: 2, ...ev('2025-06-07') };
    const byDay = eventsByDay(june, [a, b]);
    expect([...byDay.keys()]).toEqual(['2025-06-06', '2025-06-07', '2025-06-08']);
    expect(byDay.get('2025-06-07')!.map((e) => e.id)).toEqual([1, 2]);
    expect(byDay.get('2025-06-08')!.map((e) => e.id)).toEqual([1]);
  });
});
