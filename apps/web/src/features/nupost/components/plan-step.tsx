import { useTranslation } from 'react-i18next';
import type { NuPostPlan } from '@harbour/shared';
import { Alert, Button, LinkButton, Spinner } from '@/components/ui';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { PlanCard, PlanList } from '@/components/checkout/plan-list';
import { useMessage } from '@/lib/messages';
import { formatPrice } from '@/lib/format';
import { useNupostPlans } from '../api/nupost-plans';

export interface PlanStepProps {
  planId: number | null;
  onPlanChange: (planId: number) => void;
  /** the answer's message when the last attempt failed (status 0 / success false) */
  failure: string | null;
  isPending: boolean;
  onSubmit: (plan: NuPostPlan, captcha: string) => void;
  onBack: () => void;
}

/** The plans sold online: the custom top tier (no member limit) is quoted by hand. */
export const sellable = (plans: NuPostPlan[]) => plans.filter((p) => p.plan_limit[0]?.limit != null);

/** Step 1: the plan and the payment summary (the listing and payment rules and listing constants and prices). */
export function PlanStep({ planId, onPlanChange, failure, isPending, onSubmit, onBack }: PlanStepProps) {
  const { t, i18n } = useTranslation('nupost');
  const tm = useMessage();
  const captcha = useCaptcha();
  const query = useNupostPlans(i18n.language);
  const plans = sellable(query.data ?? []);
  const plan = plans.find((p) => p.id === planId) ?? null;

  return (
    <section className="flex flex-col gap-5">
      <h2 className="text-xl font-bold text-harbour-900" tabIndex={-1}>
        {t('page.plan_title')}
      </h2>
      {query.isPending && <Spinner label={t('page.plans_loading')} />}
      {query.isError && <Alert tone="error">{t('page.plans_error')}</Alert>}
      {plans.length > 0 && (
        <PlanList
          label={t('page.plan_title')}
          hideLabel
          value={plan?.id ?? null}
          onChange={onPlanChange}
          isDisabled={isPending}
        >
          {plans.map((p) => (
            <PlanCard key={p.id} id={p.id} name={p.plan_name}>
              <span className="text-sm text-slate-700">
                {t('page.members', { limit: p.plan_limit[0]?.limit ?? '' })}
              </span>
              <PriceLine plan={p} />
            </PlanCard>
          ))}
        </PlanList>
      )}
      {query.isSuccess && (
        <p className="text-slate-700">
          {t('page.custom_tier')}{' '}
          <LinkButton to="/contact-us" variant="link">
            {t('page.contact_us')}
          </LinkButton>
        </p>
      )}
      {plan && <Summary plan={plan} />}
      {plan && captcha.widget}
      {failure && <Alert tone="error">{tm(failure)}</Alert>}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
          {t('page.back')}
        </Button>
        {plan && (
          <Button
            isPending={isPending}
            isDisabled={isPending || captcha.isPending || !captcha.isSolved}
            onPress={() => {
              onSubmit(plan, captcha.fields.captcha);
              captcha.reset();
            }}
          >
            {isFree(plan) ? t('page.next') : t('page.pay_stripe')}
          </Button>
        )}
      </div>
    </section>
  );
}

const isFree = (plan: NuPostPlan) => plan.plan_price.plan_price <= 0;

/** Free, or the price with 2 decimals and "+ tax" (the listing constants and prices). */
function PriceLine({ plan }: { plan: NuPostPlan }) {
  const { t } = useTranslation('nupost');
  if (isFree(plan)) return <span className="text-lg font-bold text-slate-900">{t('page.free')}</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-slate-900">
        {formatPrice(plan.plan_price.plan_price, 'CAD', true)}
      </span>
      <span className="text-sm text-slate-700">{t('page.plus_tax')}</span>
      <span className="text-sm text-slate-700">
        {t(`page.per_${plan.plan_scheme}`, { defaultValue: plan.plan_scheme })}
      </span>
    </span>
  );
}

/** The product name (the product, the plan name and the scheme, then "plan"), the price and the tax note. */
function Summary({ plan }: { plan: NuPostPlan }) {
  const { t } = useTranslation('nupost');
  const scheme = t(`page.scheme_${plan.plan_scheme}`, { defaultValue: plan.plan_scheme });
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-800">{t('page.summary_title')}</h3>
      <p className="font-bold text-harbour-900" dir="auto">
        {t('page.product', { product: 'NuPOST', plan: plan.plan_name, scheme })}
      </p>
      <PriceLine plan={plan} />
      {!isFree(plan) && <p className="text-sm text-slate-700">{t('page.tax_note')}</p>}
    </div>
  );
}
