import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui';
import { PricingHub } from '../components/pricing-hub';
import { StoreBadges } from '../components/store-badges';

/** /info: the app badges, the way to events, then the pricing hub. */
export function Component() {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-5 rounded-2xl bg-harbour-50 p-6 sm:p-10">
        <PageTitle title={t('info.title')} subtitle={t('info.subtitle')} className="mb-0" />
        <StoreBadges />
        <Link
          to="/displayevents"
          className="self-start font-semibold text-harbour-800 underline underline-offset-4 outline-none hover:text-harbour-900 focus-visible:ring-4 focus-visible:ring-harbour-400"
        >
          {t('info.events')}
        </Link>
      </section>
      <section aria-labelledby="info-pricing" className="flex flex-col gap-6">
        <h2 id="info-pricing" className="text-2xl font-bold text-harbour-900 sm:text-3xl">
          {t('info.pricing_title')}
        </h2>
        <PricingHub />
      </section>
    </div>
  );
}
