import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { formatDate, formatNumber } from '../../../lib/format';
import { cx } from '../../../lib/cx';
import { monthWeeks, wallClock, type YearMonth } from '../lib/month';

export interface MonthCalendarProps {
  month: YearMonth;
  monthLabel: string;
  events: EventItem[];
  today: string;
  onOpen: (event: EventItem) => void;
}

const SHOWN_PER_DAY = 2;
// 2023-01-01 was a Sunday: the weekday names of the header, in the current language.
const weekday = (i: number, style: 'short' | 'long') =>
  formatDate(new Date(Date.UTC(2023, 0, 1 + i)), { weekday: style, timeZone: 'UTC' });

/** The month grid (Sunday first) with each day's events as buttons. */
export function MonthCalendar({ month, monthLabel, events, today, onOpen }: MonthCalendarProps) {
  const { t } = useTranslation('events');
  const byDay = new Map<string, EventItem[]>();
  for (const e of events) byDay.set(e.eventDate, [...(byDay.get(e.eventDate) ?? []), e]);

  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t('calendar_label', { month: monthLabel })}</caption>
      <thead>
        <tr>
          {Array.from({ length: 7 }, (_, i) => (
            <th key={i} scope="col" className="py-2 text-center font-semibold text-slate-700">
              <abbr title={weekday(i, 'long')} className="no-underline">
                {weekday(i, 'short')}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              const dayEvents = day ? (byDay.get(day) ?? []) : [];
              return (
                <td
                  key={d}
                  className={cx(
                    'h-20 border border-slate-200 p-1 align-top sm:h-28',
                    !day && 'bg-slate-50',
                    day === today && 'bg-harbour-50',
                  )}
                >
                  {day && (
                    <div className="flex h-full flex-col gap-1">
                      <span
                        className={cx(
                          'self-end rounded-full px-1.5 text-xs font-semibold',
                          day === today ? 'bg-harbour-700 text-white' : 'text-slate-700',
                        )}
                        aria-current={day === today ? 'date' : undefined}
                      >
                        <span className="sr-only">
                          {formatDate(wallClock(day), { dateStyle: 'long', timeZone: 'UTC' })}
                        </span>
                        <span aria-hidden="true">{formatNumber(Number(day.slice(8)))}</span>
                      </span>
                      {dayEvents.slice(0, SHOWN_PER_DAY).map((e) => (
                        <button
                          key={e.id}
                          type="button"
                          dir="auto"
                          onClick={() => onOpen(e)}
                          className="truncate rounded bg-harbour-600 px-1.5 py-0.5 text-start text-xs font-medium text-white hover:bg-harbour-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-harbour-900"
                        >
                          {e.title}
                        </button>
                      ))}
                      {dayEvents.length > SHOWN_PER_DAY && (
                        <span className="text-xs text-slate-700">
                          {t('more_on_day', { count: dayEvents.length - SHOWN_PER_DAY })}
                        </span>
                      )}
                    </div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
