import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BusinessUser, NuPostPlan } from '@harbour/shared';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { createBusinessUser } from '../api/create-business-user';
import { openPaymentSession } from '../api/payment-session';
import { goToCheckout } from '@/lib/checkout/redirect';
import { readPendingSignup, savePendingSignup } from '../lib/checkout';
import { DoneStep, ReturnState, type ReturnStateProps } from './done-step';
import { PlanStep } from './plan-step';
import { SignupForm } from './signup-form';
import { EMPTY_SIGNUP, signupPayload, type SignupFormValues } from './signup-schema';

type Step = 0 | 1 | 2;

/** The NuPOST sign-up wizard (the listing screens and listing and payment rules): 0 form, 1 plan and payment, 2 success. */
export function SignupWizard() {
  const { t } = useTranslation('nupost');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const transactionId = params.get('transaction_id');
  const preselected = Number(params.get('plan')) || null;
  // a transaction id in the address: back from the provider, straight to the last step
  const [step, setStep] = useState<Step>(transactionId ? 2 : 0);
  const [values, setValues] = useState<SignupFormValues>(EMPTY_SIGNUP);
  const [planId, setPlanId] = useState<number | null>(preselected);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [account, setAccount] = useState<BusinessUser | null>(null);
  const returned = useReturnedAccount(transactionId, params.get('payment') === 'canceled', setAccount);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const submit = async (plan: NuPostPlan, captcha: string) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    const data = { ...signupPayload(values, plan.id), captcha };
    if (plan.plan_price.plan_price <= 0) {
      const res = await createBusinessUser(data);
      setPending(false);
      if (res.status === 1) {
        setAccount(res.data);
        setStep(2);
      } else setFailure(res.message);
      return;
    }
    const res = await openPaymentSession(data);
    if (res.meta.success && res.data.payment_id && res.data.payment_url) {
      const { password: _p, password_confirmation: _c, captcha: _k, ...kept } = data;
      savePendingSignup(kept);
      goToCheckout(res.data.payment_url);
      return;
    }
    setPending(false);
    setFailure(res.meta.message);
  };

  const restart = () => {
    // the address loses its transaction id, the form keeps what is not secret
    const kept = readPendingSignup();
    if (kept) {
      setValues({ ...EMPTY_SIGNUP, name: kept.name, email: kept.email });
      setPlanId(kept.business_plan);
    }
    setAccount(null);
    setFailure(null);
    setStep(0);
    void navigate({ search: kept ? `?plan=${kept.business_plan}` : '' }, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <WizardSteps
        steps={[t('page.step_form'), t('page.step_plan'), t('page.step_done')]}
        current={step}
        canGoTo={(i) => step === 1 && i === 0}
        onStepClick={() => setStep(0)}
        label={t('page.steps_label')}
        stepOf={(s, total) => t('page.step_of', { step: s, total })}
      />
      {step === 0 && (
        <SignupForm
          initial={values}
          onNext={(v) => {
            setValues(v);
            setFailure(null);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <PlanStep
          planId={planId}
          onPlanChange={setPlanId}
          failure={failure}
          isPending={pending}
          onSubmit={(plan, captcha) => void submit(plan, captcha)}
          onBack={() => setStep(0)}
        />
      )}
      {step === 2 &&
        (account ? <DoneStep account={account} /> : <ReturnState state={returned} onBack={restart} />)}
    </div>
  );
}

/**
 * Back from the provider with `transaction_id`: createBusinessUser with the kept form and the
 * transaction; the server answers only once the provider has confirmed the payment.
 */
function useReturnedAccount(
  transactionId: string | null,
  canceled: boolean,
  onAccount: (account: BusinessUser) => void,
): ReturnStateProps['state'] {
  const [kept] = useState(readPendingSignup);
  const [state, setState] = useState<ReturnStateProps['state']>(
    canceled ? 'canceled' : kept ? 'checking' : 'missing',
  );
  const asked = useRef(false);
  useEffect(() => {
    if (!transactionId || canceled || !kept || asked.current) return;
    asked.current = true;
    void createBusinessUser({ ...kept, transaction_id: transactionId }).then((res) => {
      if (res.status === 1) onAccount(res.data);
      else setState({ failure: res.message });
    });
  }, [transactionId, canceled, kept, onAccount]);
  return state;
}
