import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SOMETHING_WENT_WRONG, type NuChatPackage } from '@harbour/shared';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { createPaymentIntent } from '@/lib/checkout/payment-intent';
import { goToCheckout } from '@/lib/checkout/redirect';
import { useSession } from '@/lib/session';
import { useChatProfile } from '../api/chat-profile';
import { useNuChatPackages } from '../api/nuchat-packages';
import { ConfirmationStep } from './confirmation-step';
import { PlanStep } from './plan-step';

/**
 * /nuchat/checkout (the listing screens and listing and payment rules): 0 plan and card payment, 1 confirmation. A `transaction_id` in
 * the address (back from the provider) goes straight to the confirmation.
 */
export function CheckoutWizard() {
  const { t, i18n } = useTranslation('nuchat');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const transactionId = params.get('transaction_id');
  const step = transactionId ? 1 : 0;
  const userId = user?.id ?? null;
  const profile = useChatProfile(userId, step === 0);
  const packages = useNuChatPackages(i18n.resolvedLanguage ?? i18n.language, userId, step === 0);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const inTrial = profile.data?.isInTrial ?? false;
  // the directory states: trial plans only while the chat profile says isInTrial, the regular ones otherwise
  const plans = profile.data ? (packages.data ?? []).filter((p) => p.is_trial === inTrial) : [];

  const pay = async (plan: NuChatPackage) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const intent = await createPaymentIntent({
        product: 'nuchat',
        packageId: plan.id,
        productName: `NuChat ${plan.name}`,
      });
      // leaving for the provider: the button stays busy until the page goes
      goToCheckout(intent.payment_url);
    } catch (e) {
      setPending(false);
      setFailure(e instanceof Error && e.message ? e.message : SOMETHING_WENT_WRONG);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <WizardSteps
        steps={[t('checkout.step_plan'), t('checkout.step_done')]}
        current={step}
        label={t('checkout.steps_label')}
        stepOf={(s, total) => t('checkout.step_of', { step: s, total })}
      />
      {step === 0 && (
        <PlanStep
          plans={plans}
          isLoading={profile.isPending || packages.isPending}
          isError={profile.isError || packages.isError}
          inTrial={inTrial}
          paidUntil={profile.data?.paidUntil ?? null}
          failure={failure}
          isPending={pending}
          onPay={(plan) => void pay(plan)}
        />
      )}
      {step === 1 && transactionId && (
        <ConfirmationStep
          transactionId={transactionId}
          canceled={params.get('payment') === 'canceled'}
          onBack={() => {
            setFailure(null);
            void navigate({ search: '' }, { replace: true });
          }}
        />
      )}
    </div>
  );
}
