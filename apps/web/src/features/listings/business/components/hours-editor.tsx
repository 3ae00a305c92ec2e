import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import { DEFAULT_CLOSES, DEFAULT_OPENS } from '@harbour/shared';
import { Select, type SelectOption } from '@/components/ui';
import { cx } from '@/lib/cx';
import {
  CLOSED,
  HALF_HOURS,
  isClosed,
  WEEKDAYS,
  type HoursValue,
  type Weekday,
} from '@/features/listings/shared/lib/hours';
import { formatClock, weekdayName } from '@/features/listings/shared/lib/time-labels';

export type { HoursValue } from '@/features/listings/shared/lib/hours';

export interface HoursEditorProps {
  value: HoursValue;
  onChange: (value: HoursValue) => void;
  /** Distinguishes several editors on one page (the business and each branch). */
  idPrefix?: string;
  /** The group's heading, already translated (default "Opening hours"). */
  label?: string;
  /** The hours' error, already translated: announced, and tied to the group as its description. */
  error?: string;
}

/**
 * One row per weekday: an Open switch (off = CLOSED) and the opening and closing times in 30-minute
 * steps, shown on the 12-hour clock of the interface language (the listing form rules).
 */
export function HoursEditor({ value, onChange, idPrefix, label, error }: HoursEditorProps) {
  const { t, i18n } = useTranslation('vivalinks');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  // The labels follow the interface language.
  const options: SelectOption[] = useMemo(
    () => (lang ? HALF_HOURS.map((v) => ({ id: v, label: formatClock(v) })) : []),
    [lang],
  );

  const setDay = (day: Weekday, start: string, end: string) =>
    onChange({ ...value, [`${day}_start`]: start, [`${day}_end`]: end });

  return (
    <fieldset
      className="flex flex-col gap-2"
      id={`${prefix}-hours`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${prefix}-hours-error` : undefined}
    >
      <legend className="mb-2 text-base font-semibold text-slate-800">{label ?? t('hours.title')}</legend>
      <div
        aria-hidden="true"
        className="hidden text-sm font-semibold text-slate-600 sm:grid sm:grid-cols-[9rem_8rem_1fr_1fr] sm:gap-3"
      >
        <span />
        <span />
        <span>{t('hours.opens')}</span>
        <span>{t('hours.closes')}</span>
      </div>
      {WEEKDAYS.map((day) => {
        const closed = isClosed(value, day);
        const name = weekdayName(day);
        const start = value[`${day}_start`];
        const end = value[`${day}_end`];
        const endBeforeStart = !closed && end <= start;
        return (
          <div
            key={day}
            className="grid grid-cols-1 items-center gap-2 border-b border-slate-100 py-2 sm:grid-cols-[9rem_8rem_1fr_1fr] sm:gap-3"
          >
            <span className="font-semibold text-slate-800" id={`${prefix}-${day}-name`}>
              {name}
            </span>
            <Switch
              isSelected={!closed}
              onChange={(open) =>
                open ? setDay(day, DEFAULT_OPENS, DEFAULT_CLOSES) : setDay(day, CLOSED, CLOSED)
              }
              aria-label={t('hours.open_on', { day: name })}
              className="group flex min-h-11 cursor-pointer items-center gap-2"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cx(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
                      isSelected ? 'bg-harbour-600' : 'bg-slate-400',
                    )}
                  >
                    <span
                      className={cx(
                        'absolute top-1 size-4 rounded-full bg-white shadow transition-all',
                        isSelected ? 'start-6' : 'start-1',
                      )}
                    />
                  </span>
                  <span className="text-sm">{isSelected ? t('hours.open') : t('hours.closed')}</span>
                </>
              )}
            </Switch>
            {closed ? (
              <span className="text-slate-600 sm:col-span-2">{t('hours.closed_all_day')}</span>
            ) : (
              <>
                <Select
                  label={t('hours.opens_on', { day: name })}
                  hideLabel
                  options={options}
                  value={start}
                  onChange={(id) => id != null && setDay(day, String(id), end)}
                />
                <Select
                  label={t('hours.closes_on', { day: name })}
                  hideLabel
                  options={options}
                  value={end}
                  onChange={(id) => id != null && setDay(day, start, String(id))}
                  errorKey={endBeforeStart ? t('hours.end_before_start') : null}
                />
              </>
            )}
          </div>
        );
      })}
      {error && (
        <p id={`${prefix}-hours-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
