import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';
import { PageTitle } from '@/components/ui';
import { MarketingSection } from '../components/section';
import { useHashScroll } from '../components/use-hash-scroll';

const APP_STORE = 'https://apps.apple.com/ca/search?term=Harbour%20newcomers';
const GOOGLE_PLAY = 'https://play.google.com/store/search?q=Harbour%20newcomers&c=apps';
const VIVALINKS_FEATURES = ['reach', 'languages', 'map', 'manage'] as const;
const storeLink =
  'inline-flex min-h-11 items-center rounded-lg bg-harbour-900 px-4 py-2 font-semibold text-white hover:bg-harbour-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-700';

/** /products: welcome with the free app, then NuChat, VIVALINKS and NuPost (anchors nuchat, vivalinks, nupost). */
export function Component() {
  const { t } = useTranslation('marketing');
  useHashScroll();
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col items-start gap-5 rounded-2xl bg-harbour-50 p-6 sm:flex-row sm:items-center sm:p-10">
        <LogoMark className="size-24" />
        <div className="flex flex-col gap-4">
          <PageTitle title={t('products.title')} subtitle={t('products.subtitle')} className="mb-0" />
          <ul aria-label={t('products.download')} className="flex flex-wrap gap-3">
            <li>
              <a href={APP_STORE} target="_blank" rel="noopener noreferrer" className={storeLink}>
                {t('products.app_store')}
              </a>
            </li>
            <li>
              <a href={GOOGLE_PLAY} target="_blank" rel="noopener noreferrer" className={storeLink}>
                {t('products.google_play')}
              </a>
            </li>
          </ul>
        </div>
      </section>

      <MarketingSection
        id="nuchat"
        title={t('products.nuchat.title')}
        action={{ to: '/nuchat/info', label: t('products.nuchat.action') }}
      >
        <p>{t('products.nuchat.text')}</p>
      </MarketingSection>

      <MarketingSection
        id="vivalinks"
        title={t('products.vivalinks.title')}
        action={{ to: '/pricing', label: t('products.vivalinks.action') }}
      >
        <p>{t('products.vivalinks.text')}</p>
        <ul className="mt-2 grid gap-4 sm:grid-cols-2">
          {VIVALINKS_FEATURES.map((f) => (
            <li key={f} className="rounded-xl bg-sand-50 p-4">
              <h3 className="text-lg font-bold text-harbour-900">
                {t(`products.vivalinks.features.${f}.title`)}
              </h3>
              <p className="mt-1 text-base">{t(`products.vivalinks.features.${f}.details`)}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="nupost"
        title={t('products.nupost.title')}
        action={{ to: '/pricing#nupost', label: t('products.nupost.action') }}
      >
        <p>{t('products.nupost.text')}</p>
      </MarketingSection>
    </div>
  );
}
