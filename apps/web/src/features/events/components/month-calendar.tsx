import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { formatDate, formatNumber } from '@/lib/format';
import { cx } from '@/lib/cx';
import { daysBetween, eventsByDay, isMultiDay, monthWeeks, wallClock, type YearMonth } from '../lib/month';

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

/**
 * The month grid (Sunday first) with each day's events as buttons; an event of several days is on each
 * of its days in the month, the later ones marked as a continuation ("day 2 of 3" for screen readers).
 */
export function MonthCalendar({ month, monthLabel, events, today, onOpen }: MonthCalendarProps) {
  const { t } = useTranslation('events');
  const byDay = eventsByDay(month, events);

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
                          day === today
                            ? 'bg-harbour-700 text-white forced-colors:forced-color-adjust-none forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]'
                            : 'text-slate-700',
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
                          onClick={() => onOpen(e)}
                          className={cx(
                            'truncate rounded px-1.5 py-0.5 text-start text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-harbour-900',
                            day === e.eventDate
                              ? 'bg-harbour-600 text-white hover:bg-harbour-800'
                              : 'border-s-4 border-harbour-600 bg-harbour-100 text-harbour-900 hover:bg-harbour-200',
                          )}
                        >
                          <span dir="auto">{e.title}</span>
                          {isMultiDay(e) && (
                            <span className="sr-only">
                              {' '}
                              {t('day_of', {
                                day: formatNumber(daysBetween(e.eventDate, day) + 1),
                                days: formatNumber(daysBetween(e.eventDate, e.eventEndDate!) + 1),
                              })}
                            </span>
                          )}
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
