import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, TextField as AriaTextField } from 'react-aria-components';
import { JOB_DESCRIPTION_MAX, JOB_HOW_TO_APPLY_MAX, JOB_SKILLS_MAX } from '@harbour/shared';
import { FormProvinceCityFields } from '@/components/form';
import { FieldLabel, fieldErrorClass, fieldInputClass } from '@/components/ui/text-field';
import type { JobFormOutput, JobFormValues } from '../lib/job-form';
import { AddressField } from '@/features/listings/shared/components/address-field';
import { ListingTextField as JobField } from '@/features/listings/shared/components/listing-text-field';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import { WrittenLanguageField } from '@/features/listings/shared/components/written-language-field';

export type JobControl = Control<JobFormValues, unknown, JobFormOutput>;

function StartDateField({ control, min }: { control: JobControl; min?: string }) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  // Destructured: the compiler's lint takes `x.field.ref` for a ref read during render.
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'start_date_of_job' });
  const error = msg(fieldState.error?.message);
  return (
    <AriaTextField
      {...field}
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex max-w-[16rem] flex-col gap-1"
    >
      <FieldLabel label={t('jobs.start_date')} />
      <Input ref={ref} type="date" min={min} className={fieldInputClass} />
      <FieldError className={fieldErrorClass}>{error}</FieldError>
    </AriaTextField>
  );
}

/** Who hires and where (the listing fields of a job): the first part of the job form, created or edited. */
export function JobPlaceFields({ control }: { control: JobControl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const address = useController({ control, name: 'address' });
  const [stateId, cityId] = useWatch({ control, name: ['state_id', 'city_id'] });
  return (
    <>
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
        errorMessage={msg(address.fieldState.error?.message) || undefined}
        place={{ provinceId: stateId, cityIds: cityId != null ? [cityId] : [] }}
      />
    </>
  );
}

/**
 * The job's terms, texts and start date. `minStartDate` is the earliest date the date picker offers
 * (today in the wizard; an edit keeps a stored past date, which its resolver allows).
 */
export function JobTermsFields({ control, minStartDate }: { control: JobControl; minStartDate?: string }) {
  const { t } = useTranslation('vivalinks');
  return (
    <>
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
      <WrittenLanguageField control={control} name="original_lang" />
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
      <StartDateField control={control} min={minStartDate} />
    </>
  );
}
