import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { JOB_EMPLOYMENT_TYPE, jobFieldsSchema, type JobRegisterBody } from '@harbour/shared';
import type { PaymentChoice } from '@/components/checkout/payment-step';
import type { AddressValue } from '@/features/listings/shared/components/address-field';
import { requiredId } from '@/features/listings/shared/lib/required-id';
import { writtenLanguageFormField } from '@/features/listings/shared/lib/written-language';

/** What the job form holds (the listing fields of a job); kept as a draft in session storage. */
export interface JobFormValues {
  company_name: string;
  job_title: string;
  state_id: number | null;
  city_id: number | null;
  location: string;
  hourly_wages: string;
  number_of_vacancies: string;
  language_require: string;
  education_qualification: string;
  skill_required: string;
  job_description: string;
  how_to_apply: string;
  /** the language of the texts; '' = the interface language */
  original_lang: string;
  address: AddressValue | null;
  start_date_of_job: string;
}

export const JOB_DRAFT_KEY = 'vivalinks-job';

export function emptyJobForm(stateId: number | null, cityId: number | null): JobFormValues {
  return {
    company_name: '',
    job_title: '',
    state_id: stateId,
    city_id: cityId,
    location: '',
    hourly_wages: '',
    number_of_vacancies: '',
    language_require: '',
    education_qualification: '',
    skill_required: '',
    job_description: '',
    how_to_apply: '',
    original_lang: '',
    address: null,
    start_date_of_job: '',
  };
}

/** Today as 'YYYY-MM-DD' in the browser's zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const f = jobFieldsSchema.shape;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The job form (the listing form rules): company and title longer than 2 characters, province and city, the text
 * limits of the contract, a start date not before today. Messages are keys of `vivalinks` (jobs.errors)
 * or of `common` (the server's).
 */
export const jobFormSchema = z.object({
  company_name: z.string().trim().min(3, 'jobs.errors.company_short').pipe(f.company_name),
  job_title: z.string().trim().min(3, 'jobs.errors.title_short').pipe(f.job_title),
  state_id: requiredId('province_required'),
  city_id: requiredId('city_required'),
  location: f.location,
  hourly_wages: z.preprocess(blankToUndefined, f.hourly_wages),
  number_of_vacancies: z.preprocess(blankToUndefined, f.number_of_vacancies),
  language_require: f.language_require,
  education_qualification: f.education_qualification,
  skill_required: f.skill_required,
  job_description: f.job_description,
  how_to_apply: f.how_to_apply,
  original_lang: writtenLanguageFormField,
  address: z
    .object({ address: z.string(), lat: z.number().nullable(), lon: z.number().nullable() })
    .nullable(),
  start_date_of_job: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'date_not_valid')
    .refine((v) => v === '' || v >= today(), 'jobs.errors.start_past'),
});
export type JobFormOutput = z.output<typeof jobFormSchema>;
export const jobFormResolver = zodResolver(jobFormSchema) as unknown as Resolver<
  JobFormValues,
  unknown,
  JobFormOutput
>;

/** POST /api/createJob body: the spec's create payload with the payment choice. */
export function toJobRegisterBody(form: JobFormOutput, payment: PaymentChoice): JobRegisterBody {
  const address = form.address && form.address.address.trim() !== '' ? form.address : null;
  return {
    job_title: form.job_title,
    company_name: form.company_name,
    state_id: form.state_id,
    city_id: form.city_id,
    location: form.location,
    hourly_wages: form.hourly_wages,
    number_of_vacancies: form.number_of_vacancies,
    language_require: form.language_require,
    education_qualification: form.education_qualification,
    skill_required: form.skill_required,
    job_description: form.job_description,
    how_to_apply: form.how_to_apply,
    original_lang: form.original_lang,
    address: address?.address ?? null,
    address_lat: address?.lat ?? null,
    address_long: address?.lon ?? null,
    employment_type: JOB_EMPLOYMENT_TYPE,
    start_date_of_job: form.start_date_of_job || null,
    ...payment,
  };
}
