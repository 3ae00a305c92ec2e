import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseAmounts, type NuChatPackage } from '@harbour/shared';
import { AmountsSummary } from '@/components/checkout/amounts-summary';
import { PlanCard, PlanList } from '@/components/checkout/plan-list';
import { Alert, Button, Spinner } from '@/components/ui';
import { useTaxPercent } from '@/lib/checkout/tax-rate';
import { useClientConfig } from '@/lib/client-config';
import { formatDate, formatPrice } from '@/lib/format';
import { useMessage } from '@/lib/messages';

export interface PlanStepProps {
  /** the plans of the caller's trial state, in catalogue order */
  plans: NuChatPackage[];
  isLoading: boolean;
  isError: boolean;
  inTrial: boolean;
  /** end of the paid plans still running (ISO), null without one */
  paidUntil: string | null;
  /** the answer's message when opening the checkout failed */
  failure: string | null;
  isPending: boolean;
  onPay: (plan: NuChatPackage) => void;
}

/** Step 1: the plans of the caller's trial state (the listing and payment rules), the amounts with tax, and the card payment. */
export function PlanStep(props: PlanStepProps) {
  const { plans, isLoading, isError, inTrial, paidUntil, failure, isPending, onPay } = props;
  const { t } = useTranslation('nuchat');
  const tm = useMessage();
  const cardPayments = useClientConfig().data?.cardPayments !== false;
  const [chosenId, setChosenId] = useState<number | null>(null);
  // the choice survives a reload of the list (language change); the first plan until one is chosen
  const plan = plans.find((p) => p.id === chosenId) ?? plans[0] ?? null;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="nuchat-plan-title">
      <h2 id="nuchat-plan-title" className="text-xl font-bold text-harbour-900" tabIndex={-1}>
        {t('checkout.plan_title')}
      </h2>
      {inTrial && <p className="font-semibold text-harbour-800">{t('checkout.trial_note')}</p>}
      {paidUntil && <Alert tone="info">{t('checkout.access_until', { date: formatDate(paidUntil) })}</Alert>}
      {isLoading && <Spinner label={t('checkout.plans_loading')} />}
      {isError && <Alert tone="error">{t('checkout.plans_error')}</Alert>}
      {!isLoading && !isError && plans.length === 0 && <p>{t('checkout.no_plans')}</p>}
      {plans.length > 0 && (
        <PlanList
          label={t('checkout.plan_title')}
          hideLabel
          value={plan?.id ?? null}
          onChange={setChosenId}
          isDisabled={isPending}
        >
          {plans.map((p) => (
            <PlanCard key={p.id} id={p.id} name={p.name}>
              {p.description && (
                <span className="text-sm text-slate-700" dir="auto">
                  {p.description}
                </span>
              )}
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-lg font-bold text-slate-900">{pricePer(t, p)}</span>
                <span className="text-sm text-slate-700">{t('checkout.plus_tax')}</span>
              </span>
            </PlanCard>
          ))}
        </PlanList>
      )}
      {plan && <Amounts plan={plan} />}
      {failure && <Alert tone="error">{tm(failure)}</Alert>}
      {!cardPayments && <Alert tone="info">{t('checkout.card_unavailable')}</Alert>}
      {plan && (
        <div className="flex flex-wrap gap-3">
          <Button isPending={isPending} isDisabled={isPending || !cardPayments} onPress={() => onPay(plan)}>
            {t('checkout.pay')}
          </Button>
        </div>
      )}
    </section>
  );
}

function pricePer(t: (key: string, options?: Record<string, unknown>) => string, p: NuChatPackage) {
  const price = formatPrice(p.price, 'CAD', true);
  return p.interval === 'year' ? t('checkout.per_year', { price }) : t('checkout.per_month', { price });
}

/** Subtotal, Tax (n %) and Total of the chosen plan, in the listing checkout's summary with NuChat's texts. */
function Amounts({ plan }: { plan: NuChatPackage }) {
  const { t } = useTranslation('nuchat');
  const taxPercent = useTaxPercent();
  const amounts = purchaseAmounts({ unitPriceCents: Math.round(plan.price * 100), quantity: 1, taxPercent });
  return (
    <AmountsSummary
      amounts={amounts}
      taxPercent={taxPercent}
      title={t('checkout.summary_title')}
      note={plan.interval === 'month' ? t('checkout.one_month') : t('checkout.one_payment')}
      labels={{
        subtotal: t('checkout.subtotal'),
        tax: (percent) => t('checkout.tax', { percent }),
        total: t('checkout.total'),
        announce: (total) => `${t('checkout.total')}: ${total}`,
      }}
    />
  );
}
