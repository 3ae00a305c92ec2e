/**
 * The plan period a time falls in, in UTC: the calendar year of a yearly plan, the ISO week (from Monday) of
 * a weekly one, the day of a daily one, else (monthly and any other scheme) the calendar month.
 */
export function periodOf(scheme: string, at: Date): { start: Date; end: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (scheme) {
    case 'yearly':
      return { start: new Date(Date.UTC(y, 0, 1)), end: new Date(Date.UTC(y + 1, 0, 1)) };
    case 'weekly': {
      const back = (at.getUTCDay() + 6) % 7;
      return { start: new Date(Date.UTC(y, m, d - back)), end: new Date(Date.UTC(y, m, d - back + 7)) };
    }
    case 'daily':
      return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
    default:
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
}
