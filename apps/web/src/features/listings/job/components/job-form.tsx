import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { saveDraft } from '@/features/listings/shared/lib/draft';
import {
  JOB_DRAFT_KEY,
  jobFormResolver,
  today,
  type JobFormOutput,
  type JobFormValues,
} from '../lib/job-form';
import { FormErrorSummary } from '@/features/listings/shared/components/form-section';
import { JobPlaceFields, JobTermsFields } from './job-fields';

export interface JobFormProps {
  defaultValues: JobFormValues;
  onSubmit: (values: JobFormOutput, raw: JobFormValues) => void;
}

/** Step 1 of /vivalinks/jobs (the listing fields and form rules of a job); every change is kept as a draft. */
export function JobForm({ defaultValues, onSubmit }: JobFormProps) {
  const { t } = useTranslation('vivalinks');
  const [showSummary, setShowSummary] = useState(false);
  const { control, handleSubmit, getValues } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: jobFormResolver,
    defaultValues,
    mode: 'onTouched',
  });

  // Every change is saved as the draft (the listing and payment rules).
  const values = useWatch({ control });
  useEffect(() => saveDraft(JOB_DRAFT_KEY, values), [values]);

  return (
    <form
      noValidate
      aria-labelledby="job-form-title"
      className="flex max-w-2xl flex-col gap-6"
      onSubmit={(e) =>
        void handleSubmit(
          (v) => onSubmit(v, getValues()),
          () => setShowSummary(true),
        )(e)
      }
    >
      <h2 id="job-form-title" className="text-2xl font-bold text-harbour-900">
        {t('jobs.form_title')}
      </h2>
      <p className="text-sm text-slate-600">{t('jobs.required_note')}</p>
      <JobPlaceFields control={control} />
      <JobTermsFields control={control} minStartDate={today()} />
      {showSummary && <FormErrorSummary control={control} text={t('jobs.fix_errors')} />}
      <Button type="submit" className="self-start">
        {t('common.next', { ns: 'checkout' })}
      </Button>
    </form>
  );
}
