import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, LinkButton, PageTitle, Spinner } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useWeather } from '../api/weather';
import { CurrentConditions } from '../components/current-conditions';
import { DailyForecast } from '../components/daily-forecast';
import { HourlyStrip } from '../components/hourly-strip';

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-start gap-4">
      <p role="status" className="text-lg">
        {children}
      </p>
      {action}
    </Card>
  );
}

/** /nuweather: the signed-in user's city (profile, else the stored choice): now, 6 hours at a time, the next days. */
export function Component() {
  const { t } = useTranslation('weather');
  const { user, cityId: storedCityId } = useSession();
  const cityId = user?.city_id ?? storedCityId;
  const { data, isPending, isError } = useWeather(user ? cityId : null);
  const changeLocation = (
    <LinkButton to="/select-province" variant="secondary" size="sm">
      {t('change_location')}
    </LinkButton>
  );

  if (!user) {
    return (
      <>
        <PageTitle title={t('title')} />
        <Notice
          action={
            <div className="flex flex-wrap gap-3">
              <LinkButton to="/sign-in?next=%2Fnuweather">{t('sign_in')}</LinkButton>
              <LinkButton to="/register" variant="secondary">
                {t('register')}
              </LinkButton>
            </div>
          }
        >
          {t('sign_in_prompt')}
        </Notice>
      </>
    );
  }

  if (cityId == null) {
    return (
      <>
        <PageTitle title={t('title')} />
        <Notice action={<LinkButton to="/select-province">{t('choose_location')}</LinkButton>}>
          {t('no_location')}
        </Notice>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6">
        <PageTitle title={t('title')} subtitle={data ? t('subtitle', { city: data.city_name }) : undefined} />
        <div className="mb-6">{changeLocation}</div>
      </div>
      {isPending ? (
        <div className="flex justify-center p-12">
          <Spinner size="lg" />
        </div>
      ) : isError || !data ? (
        <Notice>{t('unavailable')}</Notice>
      ) : (
        <>
          <CurrentConditions data={data} />
          {data.hourly.length > 0 && (
            <HourlyStrip key={data.hourly[0]?.dt} hours={data.hourly} offset={data.timezone_offset} />
          )}
          {data.daily.length > 0 && <DailyForecast days={data.daily} offset={data.timezone_offset} />}
          {data.hourly.length === 0 && data.daily.length === 0 && <Notice>{t('no_forecast')}</Notice>}
        </>
      )}
    </div>
  );
}
