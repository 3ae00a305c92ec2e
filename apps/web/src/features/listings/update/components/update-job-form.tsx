import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { OwnedJob } from '@harbour/shared';
import type { JobFormOutput, JobFormValues } from '@/features/listings/job/lib/job-form';
import { jobEditResolver, jobValues, toJobUpdateBody } from '../lib/update-values';
import { FormSection } from '@/features/listings/shared/components/form-section';
import { JobPlaceFields, JobTermsFields } from '@/features/listings/job/components/job-fields';
import { UpdateFormShell, useUpdateSubmit, type UpdateFormProps } from './update-form-parts';

/** The job's fields as the wizard has them (the listing fields and form rules of a job), saved with POST /api/editJob. */
export function UpdateJobForm(props: UpdateFormProps<OwnedJob>) {
  const { listing } = props;
  const { t } = useTranslation('vivalinks');
  const { control, handleSubmit } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: jobEditResolver(listing.start_date_of_job?.slice(0, 10) ?? ''),
    defaultValues: jobValues(listing),
    mode: 'onTouched',
  });

  const { invalid, onSubmit } = useUpdateSubmit(handleSubmit, props, (v) => ({
    kind: 'job',
    data: toJobUpdateBody(v, listing.id),
  }));

  return (
    <UpdateFormShell
      kind="job"
      onSubmit={onSubmit}
      saving={props.saving}
      error={props.error}
      invalid={invalid}
    >
      <FormSection title={t('jobs.form_title')}>
        <JobPlaceFields control={control} />
      </FormSection>
      <FormSection title={t('update.job.terms')}>
        <JobTermsFields control={control} />
      </FormSection>
    </UpdateFormShell>
  );
}
