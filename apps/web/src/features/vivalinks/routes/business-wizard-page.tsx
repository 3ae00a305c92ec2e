import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { ListingCreatedData } from '@harbour/shared';
import { PageTitle } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { registerBusiness } from '../api/business-register';
import { BusinessForm } from '../components/business-form';
import { ConfirmationStep } from '../components/confirmation-step';
import { PaymentStep, type PaymentChoice } from '../components/payment-step';
import type { NewPhoto } from '../components/photo-picker';
import { WizardGate } from '../components/wizard-gate';
import { WizardSteps } from '../components/wizard-steps';
import {
  emptyBusinessForm,
  toBusinessRegisterData,
  type BusinessFormInput,
  type BusinessFormOutput,
} from '../lib/business-form';

/** /vivalinks/business: the business form, plan and payment, confirmation (spec 3 §2, §4). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const location = useLocation();
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t('business.title')} subtitle={t('business.subtitle')} />
      <WizardGate>
        {/* A new visit of the address (Try again) starts a fresh wizard. */}
        <BusinessWizard key={location.key} />
      </WizardGate>
    </div>
  );
}

type Result = { transactionId?: string; created: ListingCreatedData };

function BusinessWizard() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  const [params] = useSearchParams();
  const returnedId = params.get('transaction_id');
  const [step, setStep] = useState(returnedId ? 2 : 0);
  // The form lives here (in memory) while the steps change (spec 3 §4).
  const [raw, setRaw] = useState<BusinessFormInput>(() =>
    emptyBusinessForm(session.provinceId, session.cityId),
  );
  const [values, setValues] = useState<BusinessFormOutput | null>(null);
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const register = (choice: PaymentChoice) => {
    if (!values) return Promise.reject(new Error('fill_required_fields'));
    return registerBusiness(
      toBusinessRegisterData(values, choice),
      photos.map((p) => p.file),
    );
  };

  const steps = [t('business.steps.form'), t('business.steps.payment'), t('business.steps.confirmation')];
  return (
    <div className="flex flex-col gap-4">
      <WizardSteps
        steps={steps}
        current={step}
        canGoTo={(i) => step === 1 && i === 0}
        onStepClick={setStep}
      />
      {step === 0 && (
        <BusinessForm
          defaultValues={raw}
          photos={photos}
          onPhotosChange={setPhotos}
          onSubmit={(v, r) => {
            setValues(v);
            setRaw(r);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <PaymentStep
          product="business"
          onRegister={register}
          onBack={() => setStep(0)}
          onDone={(r) => {
            setResult(r);
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <ConfirmationStep
          product="business"
          transactionId={returnedId ?? result?.transactionId ?? null}
          created={result?.created ?? null}
        />
      )}
    </div>
  );
}
