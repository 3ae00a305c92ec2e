import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@/components/ui';
import { useSession } from '@/lib/session';
import { registerJob } from '../api/job-register';
import { JobForm } from '../components/job-form';
import type { PaymentChoice } from '@/components/checkout/payment-step';
import { PaidWizard, useReturnedTransaction, WizardPage } from '@/components/checkout/wizard-page';
import { clearDraft, loadDraft } from '@/features/listings/shared/lib/draft';
import {
  emptyJobForm,
  JOB_DRAFT_KEY,
  toJobRegisterBody,
  type JobFormOutput,
  type JobFormValues,
} from '../lib/job-form';

/** /vivalinks/jobs: the job form (kept as a draft), plan and payment, confirmation (the listing screens and listing and payment rules). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  return <WizardPage title={t('jobs.title')} subtitle={t('jobs.subtitle')} wizard={JobsWizard} />;
}

function JobsWizard() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  const returnedId = useReturnedTransaction();
  const [draft] = useState(() => (returnedId ? null : loadDraft<JobFormValues>(JOB_DRAFT_KEY)));
  const fresh = () => emptyJobForm(session.provinceId, session.cityId);
  const [raw, setRaw] = useState<JobFormValues>(() => ({ ...fresh(), ...draft }));
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(draft != null);
  const [values, setValues] = useState<JobFormOutput | null>(null);

  const register = async (choice: PaymentChoice) => {
    if (!values) throw new Error('fill_required_fields');
    const created = await registerJob(toJobRegisterBody(values, choice));
    // Spec 3 §4: the job draft is cleared once the job is created.
    clearDraft(JOB_DRAFT_KEY);
    return created;
  };

  return (
    <PaidWizard
      product="job"
      steps={[t('jobs.steps.form'), t('jobs.steps.payment'), t('jobs.steps.confirmation')]}
      withQuantity
      onRegister={register}
      form={(next) => (
        <>
          {restored && (
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
          <JobForm
            key={formKey}
            defaultValues={raw}
            onSubmit={(v, r) => {
              setValues(v);
              setRaw(r);
              next();
            }}
          />
        </>
      )}
    />
  );
}
