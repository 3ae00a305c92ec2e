import { useTranslation } from 'react-i18next';
import type { WeatherData } from '@harbour/shared';
import { Card, WeatherIcon } from '@/components/ui';
import { formatNumber, formatPercent } from '@/lib/format';
import { localTime, roundedTemp, toKmh } from '../lib/units';
import { useDescribe } from '../lib/use-describe';

/** Temperature, feels-like, description and icon, then sunrise, sunset, wind (km/h) and clouds. */
export function CurrentConditions({ data }: { data: WeatherData }) {
  const { t } = useTranslation('weather');
  const describe = useDescribe();
  const { current, timezone_offset: offset } = data;
  const time = (dt: number) => localTime(dt, offset, { hour: 'numeric', minute: '2-digit' });
  const details = [
    [t('sunrise'), time(current.sunrise)],
    [t('sunset'), time(current.sunset)],
    [t('wind'), t('wind_value', { value: formatNumber(toKmh(current.wind_speed)) })],
    [t('clouds'), formatPercent(current.clouds / 100)],
  ];

  return (
    <Card as="section" className="flex flex-col gap-6 md:flex-row md:items-center">
      <div className="flex flex-1 items-center gap-4">
        <WeatherIcon kind={current.weather.icon} className="size-20 sm:size-24" />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('now')}</h2>
          <p className="text-5xl font-bold text-harbour-900">
            {t('degrees', { value: roundedTemp(current.temp) })}
          </p>
          <p className="text-lg">{describe(current.weather)}</p>
          <p className="text-slate-700">
            {t('feels_like', { value: t('degrees', { value: roundedTemp(current.feels_like) }) })}
          </p>
        </div>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-3">
        {details.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-harbour-50 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-harbour-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
