import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says just now for under 10 seconds and for a small clock difference', () => {
    expect(relativeTime(ago(0), now)).toEqual({ kind: 'just_now' });
    expect(relativeTime(ago(9), now)).toEqual({ kind: 'just_now' });
    expect(relativeTime(ago(-60), now)).toEqual({ kind: 'just_now' });
  });

  it('uses the largest whole unit, months of 30 days', () => {
    expect(relativeTime(ago(10), now)).toEqual({ kind: 'unit', value: -10, unit: 'second' });
    expect(relativeTime(ago(59), now)).toEqual({ kind: 'unit', value: -59, unit: 'second' });
    expect(relativeTime(ago(60), now)).toEqual({ kind: 'unit', value: -1, unit: 'minute' });
    expect(relativeTime(ago(3 * 3600 + 59), now)).toEqual({ kind: 'unit', value: -3, unit: 'hour' });
    expect(relativeTime(ago(29 * 86400), now)).toEqual({ kind: 'unit', value: -29, unit: 'day' });
    expect(relativeTime(ago(30 * 86400), now)).toEqual({ kind: 'unit', value: -1, unit: 'month' });
    expect(relativeTime(ago(364 * 86400), now)).toEqual({ kind: 'unit', value: -12, unit: 'month' });
    expect(relativeTime(ago(365 * 86400), now)).toEqual({ kind: 'unit', value: -1, unit: 'year' });
    expect(relativeTime(ago(3 * 365 * 86400 + 5), now)).toEqual({ kind: 'unit', value: -3, unit: 'year' });
  });

  it('accepts ISO strings and epoch numbers', () => {
    expect(relativeTime('2025-06-14T12:00:00Z', now)).toEqual({ kind: 'unit', value: -1, unit: 'day' });
    expect(relativeTime(ago(7200).getTime(), now)).toEqual({ kind: 'unit', value: -2, unit: 'hour' });
  });

  it('says a while ago for unreadable, missing or far-future times', () => {
    expect(relativeTime('not a date', now)).toEqual({ kind: 'a_while_ago' });
    expect(relativeTime(null, now)).toEqual({ kind: 'a_while_ago' });
    expect(relativeTime(undefined, now)).toEqual({ kind: 'a_while_ago' });
    expect(relativeTime(ago(-3600), now)).toEqual({ kind: 'a_while_ago' });
  });
});
