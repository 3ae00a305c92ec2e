import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';
import {
  isoDate,
  latitude,
  longitude,
  optionalAmount,
  listingText,
  ownedListingRowFields,
  paymentChoiceFields,
  requiredText,
  smallCount,
  writtenLanguageFields,
} from './listing-common.js';
import { idSchema, positiveInt32 } from './primitives.js';

/** Spec 3 §3 "Job" create payload, §5/§9 limits. */
export const JOB_SKILLS_MAX = 400;
export const JOB_DESCRIPTION_MAX = 600;
export const JOB_HOW_TO_APPLY_MAX = 400;
/** Spec 3 §3: employment_type is fixed at 1. */
export const JOB_EMPLOYMENT_TYPE = 1;

export const jobFieldsSchema = z.object({
  job_title: requiredText(2, 150, 'fill_required_fields', 'title_too_short'),
  company_name: requiredText(2, 150, 'fill_required_fields', 'name_too_short'),
  state_id: positiveInt32('province_required'),
  /** the city whose job board shows it */
  city_id: positiveInt32('city_required'),
  hourly_wages: optionalAmount('wage_not_valid'),
  education_qualification: listingText(200),
  skill_required: listingText(JOB_SKILLS_MAX),
  how_to_apply: listingText(JOB_HOW_TO_APPLY_MAX),
  job_description: listingText(JOB_DESCRIPTION_MAX),
  /** on site, hybrid, remote… (locationOfJob) */
  location: listingText(100),
  address: listingText(300),
  address_lat: latitude.nullish(),
  address_long: longitude.nullish(),
  number_of_vacancies: smallCount('vacancies_not_valid').optional(),
  employment_type: z.unknown().optional(),
  language_require: listingText(200),
  /** not before today */
  start_date_of_job: isoDate().nullish(),
  ...writtenLanguageFields,
});

/** POST /api/createJob (JSON). */
export const jobRegisterBodySchema = jobFieldsSchema.extend(paymentChoiceFields);
export type JobRegisterBody = z.input<typeof jobRegisterBodySchema>;
export type JobRegisterInput = z.output<typeof jobRegisterBodySchema>;

/** POST /api/editJob (JSON): `id` of the job. */
export const jobUpdateBodySchema = jobFieldsSchema.extend({ id: idSchema });
export type JobUpdateBody = z.input<typeof jobUpdateBodySchema>;
export type JobUpdateInput = z.output<typeof jobUpdateBodySchema>;

export const ownedJobSchema = z.object({
  ...ownedListingRowFields,
  job_title: z.string(),
  company_name: z.string(),
  state_id: z.number().int(),
  city_id: z.number().int(),
  hourly_wages: z.number().nullable(),
  education_qualification: z.string().nullable(),
  skill_required: z.string().nullable(),
  how_to_apply: z.string().nullable(),
  job_description: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  number_of_vacancies: z.number().int().nullable(),
  language_require: z.string().nullable(),
  start_date_of_job: z.string().nullable(),
});
export type OwnedJob = z.infer<typeof ownedJobSchema>;
export const userJobListEnvelope = statusEnvelope(
  z.object({ count: z.number().int(), jobList: z.array(ownedJobSchema) }),
);
