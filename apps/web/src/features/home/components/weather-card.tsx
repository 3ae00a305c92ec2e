import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeatherIcon as WeatherIconKind } from '@harbour/shared';
import { Card, LinkButton, Spinner, WeatherIcon } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCardWeather } from '../api/weather';

/** Spec 1 §2: the card shows rain, snow or clear, and cloudy for everything else. */
export type CardIcon = Extract<WeatherIconKind, 'rain' | 'snow' | 'clear' | 'clouds'>;
export function cardIcon(kind: WeatherIconKind): CardIcon {
  if (kind === 'rain' || kind === 'drizzle' || kind === 'thunderstorm') return 'rain';
  if (kind === 'snow' || kind === 'clear') return kind;
  return 'clouds';
}

/** The card with its heading; the heading stays put while the content changes. */
function Frame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('weather');
  return (
    <Card as="section" className="flex min-h-40 flex-col gap-3">
      <h2 className="text-xl font-bold text-harbour-900">{t('card.title')}</h2>
      {children}
    </Card>
  );
}

function CardContent() {
  const { t } = useTranslation('weather');
  const { user, cityId: storedCityId } = useSession();
  const cityId = user ? (user.city_id ?? storedCityId) : null;
  const { data, isLoading } = useCardWeather(cityId);

  if (!user) {
    return (
      <Frame>
        <p className="text-slate-700">{t('sign_in_prompt')}</p>
        <LinkButton to="/login" className="self-start">
          {t('sign_in')}
        </LinkButton>
      </Frame>
    );
  }
  // Spec 1 §2: no location or a failed call leaves the card empty.
  if (!data) {
    return <Frame>{isLoading && <Spinner className="self-center" />}</Frame>;
  }

  const { current } = data;
  const degrees = (v: number) => t('degrees', { value: formatNumber(Math.round(v) || 0) });
  return (
    <Frame>
      <Link
        to="/nuweather"
        // spans, not paragraphs: the link is named by what it shows (city, degrees, conditions)
        className="-m-2 flex flex-col gap-3 rounded-xl p-2 text-inherit no-underline hover:bg-harbour-50"
      >
        <div className="flex items-center gap-4">
          <WeatherIcon kind={cardIcon(current.weather.icon)} className="size-16" />
          <div>
            <span dir="auto" className="block font-semibold text-slate-800">
              {data.city_name}
            </span>
            <span className="block text-4xl font-bold text-harbour-900">{degrees(current.temp)}</span>
          </div>
        </div>
        <span dir={current.weather.description_key ? undefined : 'auto'} className="block text-lg">
          {current.weather.description_key ? t(current.weather.description_key) : current.weather.description}
        </span>
        <span className="block text-slate-700">
          {t('feels_like', { value: degrees(current.feels_like) })}
        </span>
      </Link>
    </Frame>
  );
}

/** The home page's weather card, linking to /nuweather; loads the weather catalogue without holding up the page. */
export function WeatherCard() {
  return (
    <Suspense fallback={<Card className="min-h-40">{null}</Card>}>
      <CardContent />
    </Suspense>
  );
}
