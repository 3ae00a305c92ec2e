import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { ListingCreatedData } from '@harbour/shared';
import { Alert, Button, PageTitle } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { registerJob } from '../api/job-register';
import { ConfirmationStep } from '../components/confirmation-step';
import { JobForm } from '../components/job-form';
import { PaymentStep, type PaymentChoice } from '../components/payment-step';
import { WizardGate } from '../components/wizard-gate';
import { WizardSteps } from '../components/wizard-steps';
import { clearDraft, loadDraft } from '../lib/draft';
import {
  emptyJobForm,
  JOB_DRAFT_KEY,
  toJobRegisterBody,
  type JobFormOutput,
  type JobFormValues,
} from '../lib/job-form';

/** /vivalinks/jobs: the job form (kept as a draft), plan and payment, confirmation (spec 3 §2, §4). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const location = useLocation();
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      <WizardGate>
        <JobsWizard key={location.key} />
      </WizardGate>
    </div>
  );
}

type Result = { transactionId?: string; created: ListingCreatedData };

function JobsWizard() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  const [params] = useSearchParams();
  const returnedId = params.get('transaction_id');
  const [step, setStep] = useState(returnedId ? 2 : 0);
  const [draft] = useState(() => (returnedId ? null : loadDraft<JobFormValues>(JOB_DRAFT_KEY)));
  const fresh = () => emptyJobForm(session.provinceId, session.cityId);
  const [raw, setRaw] = useState<JobFormValues>(() => ({ ...fresh(), ...draft }));
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(draft != null);
  const [values, setValues] = useState<JobFormOutput | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const register = async (choice: PaymentChoice) => {
    if (!values) throw new Error('fill_required_fields');
    const created = await registerJob(toJobRegisterBody(values, choice));
    // Spec 3 §4: the job draft is cleared once the job is created.
    clearDraft(JOB_DRAFT_KEY);
    return created;
  };

  const steps = [t('jobs.steps.form'), t('jobs.steps.payment'), t('jobs.steps.confirmation')];
  return (
    <div className="flex flex-col gap-4">
      <WizardSteps
        steps={steps}
        current={step}
        canGoTo={(i) => step === 1 && i === 0}
        onStepClick={setStep}
      />
      {step === 0 && restored && (
        <Alert tone="info" title={t('jobs.draft_restored')}>
          <Button
            variant="link"
            onPress={() => {
              clearDraft(JOB_DRAFT_KEY);
              setRaw(fresh());
              setRestored(false);
              setFormKey((k) => k + 1);
            }}
          >
            {t('jobs.start_over')}
          </Button>
        </Alert>
      )}
      {step === 0 && (
        <JobForm
          key={formKey}
          defaultValues={raw}
          onSubmit={(v, r) => {
            setValues(v);
            setRaw(r);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <PaymentStep
          product="job"
          withQuantity
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
          product="job"
          transactionId={returnedId ?? result?.transactionId ?? null}
          created={result?.created ?? null}
        />
      )}
    </div>
  );
}
