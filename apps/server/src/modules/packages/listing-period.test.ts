import { describe, expect, it } from 'vitest';
import { addDays, addUnits, defaultPeriod, listingPeriod, planCount } from './listing-period.js';

describe('planCount: package months from the first word of the plan name (the listing constants and prices)', () => {
  it('reads the leading number, else 1', () => {
    expect(planCount('3 Months')).toBe(3);
    expect(planCount('12 Months non-profit')).toBe(12);
    expect(planCount('1 Week')).toBe(1);
    expect(planCount('Monthly')).toBe(1);
    expect(planCount('')).toBe(1);
    expect(planCount('0 Months')).toBe(1);
  });
});

describe('addUnits', () => {
  it('adds days, weeks, months and years; a month end is clamped', () => {
    expect(addUnits('2025-01-10', 'day', 3)).toBe('2025-01-13');
    expect(addUnits('2025-12-29', 'week', 1)).toBe('2026-01-05');
    expect(addUnits('2025-01-31', 'month', 1)).toBe('2025-02-28');
    expect(addUnits('2024-01-31', 'month', 1)).toBe('2024-02-29');
    expect(addUnits('2025-11-15', 'month', 3)).toBe('2026-02-15');
    expect(addUnits('2024-02-29', 'year', 1)).toBe('2025-02-28');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('listingPeriod (the listing and payment rules "Listing end date")', () => {
  it('business: months of the plan name × quantity, whatever package_type says', () => {
    expect(listingPeriod({ name: '3 Months', packageType: 'month' }, 'business', 1, '2025-05-20')).toEqual({
      start: '2025-05-20',
      end: '2025-08-20',
    });
    expect(
      listingPeriod({ name: '12 Months non-profit', packageType: 'week' }, 'business', 1, '2025-05-20').end,
    ).toBe('2026-05-20');
    expect(listingPeriod({ name: '1 Month', packageType: 'month' }, 'business', 2, '2025-05-20').end).toBe(
      '2025-07-20',
    );
  });

  it('event and job: quantity × the plan unit (day, week, month, year)', () => {
    expect(listingPeriod({ name: '1 Week', packageType: 'week' }, 'event', 3, '2025-05-20').end).toBe(
      '2025-06-10',
    );
    expect(listingPeriod({ name: '1 Month', packageType: 'month' }, 'job', 2, '2025-05-20').end).toBe(
      '2025-07-20',
    );
    expect(listingPeriod({ name: 'Daily', packageType: 'day' }, 'event', 5, '2025-05-20').end).toBe(
      '2025-05-25',
    );
    expect(listingPeriod({ name: 'Yearly', packageType: 'year' }, 'job', 1, '2025-05-20').end).toBe(
      '2026-05-20',
    );
    // a "3 Months" plan of unit month is three months per unit bought
    expect(listingPeriod({ name: '3 Months', packageType: 'month' }, 'event', 1, '2025-05-20').end).toBe(
      '2025-08-20',
    );
  });

  it('takes a bad quantity as 1 and an unknown unit as a month', () => {
    expect(listingPeriod({ name: '1 Week', packageType: 'week' }, 'event', 0, '2025-05-20').end).toBe(
      '2025-05-27',
    );
    expect(listingPeriod({ name: 'Plan', packageType: 'fortnight' }, 'job', 1, '2025-05-20').end).toBe(
      '2025-06-20',
    );
  });

  it('without a plan: a month for a business, a week for an event or job', () => {
    expect(defaultPeriod('business', '2025-05-20')).toEqual({ start: '2025-05-20', end: '2025-06-20' });
    expect(defaultPeriod('event', '2025-05-20').end).toBe('2025-05-27');
    expect(defaultPeriod('job', '2025-05-20').end).toBe('2025-05-27');
  });
});
