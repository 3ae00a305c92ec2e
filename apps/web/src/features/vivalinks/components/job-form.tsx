import { useEffect, useState } from 'react';
import {
  useController,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldPathByValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, TextField as AriaTextField } from 'react-aria-components';
import { JOB_DESCRIPTION_MAX, JOB_HOW_TO_APPLY_MAX, JOB_SKILLS_MAX } from '@harbour/shared';
import { FormProvinceCityFields } from '../../../components/form';
import { Alert, Button, TextField, type TextFieldProps } from '../../../components/ui';
import { FieldLabel, fieldErrorClass, fieldInputClass } from '../../../components/ui/text-field';
import { useMessage } from '../../../lib/messages';
import { saveDraft } from '../lib/draft';
import {
  JOB_DRAFT_KEY,
  jobFormResolver,
  today,
  type JobFormOutput,
  type JobFormValues,
} from '../lib/job-form';
import { AddressField } from './address-field';

type JobControl = Control<JobFormValues, unknown, JobFormOutput>;

/** A message key of this form (jobs.errors.*) or of the server's catalogue, translated. */
function useFieldMessage() {
  const { t, i18n } = useTranslation('vivalinks');
  const tm = useMessage();
  return (key: string | undefined) =>
    !key ? undefined : i18n.exists(key, { ns: 'vivalinks' }) ? t(key) : tm(key);
}

/** A field's props bound to the form, its message translated (as useTextBinding of components/form). */
function useJobBinding(control: JobControl, name: FieldPathByValue<JobFormValues, string>) {
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  return { ...field, errorKey: message(fieldState.error?.message) };
}

function JobField({
  control,
  name,
  ...props
}: { control: JobControl; name: FieldPathByValue<JobFormValues, string> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'errorKey' | 'ref' | 'disabled'
>) {
  const bound = useJobBinding(control, name);
  return <TextField {...bound} {...props} />;
}

function StartDateField({ control }: { control: JobControl }) {
  const { t } = useTranslation('vivalinks');
  const { ref, errorKey, ...field } = useJobBinding(control, 'start_date_of_job');
  return (
    <AriaTextField
      {...field}
      isInvalid={!!errorKey}
      validationBehavior="aria"
      className="flex max-w-[16rem] flex-col gap-1"
    >
      <FieldLabel label={t('jobs.start_date')} />
      <Input ref={ref} type="date" min={today()} className={fieldInputClass} />
      <FieldError className={fieldErrorClass}>{errorKey}</FieldError>
    </AriaTextField>
  );
}

export interface JobFormProps {
  defaultValues: JobFormValues;
  onSubmit: (values: JobFormOutput, raw: JobFormValues) => void;
}

/** Step 1 of /vivalinks/jobs (spec 3 §3 Job, §5); every change is kept as a draft. */
export function JobForm({ defaultValues, onSubmit }: JobFormProps) {
  const { t } = useTranslation('vivalinks');
  const message = useFieldMessage();
  const [showSummary, setShowSummary] = useState(false);
  const { control, handleSubmit, getValues } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: jobFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const address = useController({ control, name: 'address' });

  // Every change is saved as the draft (spec 3 §4).
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
      <JobField control={control} name="company_name" label={t('jobs.company')} maxLength={150} isRequired />
      <JobField control={control} name="job_title" label={t('jobs.title_field')} maxLength={150} isRequired />
      <FormProvinceCityFields control={control} provinceName="state_id" cityName="city_id" />
      <JobField
        control={control}
        name="location"
        label={t('jobs.location')}
        description={t('jobs.location_help')}
        maxLength={100}
      />
      <AddressField
        label={t('jobs.address')}
        value={address.field.value}
        onChange={address.field.onChange}
        errorMessage={message(address.fieldState.error?.message)}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <JobField
          control={control}
          name="hourly_wages"
          label={t('jobs.hourly_wage')}
          inputMode="decimal"
          description={t('jobs.hourly_wage_help')}
        />
        <JobField
          control={control}
          name="number_of_vacancies"
          label={t('jobs.positions')}
          inputMode="numeric"
        />
      </div>
      <JobField control={control} name="language_require" label={t('jobs.language')} maxLength={200} />
      <JobField
        control={control}
        name="education_qualification"
        label={t('jobs.education')}
        maxLength={200}
      />
      <JobField
        control={control}
        name="skill_required"
        label={t('jobs.skills')}
        multiline
        rows={4}
        maxLength={JOB_SKILLS_MAX}
      />
      <JobField
        control={control}
        name="job_description"
        label={t('jobs.description')}
        multiline
        rows={5}
        maxLength={JOB_DESCRIPTION_MAX}
      />
      <JobField
        control={control}
        name="how_to_apply"
        label={t('jobs.how_to_apply')}
        multiline
        rows={4}
        maxLength={JOB_HOW_TO_APPLY_MAX}
      />
      <StartDateField control={control} />
      {showSummary && <FormSummary control={control} />}
      <Button type="submit" className="self-start">
        {t('common.next')}
      </Button>
    </form>
  );
}

function FormSummary({ control }: { control: JobControl }) {
  const tm = useMessage();
  const { t } = useTranslation('vivalinks');
  const { errors } = useFormState({ control });
  if (Object.keys(errors).length === 0) return null;
  return (
    <Alert tone="error" title={tm('fill_required_fields')}>
      {t('jobs.fix_errors')}
    </Alert>
  );
}
