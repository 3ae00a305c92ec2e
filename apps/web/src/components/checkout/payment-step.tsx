import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  INVITATION_KEY_MIN_INPUT,
  PURCHASE_MAX_QUANTITY,
  SOMETHING_WENT_WRONG,
  type AlternatePaymentMethod,
  type InvitationKeyCheckData,
  type ListingCreatedData,
} from '@harbour/shared';
import { Alert, Button, Spinner, TextField } from '@/components/ui';
import { useClientConfig } from '@/lib/client-config';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { checkInvitationKey } from '@/lib/checkout/invitation-key';
import { usePackages, type PaidProduct } from '@/lib/checkout/packages';
import { createPaymentIntent } from '@/lib/checkout/payment-intent';
import { useTaxPercent } from '@/lib/checkout/tax-rate';
import { alternateAmounts, isNonProfit, planAmounts } from '@/lib/checkout/plan-price';
import { goToCheckout } from '@/lib/checkout/redirect';
import { AlternatePanel } from './alternate-panel';
import { AmountsSummary } from './amounts-summary';
import { KeyGives } from './key-gives';
import { PlanPicker } from './plan-picker';

/** How the listing is paid; sent beside the listing's fields (paymentChoiceFields of the contract). */
export type PaymentChoice = {
  transaction_id?: string;
  invitation_key?: string;
  payment_method?: AlternatePaymentMethod;
  package_id?: number;
  quantity?: number;
};

export interface PaymentStepProps {
  product: PaidProduct;
  /** Jobs and events are bought by the unit (weeks, months…): shows a quantity. */
  withQuantity?: boolean;
  /** Registers the listing with the choice; rejects with an Error whose message is a message key. */
  onRegister: (choice: PaymentChoice) => Promise<ListingCreatedData>;
  onBack?: () => void;
  /** After a key, a free plan or an alternate payment (a card payment leaves for the provider instead). */
  onDone: (result: { transactionId?: string; created: ListingCreatedData }) => void;
}

