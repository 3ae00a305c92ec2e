import { describe, expect, it } from 'vitest';
import { addMonths, monthRange, monthWeeks } from './month';

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
});
