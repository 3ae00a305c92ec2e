import { useTranslation } from 'react-i18next';
import {
  BANNER_AD_PRICES,
  DISPLAY_AD_BLOCKS,
  INSTITUTION_PARTNERSHIPS,
  PARTNER_LOGO_FLAGS,
  PARTNER_POPULATION_PRICES,
  REGIONAL_PARTNERSHIP_FROM,
  SPONSORSHIP_PRICES,
} from '@harbour/shared';
import { LinkButton } from '@/components/ui';
import { useSession } from '@/lib/session';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '../lib/money';
import { PartnerLogo } from './partner-logo';
import { PriceTable, TabIntro } from './table';

/** ads: display ad prices by block and position, banner ad prices by duration. */
export function AdsTab() {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t('ads.title')} intro={t('ads.intro')} />
      <h3 className="text-xl font-bold text-harbour-900">{t('ads.display_title')}</h3>
      <PriceTable
        caption={t('ads.display_caption')}
        head={[t('ads.block'), ...[1, 2, 3].map((n) => t('ads.position_n', { n }))]}
        rows={DISPLAY_AD_BLOCKS.map((b) => [
          t('ads.block_n', { n: b.block }),
          ...b.positions.map((p) => (p === null ? t('ads.not_available') : formatMoney(p))),
        ])}
      />
      <h3 className="text-xl font-bold text-harbour-900">{t('ads.banner_title')}</h3>
      <PriceTable
        caption={t('ads.banner_caption')}
        head={[t('ads.duration'), t('ads.price')]}
        rows={BANNER_AD_PRICES.map((b) => [t('ads.days', { count: b.days }), formatMoney(b.price)])}
      />
    </div>
  );
}

/** sponsor: two sections by duration, and contact us. */
export function SponsorTab() {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t('sponsor.title')} intro={t('sponsor.intro')} />
      <PriceTable
        caption={t('sponsor.caption')}
        head={[t('sponsor.duration'), t('sponsor.section_n', { n: 1 }), t('sponsor.section_n', { n: 2 })]}
        rows={SPONSORSHIP_PRICES.map((s) => [
          s.months === 12 ? t('sponsor.one_year') : t('sponsor.months', { count: s.months }),
          formatMoney(s.section1),
          formatMoney(s.section2),
        ])}
      />
      <LinkButton to="/contact-us" className="self-start">
        {t('contact_us')}
      </LinkButton>
    </div>
  );
}

/** partner: population table, institutions, regional partnership, partner logos behind their flags. */
export function PartnerTab() {
  const { t } = useTranslation('pricing');
  const { isFeatureEnabled } = useSession();
  const logos = PARTNER_LOGO_FLAGS.filter((flag) => isFeatureEnabled(flag));
  const money = (v: number | null) => (v === null ? t('custom') : formatMoney(v));
  const population = (min: number, max: number | null) =>
    max === null
      ? t('partner.over', { min: formatNumber(min - 1) })
      : min === 0
        ? t('partner.up_to', { max: formatNumber(max) })
        : t('partner.range', { min: formatNumber(min), max: formatNumber(max) });
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t('partner.title')} intro={t('partner.intro')} />
      <PriceTable
        caption={t('partner.population_caption')}
        head={[t('partner.population'), t('partner.annual'), t('partner.setup')]}
        rows={PARTNER_POPULATION_PRICES.map((r) => [
          population(r.min, r.max),
          money(r.annual),
          money(r.setup),
        ])}
      />
      <LinkButton to="/contact-us" className="self-start">
        {t('contact_us')}
      </LinkButton>
      <h3 className="text-xl font-bold text-harbour-900">{t('partner.institution_title')}</h3>
      <PriceTable
        caption={t('partner.institution_caption')}
        head={[t('partner.tier'), t('partner.annual'), t('partner.setup')]}
        rows={INSTITUTION_PARTNERSHIPS.map((p) => [
          t(`partner.${p.tier}`),
          formatMoney(p.annual),
          formatMoney(p.setup),
        ])}
      />
      <h3 className="text-xl font-bold text-harbour-900">{t('partner.regional_title')}</h3>
      <p>{t('partner.regional_text', { price: formatMoney(REGIONAL_PARTNERSHIP_FROM) })}</p>
      <LinkButton to="/contact-us" variant="secondary" className="self-start">
        {t('contact_us')}
      </LinkButton>
      {logos.length > 0 && (
        <section aria-labelledby="partner-logos" className="flex flex-col gap-3">
          <h3 id="partner-logos" className="text-xl font-bold text-harbour-900">
            {t('partner.logos_title')}
          </h3>
          <ul className="flex flex-wrap gap-4">
            {logos.map((flag) => (
              <li key={flag}>
                <PartnerLogo flag={flag} label={t(`partner.logo.${flag}`)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function WhiteLabelTab() {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col gap-4">
      <TabIntro title={t('white_label.title')} intro={t('white_label.coming_soon')} />
      <LinkButton to="/contact-us" className="self-start">
        {t('contact_us')}
      </LinkButton>
    </div>
  );
}