type Method = 'card' | 'key' | 'alternate';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * Step 2 of the paid wizards (the listing and payment rules): the plan, a quantity for jobs and events, the amounts and
 * three ways to pay: card (the provider's checkout), an invitation key, or e-transfer / cheque.
 */
export function PaymentStep({ product, withQuantity = false, onRegister, onBack, onDone }: PaymentStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const tm = useMessage();
  const plans = usePackages(product, i18n.resolvedLanguage ?? i18n.language);
  const taxPercent = useTaxPercent();
  // false on a deployment without a card provider: keys and e-transfer / cheque still work
  const cardPayments = useClientConfig().data?.cardPayments !== false;
  // /pricing's Buy links name the plan: /vivalinks/business?package_id=N
  const [searchParams] = useSearchParams();
  const [chosenId, setChosenId] = useState<number | null>(() => {
    const fromLink = Number(searchParams.get('package_id'));
    return Number.isInteger(fromLink) && fromLink > 0 ? fromLink : null;
  });
  const [quantityText, setQuantityText] = useState('1');
  const [method, setMethod] = useState<Method>('card');
  const [key, setKey] = useState('');
  // what the checked key gives, shown before the user confirms (issue 21 §5)
  const [keyGives, setKeyGives] = useState<InvitationKeyCheckData | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const keyInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState<Method | 'check' | null>(null);
  const [error, setError] = useState<ReactNode>(null);

  const list = plans.data ?? [];
  // The choice survives a reload of the list (language change); the first plan until one is chosen.
  const plan = list.find((p) => p.package_id === chosenId) ?? list[0] ?? null;
  const quantity = withQuantity ? Number(quantityText) : 1;
  const quantityOk = Number.isInteger(quantity) && quantity > 0 && quantity <= PURCHASE_MAX_QUANTITY;
  const amounts = plan && quantityOk ? planAmounts(plan, quantity, taxPercent) : null;
  const isFree = amounts?.totalCents === 0;
  const needsApproval = isFree && plan !== null && isNonProfit(plan);
  // an e-transfer or a cheque pays the whole period at once (the server's rule)
  const oneTime = plan && quantityOk ? alternateAmounts(product, plan, quantity, taxPercent) : null;
  const shown = method === 'alternate' ? oneTime : amounts;
  const planChoice = plan ? { package_id: plan.package_id, ...(withQuantity ? { quantity } : {}) } : null;

  const run = async (
    which: Method,
    work: () => Promise<void>,
    onError: (e: unknown) => ReactNode = (e) => tm(errorMessage(e)),
  ) => {
    setBusy(which);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(onError(e));
      setBusy(null);
    }
  };

  const payByCard = () =>
    run('card', async () => {
      if (!plan || !planChoice) return;
      if (isFree) {
        const created = await onRegister(planChoice);
        onDone({ created });
        return;
      }
      const intent = await createPaymentIntent({
        product,
        packageId: plan.package_id,
        quantity: planChoice.quantity,
        productName: plan.package_name,
      });
      await onRegister({ transaction_id: intent.payment_id, ...planChoice });
      // Leaving for the provider: the button stays busy until the page goes.
      goToCheckout(intent.payment_url);
    });

  const checkKey = async () => {
    setBusy('check');
    setKeyError(null);
    setError(null);
    try {
      setKeyGives(await checkInvitationKey(product, key.trim()));
    } catch (e) {
      setKeyError(errorMessage(e));
      // the field keeps the focus, now invalid and tied to its error
      keyInput.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  // the key alone: the server gives exactly the plan and quantity the key was issued for
  const registerWithKey = () =>
    run('key', async () => {
      const created = await onRegister({ invitation_key: key.trim() });
      onDone({ created });
    });

  const payAlternate = (paymentMethod: AlternatePaymentMethod, contactEmail: string) =>
    run(
      'alternate',
      async () => {
        if (!planChoice) return;
        const created = await onRegister({ payment_method: paymentMethod, ...planChoice });
        onDone({ created });
      },
      (e) => {
        const detail = errorMessage(e);
        return (
          <>
            <p className="font-semibold">{t('payment.alternate_error', { email: contactEmail })}</p>
            {detail !== SOMETHING_WENT_WRONG && <p>{tm(detail)}</p>}
          </>
        );
      },
    );

  if (plans.isPending) return <Spinner size="lg" label={t('payment.loading_plans')} />;

  const needsPlan = method !== 'key';
  const locked = busy !== null;

  return (
    <section className="flex flex-col gap-6" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title" className="text-2xl font-bold text-harbour-900">
        {t('payment.title')}
      </h2>
      {plans.isError || list.length === 0 ? (
        <Alert tone="error" title={t('payment.plans_error')}>
          <Button variant="link" onPress={() => void plans.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        needsPlan && (
          <>
            <PlanPicker
              plans={list}
              value={plan?.package_id ?? null}
              onChange={setChosenId}
              taxPercent={taxPercent}
              isDisabled={locked}
            />
            {withQuantity && (
              <TextField
                label={t('payment.quantity')}
                description={t('payment.quantity_help', {
                  unit: t(`payment.units.${plan?.package_type ?? 'month'}`, {
                    defaultValue: plan?.package_type ?? '',
                  }),
                  max: PURCHASE_MAX_QUANTITY,
                })}
                inputMode="numeric"
                value={quantityText}
                onChange={(v) => setQuantityText(v.replace(/\D/g, '').slice(0, 3))}
                errorKey={quantityOk ? null : t('payment.quantity_invalid', { max: PURCHASE_MAX_QUANTITY })}
                isRequired
                isDisabled={locked}
                className="max-w-[12rem]"
              />
            )}
            {shown && (
              <AmountsSummary
                amounts={shown}
                taxPercent={taxPercent}
                note={
                  method === 'alternate' && oneTime && amounts && oneTime.totalCents !== amounts.totalCents
                    ? t('payment.alternate_whole_period')
                    : undefined
                }
              />
            )}
          </>
        )
      )}

      <RadioGroup
        value={method}
        onChange={(v) => {
          setMethod(v as Method);
          setError(null);
        }}
        isDisabled={locked}
        className="flex flex-col gap-2"
      >
        <Label className="text-base font-semibold text-slate-800">{t('payment.how')}</Label>
        <div className="flex flex-wrap gap-2">
          {(['card', 'key', 'alternate'] as const).map((m) => (
            <Radio
              key={m}
              value={m}
              className={({ isSelected }) =>
                cx(
                  'min-h-11 cursor-pointer rounded-lg border-2 px-4 py-2 font-semibold',
                  isSelected
                    ? 'border-harbour-600 bg-harbour-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800',
                )
              }
            >
              {t(`payment.methods.${m}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      {method === 'card' && !cardPayments && !isFree && (
        <Alert tone="info">{tm('payment.card_unavailable')}</Alert>
      )}

      {method === 'card' && (cardPayments || isFree) && (
        <div className="flex flex-col gap-3">
          <p>
            {needsApproval
              ? t('payment.approval_text')
              : isFree
                ? t('payment.free_text')
                : t('payment.card_text')}
          </p>
          <Button
            className="self-start"
            onPress={() => void payByCard()}
            isPending={busy === 'card'}
            isDisabled={locked || !amounts}
          >
            {isFree ? t('common.next') : t('payment.pay_card')}
          </Button>
        </div>
      )}

      {method === 'key' && (
        <div className="flex flex-col gap-3">
          <p>{t('payment.key_text')}</p>
          <div className="flex flex-wrap items-start gap-3">
            <TextField
              ref={keyInput}
              label={t('payment.key_label')}
              value={key}
              onChange={(v) => {
                setKey(v);
                setKeyGives(null);
                setKeyError(null);
              }}
              autoComplete="off"
              errorKey={keyError}
              isReadOnly={locked}
              className="w-full max-w-xs"
            />
            {/* stays enabled while checking (pending): a disabled button would drop the focus */}
            <Button
              className="mt-6"
              variant={keyGives ? 'secondary' : 'primary'}
              onPress={() => void checkKey()}
              isPending={busy === 'check'}
              isDisabled={(locked && busy !== 'check') || key.trim().length < INVITATION_KEY_MIN_INPUT}
            >
              {t('payment.key_check')}
            </Button>
          </div>
          {keyGives && (
            <KeyGives
              gives={keyGives}
              isPending={busy === 'key'}
              isDisabled={locked}
              onConfirm={() => void registerWithKey()}
            />
          )}
        </div>
      )}

      {method === 'alternate' && (
        <AlternatePanel
          isPending={busy === 'alternate'}
          isDisabled={locked || !oneTime}
          onSubmit={(m, email) => void payAlternate(m, email)}
        />
      )}

      {error != null && (
        <Alert tone="error">
          <div className="flex flex-col items-start gap-3">
            <div>{error}</div>
            {onBack && (
              <Button variant="secondary" size="sm" onPress={onBack}>
                {t('common.back')}
              </Button>
            )}
          </div>
        </Alert>
      )}

      {error == null && onBack && (
        <div>
          <Button variant="secondary" onPress={onBack} isDisabled={locked}>
            {t('common.back')}
          </Button>
        </div>
      )}
    </section>
  );
}
