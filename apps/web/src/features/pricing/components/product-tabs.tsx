import { useTranslation } from 'react-i18next';
import { NUPOST_SHOWN_PLANS, NUPOST_TOP_TIER_FROM } from '@harbour/shared';
import type { ListingPackage } from '@harbour/shared';
import { Card, LinkButton } from '@/components/ui';
import { useSession } from '@/lib/session';
import { cx } from '@/lib/cx';
import { formatMoney } from '../lib/money';
import { useBusinessPackages } from '../api/business-packages';
import { useEventPackages } from '../api/event-packages';
import { useNuChatPackages } from '../api/nuchat-packages';
import { useNuPostPlans } from '../api/nupost-plans';
import { ListState } from './list-state';
import { isNonProfit, PackageCard } from './package-card';
import { Price } from './package-price';
import { TabIntro } from './table';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
type PackagesQuery = ReturnType<typeof useBusinessPackages>;

/** A tab of listing packages (VIVALINKS, events): intro, then a card per package with its link. */
function PackageTab({
  section,
  to,
  query,
}: {
  section: 'vivalinks' | 'events';
  /** where a package's button goes */
  to: (pkg: ListingPackage) => string;
  query: PackagesQuery;
}) {
  const { t } = useTranslation('pricing');
  const action = section === 'vivalinks' ? 'buy' : 'go';
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t(`${section}.title`)} intro={t(`${section}.intro`)} />
      <ListState query={query}>
        {(items) => (
          <ul className={grid}>
            {items.map((p) => (
              <li key={p.package_id}>
                <PackageCard
                  pkg={p}
                  action={
                    <LinkButton
                      to={to(p)}
                      aria-label={t(`${section}.${action}_label`, { name: p.package_name })}
                    >
                      {t(`${section}.${action}`)}
                    </LinkButton>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

/** The other listings a VivaLinks member makes; their plans are chosen in each wizard. */
const OTHER_WIZARDS = [
  { key: 'job', to: '/vivalinks/jobs' },
  { key: 'event', to: '/events' },
  { key: 'volunteer', to: '/vivalinks/volunteer' },
] as const;

function OtherListings() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-other-listings" className="flex flex-col gap-4">
      <h3 id="pricing-other-listings" className="text-xl font-bold text-harbour-900">
        {t('vivalinks.other.title')}
      </h3>
      <ul className={grid}>
        {OTHER_WIZARDS.map(({ key, to }) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-3">
              <h4 className="text-lg font-bold text-harbour-900">{t(`vivalinks.other.${key}.title`)}</h4>
              <p className="text-slate-700">{t(`vivalinks.other.${key}.text`)}</p>
              <LinkButton to={to} variant="secondary" className="mt-auto self-start">
                {t(`vivalinks.other.${key}.action`)}
              </LinkButton>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VivaLinksTab() {
  const { i18n } = useTranslation('pricing');
  // The business wizard preselects the package it is given.
  return (
    <div className="flex flex-col gap-10">
      <PackageTab
        section="vivalinks"
        to={(p) => `/vivalinks/business?package_id=${p.package_id}`}
        query={useBusinessPackages(i18n.language)}
      />
      <OtherListings />
    </div>
  );
}

export function EventsTab() {
  const { i18n } = useTranslation('pricing');
  return <PackageTab section="events" to={() => '/events'} query={useEventPackages(i18n.language)} />;
}

/** NuPOST: the first five plans by member limit, then the custom top tier; prices are not shown. */
export function NuPostTab() {
  const { t, i18n } = useTranslation('pricing');
  const query = useNuPostPlans(i18n.language);
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t('nupost.title')} intro={t('nupost.intro')} />
      <ListState query={query}>
        {(items) => (
          <ul className={grid}>
            {items.slice(0, NUPOST_SHOWN_PLANS).map((plan) => {
              const limit = plan.plan_limit[0]?.limit;
              return (
                <li key={plan.id}>
                  <div
                    className={cx(
                      'flex h-full flex-col gap-3 rounded-2xl border p-5 shadow-sm sm:p-6',
                      isNonProfit(plan.plan_name)
                        ? 'border-2 border-emerald-600 bg-emerald-50'
                        : 'border-slate-200 bg-white',
                    )}
                  >
                    {isNonProfit(plan.plan_name) && (
                      <p className="self-start rounded-full bg-emerald-700 px-3 py-0.5 text-sm font-semibold text-white">
                        {t('non_profit')}
                      </p>
                    )}
                    <h3 className="text-xl font-bold text-harbour-900" dir="auto">
                      {plan.plan_name}
                    </h3>
                    {limit != null && <p>{t('nupost.up_to', { count: limit })}</p>}
                    <LinkButton
                      to={`/nupost/signup?plan=${plan.id}`}
                      className="mt-auto self-start"
                      aria-label={t('nupost.select_label', { name: plan.plan_name })}
                    >
                      {t('nupost.select')}
                    </LinkButton>
                  </div>
                </li>
              );
            })}
            <li>
              <Card className="flex h-full flex-col gap-3 border-2 border-harbour-600">
                <h3 className="text-xl font-bold text-harbour-900">{t('custom')}</h3>
                <p>{t('nupost.from', { count: NUPOST_TOP_TIER_FROM })}</p>
                <p className="text-slate-700">{t('nupost.custom_text')}</p>
                <LinkButton to="/contact-us" variant="secondary" className="mt-auto self-start">
                  {t('contact_us')}
                </LinkButton>
              </Card>
            </li>
          </ul>
        )}
      </ListState>
    </div>
  );
}

export function NuChatTab() {
  const { t, i18n } = useTranslation('pricing');
  const { user } = useSession();
  const query = useNuChatPackages(i18n.language, user?.id ?? null);
  const inTrial = query.data?.items.some((p) => p.is_trial) ?? false;
  return (
    <div className="flex flex-col gap-6">
      <TabIntro title={t('nuchat.title')} intro={t('nuchat.intro')} />
      {inTrial && <p className="font-semibold text-harbour-800">{t('nuchat.trial_note')}</p>}
      <ListState query={query}>
        {(items) => (
          <ul className={grid}>
            {items.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-3">
                  <h3 className="text-xl font-bold text-harbour-900" dir="auto">
                    {p.name}
                  </h3>
                  {p.description && (
                    <p className="text-slate-700" dir="auto">
                      {p.description}
                    </p>
                  )}
                  <p className="text-2xl font-bold text-harbour-800">
                    {p.price === 0 ? (
                      <Price value={0} />
                    ) : p.interval === 'year' ? (
                      t('per_year', { price: formatMoney(p.price) })
                    ) : (
                      t('per_month', { price: formatMoney(p.price) })
                    )}
                  </p>
                  <LinkButton
                    to="/nuchat/checkout"
                    className="mt-auto self-start"
                    aria-label={t('nuchat.buy_label', { name: p.name })}
                  >
                    {t('nuchat.buy_now')}
                  </LinkButton>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
