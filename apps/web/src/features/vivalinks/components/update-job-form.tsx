import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm, type Control } from 'react-hook-form';
import { JOB_DESCRIPTION_MAX, JOB_HOW_TO_APPLY_MAX, JOB_SKILLS_MAX, type OwnedJob } from '@harbour/shared';
import { FormProvinceCityFields } from '../../../components/form';
import { fieldErrorClass, fieldInputClass, fieldLabelClass } from '../../../components/ui/text-field';
import { cx } from '../../../lib/cx';
import type { JobFormOutput, JobFormValues } from '../lib/job-form';
import { jobEditResolver, jobValues, toJobUpdateBody } from '../lib/update-values';
import { AddressField } from './address-field';
import {
  UpdateActions,
  UpdateSection,
  UpdateTextField,
  useUpdateMessage,
  type UpdateFormProps,
} from './update-form-parts';

type Ctl = Control<JobFormValues, unknown, JobFormOutput>;

function StartDate({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useUpdateMessage();
  // Destructured: the compiler's lint takes `x.field.ref` for a ref read during render.
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'start_date_of_job' });
  const error = msg(fieldState.error?.message);
  return (
    <div className="flex max-w-[16rem] flex-col gap-1">
      <label htmlFor="job-start" className={fieldLabelClass}>
        {t('jobs.start_date')}
      </label>
      <input
        id="job-start"
        ref={ref}
        type="date"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'job-start-error' : undefined}
        className={cx(fieldInputClass, error && 'border-red-700')}
      />
      {error && (
        <p id="job-start-error" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function Address({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useUpdateMessage();
  const { field, fieldState } = useController({ control, name: 'address' });
  return (
    <AddressField
      label={t('jobs.address')}
      value={field.value}
      onChange={field.onChange}
      errorMessage={msg(fieldState.error?.message) || undefined}
    />
  );
}

/** The job's fields as the wizard has them (spec 3 §3 Job, §5), saved with POST /api/editJob. */
export function UpdateJobForm({ listing, onSave, saving, error }: UpdateFormProps<OwnedJob>) {
  const { t } = useTranslation('vivalinks');
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: jobEditResolver(listing.start_date_of_job?.slice(0, 10) ?? ''),
    defaultValues: jobValues(listing),
    mode: 'onTouched',
  });

  const submit = handleSubmit(
    async (v) => {
      setInvalid(false);
      await onSave({ kind: 'job', data: toJobUpdateBody(v, listing.id) });
    },
    () => setInvalid(true),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <UpdateSection title={t('jobs.form_title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <UpdateTextField
            control={control}
            name="company_name"
            label={t('jobs.company')}
            maxLength={150}
            isRequired
          />
          <UpdateTextField
            control={control}
            name="job_title"
            label={t('jobs.title_field')}
            maxLength={150}
            isRequired
          />
        </div>
        <FormProvinceCityFields control={control} provinceName="state_id" cityName="city_id" />
        <UpdateTextField
          control={control}
          name="location"
          label={t('jobs.location')}
          description={t('jobs.location_help')}
          maxLength={100}
        />
        <Address control={control} />
      </UpdateSection>
      <UpdateSection title={t('update.job.terms')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <UpdateTextField
            control={control}
            name="hourly_wages"
            label={t('jobs.hourly_wage')}
            description={t('jobs.hourly_wage_help')}
            inputMode="decimal"
          />
          <UpdateTextField
            control={control}
            name="number_of_vacancies"
            label={t('jobs.positions')}
            inputMode="numeric"
          />
          <UpdateTextField
            control={control}
            name="language_require"
            label={t('jobs.language')}
            maxLength={200}
          />
          <UpdateTextField
            control={control}
            name="education_qualification"
            label={t('jobs.education')}
            maxLength={200}
          />
        </div>
        <UpdateTextField
          control={control}
          name="skill_required"
          label={t('jobs.skills')}
          multiline
          rows={4}
          maxLength={JOB_SKILLS_MAX}
        />
        <UpdateTextField
          control={control}
          name="job_description"
          label={t('jobs.description')}
          multiline
          rows={5}
          maxLength={JOB_DESCRIPTION_MAX}
        />
        <UpdateTextField
          control={control}
          name="how_to_apply"
          label={t('jobs.how_to_apply')}
          multiline
          rows={4}
          maxLength={JOB_HOW_TO_APPLY_MAX}
        />
        <StartDate control={control} />
      </UpdateSection>
      <UpdateActions kind="job" saving={saving} error={error} invalid={invalid} />
    </form>
  );
}
