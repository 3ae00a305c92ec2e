import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeatherIcon } from '@harbour/shared';
import { Card, LinkButton, Spinner } from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../app/session';
import { useCardWeather } from '../api/weather';

/** Spec 1 §2: the card shows rain, snow or clear, and cloudy for everything else. */
export type CardIcon = 'rain' | 'snow' | 'clear' | 'cloudy';
export function cardIcon(kind: WeatherIcon): CardIcon {
  if (kind === 'rain' || kind === 'drizzle' || kind === 'thunderstorm') return 'rain';
  if (kind === 'snow' || kind === 'clear') return kind;
  return 'cloudy';
}

const CLOUD = 'M7 17A4 4 0 0 1 7.2 9A5.5 5.5 0 0 1 17.5 9A4 4 0 0 1 17.5 17Z';
const SHAPES: Record<CardIcon, ReactNode> = {
  clear: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
    </>
  ),
  cloudy: <path d={CLOUD} />,
  rain: (
    <>
      <path d={CLOUD} transform="translate(0 -3)" />
      <path d="M8.5 16.5l-1.5 4M12.5 16.5l-1.5 4M16.5 16.5l-1.5 4" />
    </>
  ),
  snow: (
    <>
      <path d={CLOUD} transform="translate(0 -3)" />
      <path d="M8 17.5v2M7 18.5h2M12 19.5v2M11 20.5h2M16 17.5v2M15 18.5h2" />
    </>
  ),
};
const COLOURS: Record<CardIcon, string> = {
  clear: 'text-amber-500',
  cloudy: 'text-slate-500',
  rain: 'text-sky-700',
  snow: 'text-sky-500',
};

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
  const icon = cardIcon(current.weather.icon);
  const degrees = (v: number) => t('degrees', { value: formatNumber(Math.round(v) || 0) });
  return (
    <Frame>
      <Link
        to="/nuweather"
        // spans, not paragraphs: the link is named by what it shows (city, degrees, conditions)
        className="-m-2 flex flex-col gap-3 rounded-xl p-2 text-inherit no-underline hover:bg-harbour-50"
      >
        <div className="flex items-center gap-4">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            data-icon={icon}
            className={`size-16 shrink-0 ${COLOURS[icon]}`}
          >
            {SHAPES[icon]}
          </svg>
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
