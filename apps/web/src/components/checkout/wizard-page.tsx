import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListingCreatedData } from '@harbour/shared';
import { PageTitle } from '@/components/ui';
import type { PaidProduct } from '@/lib/checkout/packages';
import { ConfirmationStep } from './confirmation-step';
import { PaymentStep, type PaymentChoice } from './payment-step';
import { WizardGate } from './wizard-gate';
import { WizardSteps } from './wizard-steps';

/** A listing wizard's page: its title, the sign-in gate, and a fresh wizard for each visit of the address. */
export function WizardPage({
  title,
  subtitle,
  wizard: Wizard,
  className = 'flex flex-col gap-2',
}: {
  title: string;
  subtitle: string;
  wizard: ComponentType;
  className?: string;
}) {
  const location = useLocation();
  return (
    <div className={className}>
      <PageTitle title={title} subtitle={subtitle} />
      <WizardGate>
        {/* A new visit of the address (Try again) starts a fresh wizard. */}
        <Wizard key={location.key} />
      </WizardGate>
    </div>
  );
}

/** Each new step starts at the top of the page. */
export function useScrollToTopOn(step: number) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
}

/** `?transaction_id=`: the payment provider sent the user back, the wizard shows the confirmation. */
export function useReturnedTransaction(): string | null {
  const [params] = useSearchParams();
  return params.get('transaction_id');
}

type Result = { transactionId?: string; created: ListingCreatedData };

export interface PaidWizardProps {
  product: PaidProduct;
  /** The three step names: form, plan and payment, confirmation. */
  steps: string[];
  withQuantity?: boolean;
  onRegister: (choice: PaymentChoice) => Promise<ListingCreatedData>;
  /** Step 1, given what moves on to the payment once the form is valid. */
  form: (next: () => void) => ReactNode;
}

/** The steps of a paid wizard (business, job): its form, plan and payment, confirmation (the listing screens and listing and payment rules). */
export function PaidWizard({ product, steps, withQuantity, onRegister, form }: PaidWizardProps) {
  const returnedId = useReturnedTransaction();
  const [step, setStep] = useState(returnedId ? 2 : 0);
  const [result, setResult] = useState<Result | null>(null);
  useScrollToTopOn(step);

  return (
    <div className="flex flex-col gap-4">
      <WizardSteps
        steps={steps}
        current={step}
        canGoTo={(i) => step === 1 && i === 0}
        onStepClick={setStep}
      />
      {step === 0 && form(() => setStep(1))}
      {step === 1 && (
        <PaymentStep
          product={product}
          withQuantity={withQuantity}
          onRegister={onRegister}
          onBack={() => setStep(0)}
          onDone={(r) => {
            setResult(r);
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <ConfirmationStep
          product={product}
          transactionId={returnedId ?? result?.transactionId ?? null}
          created={result?.created ?? null}
        />
      )}
    </div>
  );
}
