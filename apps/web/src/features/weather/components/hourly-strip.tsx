import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HourlyWeather } from '@harbour/shared';
import { Button, Card, WeatherIcon } from '@/components/ui';
import { formatNumber, formatPercent } from '@/lib/format';
import { localTime, roundedTemp, toKmh } from '../lib/units';
import { useDescribe } from '../lib/use-describe';

/** Spec 1 §9: the strip shows 6 hours. */
export const HOURS_SHOWN = 6;

function Chevron({ back }: { back?: boolean }) {
  // Points along the reading direction: mirrored in Arabic and Farsi.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Six hours at a time; the arrows move the window by one hour and are disabled at the ends (the core states). */
export function HourlyStrip({ hours, offset }: { hours: HourlyWeather[]; offset: number }) {
  const { t } = useTranslation('weather');
  const describe = useDescribe();
  const [start, setStart] = useState(0);
  const last = Math.max(0, hours.length - HOURS_SHOWN);
  const shown = hours.slice(start, start + HOURS_SHOWN);

  return (
    <Card as="section" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-harbour-900">{t('hourly.title')}</h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('hourly.earlier')}
            isDisabled={start === 0}
            onPress={() => setStart((s) => Math.max(0, s - 1))}
          >
            <Chevron back />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('hourly.later')}
            isDisabled={start >= last}
            onPress={() => setStart((s) => Math.min(last, s + 1))}
          >
            <Chevron />
          </Button>
        </div>
      </div>
      <ol className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {shown.map((h) => (
          <li
            key={h.dt}
            className="flex flex-col items-center gap-1 rounded-xl bg-harbour-50 p-3 text-center"
          >
            <span className="font-semibold text-slate-800">
              {localTime(h.dt, offset, { hour: 'numeric' })}
            </span>
            <WeatherIcon kind={h.weather.icon} className="size-10" />
            <span className="sr-only">{describe(h.weather)}</span>
            <span className="text-xl font-bold text-harbour-900">
              {t('degrees', { value: roundedTemp(h.temp) })}
            </span>
            <span className="text-sm text-slate-700">
              {t('hourly.precipitation', { value: formatPercent(h.pop) })}
            </span>
            <span className="text-sm text-slate-700">
              {t('wind_value', { value: formatNumber(toKmh(h.wind_speed)) })}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
