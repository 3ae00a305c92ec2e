import { useTranslation } from 'react-i18next';
import { NUCHAT_OFFER } from '@harbour/shared';
import { LinkButton, PageTitle } from '@/components/ui';
import { formatNumber, formatPrice } from '@/lib/format';

/** /nuchat/info: translated chat, the free trial and the prices (from the shared NUCHAT_OFFER). */
export function Component() {
  const { t } = useTranslation('marketing');
  const { t: tc } = useTranslation('nuchat');
  const o = NUCHAT_OFFER;
  const offers = [
    { id: 'early', yearly: o.earlyYearly, monthly: o.earlyMonthly },
    { id: 'regular', yearly: o.regularYearly, monthly: o.regularMonthly },
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle
        title={t('nuchat.title')}
        subtitle={t('nuchat.subtitle', { languages: formatNumber(o.languages) })}
      />
      <section aria-labelledby="nuchat-trial" className="rounded-2xl bg-harbour-50 p-6 sm:p-8">
        <h2 id="nuchat-trial" className="text-2xl font-bold text-harbour-900">
          {t('nuchat.trial_title', { days: formatNumber(o.trialDays) })}
        </h2>
        <p className="mt-2 text-lg text-slate-700">
          {t('nuchat.trial_text', { days: formatNumber(o.trialDays) })}
        </p>
      </section>
      <ul className="grid gap-4 md:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-bold text-harbour-900">{t(`nuchat.${offer.id}.title`)}</h2>
            <p className="mt-1 text-slate-700">{t(`nuchat.${offer.id}.text`)}</p>
            <p className="mt-4 text-3xl font-bold text-harbour-800">
              {t('nuchat.per_year', { price: formatPrice(offer.yearly) })}
            </p>
            <p className="text-lg text-slate-700">
              {t('nuchat.or_per_month', { price: formatPrice(offer.monthly) })}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/chat" size="lg">
          {tc('info.to_chat')}
        </LinkButton>
        <LinkButton to="/nuchat/checkout" size="lg" variant="secondary">
          {tc('info.to_checkout')}
        </LinkButton>
        <LinkButton to="/pricing#nuchat" size="lg" variant="link">
          {t('nuchat.action')}
        </LinkButton>
      </div>
    </div>
  );
}
