import {
  CLOSED,
  DEFAULT_CLOSES,
  DEFAULT_OPENS,
  WEEKDAYS,
  type BusinessRegisterInput,
  type WeeklyHours,
} from '@harbour/shared';
import { badRequest } from '../../lib/errors.js';

type DayField = string | undefined;
export type WeekdayInput = Partial<
  Pick<BusinessRegisterInput, `${(typeof WEEKDAYS)[number]}_${'start' | 'end'}`>
>;

/**
 * The weekday fields of the form → WeeklyHours (the listing fields and listing constants and prices): `CLOSED` on either end closes the
 * day (null), an absent field is the default 09:00–17:00, and a day must close after it opens
 * (400 `hours_not_valid`).
 */
export function toWeeklyHours(input: WeekdayInput): WeeklyHours {
  const fields = input as Record<string, DayField>;
  const entries = WEEKDAYS.map((day) => {
    const start = fields[`${day}_start`] ?? DEFAULT_OPENS;
    const end = fields[`${day}_end`] ?? DEFAULT_CLOSES;
    if (start === CLOSED || end === CLOSED) return [day, null] as const;
    // 'HH:MM' strings compare in time order
    if (end <= start) throw badRequest('hours_not_valid');
    return [day, { start, end }] as const;
  });
  return Object.fromEntries(entries) as WeeklyHours;
}

/** WeeklyHours → monday_start … sunday_end, `CLOSED` for a closed day. */
export function toWeekdayFields(hours: WeeklyHours): Record<string, string> {
  const out: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const h = hours[day];
    out[`${day}_start`] = h ? h.start : CLOSED;
    out[`${day}_end`] = h ? h.end : CLOSED;
  }
  return out;
}
