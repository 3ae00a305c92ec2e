import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Card, LinkButton, PageTitle } from '@/components/ui';
import { findLocation, useProvinces } from '@/lib/provinces';
import { useSession } from '@/lib/session';
import { Billboard } from '../components/billboard';
import { InfoCard } from '../components/info-card';
import { WeatherCard } from '../components/weather-card';
import { WellBeingCard } from '../components/well-being-card';

/** /dashboard: title and subtitle, a location prompt when none is chosen, and the welcome-newcomers prompt. */
export function Component() {
  const { t } = useTranslation();
  const { provinceId, cityId } = useSession();
  const { data: provinces } = useProvinces();
  const { city, province } = findLocation(provinces, provinceId, cityId);
  const place = city && !city.all_province ? city.city_name : province?.state_name;
  const hasLocation = provinceId != null && cityId != null;

  return (
    <div className="flex flex-col gap-8">
      <PageTitle
        title={place ? t('dashboard.title_city', { city: place }) : t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
      />
      {!hasLocation && (
        <Card className="flex flex-col items-start gap-4 border-sea-200 bg-sea-50">
          <p className="text-lg">{t('dashboard.choose_location_text')}</p>
          <LinkButton to="/select-province">{t('dashboard.choose_location')}</LinkButton>
        </Card>
      )}
      <InfoCard />
      <Billboard />
      <div className="grid gap-8 md:grid-cols-2">
        <WeatherCard />
        <WellBeingCard />
      </div>
      <WelcomeNewcomers />
    </div>
  );
}

function WelcomeNewcomers() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  const share = async () => {
    const url = window.location.origin + '/';
    try {
      if (navigator.share) {
        await navigator.share({ title: t('app_name'), text: t('tagline'), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The user closed the share sheet, or the clipboard is not available: nothing to do.
    }
  };

  return (
    <Card as="section" className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-xl font-bold text-harbour-900">{t('dashboard.welcome_newcomers_title')}</h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('dashboard.welcome_newcomers_text')}</p>
        <p role="status" className="mt-2 font-semibold text-sea-700">
          {copied ? t('dashboard.copied') : ''}
        </p>
      </div>
      {/* A plain button keeps react-aria out of the home page's first load. */}
      <button
        type="button"
        onClick={() => void share()}
        className={`${buttonClasses({ variant: 'secondary' })} shrink-0`}
      >
        {t('dashboard.share')}
      </button>
    </Card>
  );
}
