import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui';
import { useSession } from '@/lib/session';

const FEATURES = ['feature_services', 'feature_events', 'feature_wellbeing', 'feature_languages'] as const;

/** `/`: the product's promise, a start button to /select-province and sign in. */
export function Component() {
  const { t } = useTranslation();
  const { user, provinceId, cityId } = useSession();
  const hasLocation = provinceId != null && cityId != null;

  return (
    <div className="flex flex-col gap-12">
      <title>{`${t('app_name')} · ${t('tagline')}`}</title>
      <section className="relative overflow-hidden rounded-3xl bg-harbour-800 px-6 py-12 text-white sm:px-12 sm:py-16">
        <div className="relative z-10 max-w-2xl">
          <p className="text-lg font-semibold text-sea-200">{t('tagline')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{t('welcome.title')}</h1>
          <p className="mt-5 text-lg text-harbour-50 sm:text-xl">{t('welcome.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {user && hasLocation ? (
              <LinkButton
                to="/dashboard"
                size="lg"
                className="bg-sea-300! text-harbour-900! hover:bg-sea-200!"
              >
                {t('welcome.go_home')}
              </LinkButton>
            ) : (
              <LinkButton
                to="/select-province"
                size="lg"
                className="bg-sea-300! text-harbour-900! hover:bg-sea-200!"
              >
                {t('welcome.start')}
              </LinkButton>
            )}
            {!user && (
              <LinkButton
                to="/login"
                size="lg"
                variant="secondary"
                className="border-white! bg-transparent! text-white! hover:bg-white/10!"
              >
                {t('welcome.sign_in')}
              </LinkButton>
            )}
          </div>
        </div>
        <svg
          viewBox="0 0 400 120"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-24 w-full text-harbour-700"
        >
          <path
            d="M0 60c50 0 50-30 100-30s50 30 100 30 50-30 100-30 50 30 100 30v60H0z"
            fill="currentColor"
          />
          <path
            d="M0 85c50 0 50-25 100-25s50 25 100 25 50-25 100-25 50 25 100 25v35H0z"
            className="fill-harbour-600"
          />
        </svg>
      </section>

      <section aria-labelledby="welcome-features">
        <h2 id="welcome-features" className="text-2xl font-bold text-harbour-900">
          {t('welcome.features_title')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {FEATURES.map((key) => (
            <li key={key} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5">
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full bg-sea-500" />
              <span className="text-lg">{t(`welcome.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">{t('welcome.provinces')}</p>
      </section>
    </div>
  );
}
