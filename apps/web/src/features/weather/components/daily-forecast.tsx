import { useTranslation } from 'react-i18next';
import type { DailyWeather } from '@harbour/shared';
import { Card, WeatherIcon } from '@/components/ui';
import { formatPercent } from '@/lib/format';
import { localTime, roundedTemp } from '../lib/units';
import { useDescribe } from '../lib/use-describe';

/** One row a day: day, icon and description, high and low, chance of precipitation as a percentage. */
export function DailyForecast({ days, offset }: { days: DailyWeather[]; offset: number }) {
  const { t } = useTranslation('weather');
  const describe = useDescribe();
  const degrees = (v: number) => t('degrees', { value: roundedTemp(v) });

  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900">{t('daily.title')}</h2>
      <ol className="divide-y divide-slate-200">
        {days.map((d, i) => (
          <li
            key={d.dt}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)_auto_auto]"
          >
            <span className="font-semibold text-slate-800">
              {i === 0
                ? t('daily.today')
                : localTime(d.dt, offset, { weekday: 'long', day: 'numeric', month: 'short' })}
            </span>
            <span className="col-start-1 row-start-2 flex items-center gap-2 sm:col-start-2 sm:row-start-1">
              <WeatherIcon kind={d.weather.icon} className="size-8" />
              {describe(d.weather)}
            </span>
            <span className="text-end whitespace-nowrap">
              <span className="sr-only">{t('daily.high')} </span>
              <span className="font-bold text-harbour-900">{degrees(d.temp.max)}</span>
              <span aria-hidden="true"> / </span>
              <span className="sr-only">{t('daily.low')} </span>
              <span className="text-slate-700">{degrees(d.temp.min)}</span>
            </span>
            <span
              className="text-end text-sm whitespace-nowrap text-sky-800"
              title={t('daily.precipitation')}
            >
              <span className="sr-only">{t('daily.precipitation')} </span>
              {formatPercent(d.pop)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
