import { randomBytes } from 'node:crypto';
import {
  type JobRegisterInput,
  type JobUpdateInput,
  type ListingCreatedData,
  type OwnedJob,
  type UserListQuery,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { timezoneOf } from '../events/index.js';
import {
  LISTING_MESSAGES,
  localToday,
  pageWindow,
  checkoutExpiry,
  paymentStateOf,
  type ListingDeps,
  registerListing,
  updateListing,
} from '../listings/index.js';
import { changeWrittenLanguage } from '../translations/index.js';
import * as repo from './listing-jobs.repository.js';

/**
 * Spec 3 §3 fixes employment_type at 1. The column holds the words the public job page shows (the
 * seed's 'Full-time', 'Part-time'…), so 1 is stored as the words it stands for.
 */
export const EMPLOYMENT_TYPE_TEXT = 'Full-time';

type JobFields = Omit<JobUpdateInput, 'id'>;

/** The columns a job form writes, after the listing form rules that need the database. */
async function checkedColumns(
  db: Db,
  input: JobFields,
  previous: repo.JobListingRow | null,
  now: Date,
): Promise<{ values: Omit<repo.NewJobListing, 'slug' | 'postedAt'>; today: string }> {
  if (!(await repo.provinceExists(db, input.state_id))) throw badRequest('province_required');
  const city = await repo.findCity(db, input.city_id);
  if (!city || city.provinceId !== input.state_id) throw badRequest('city_not_found');
  const today = localToday(timezoneOf(city.provinceCode), now);
  const start = input.start_date_of_job ?? null;
  // a job already started keeps its start date when edited; a new one is not in the past
  if (start !== null && start !== previous?.startDateOfJob && start < today)
    throw badRequest('date_not_valid');
  return {
    today,
    values: {
      jobTitle: input.job_title,
      companyName: input.company_name,
      stateId: input.state_id,
      cityId: city.id,
      hourlyWages: input.hourly_wages ?? null,
      educationQualification: input.education_qualification,
      skillRequired: input.skill_required,
      howToApply: input.how_to_apply,
      jobDescription: input.job_description,
      location: input.location,
      address: input.address,
      lat: input.address_lat ?? null,
      lon: input.address_long ?? null,
      numberOfVacancies: input.number_of_vacancies ?? null,
      employmentType: EMPLOYMENT_TYPE_TEXT,
      languageRequire: input.language_require,
      startDateOfJob: start,
    },
  };
}

/** POST /api/createJob: the job and its payment, in one transaction. */
export async function registerJob(
  deps: ListingDeps,
  userId: number,
  input: JobRegisterInput,
  lang: string,
  now = new Date(),
): Promise<ListingCreatedData> {
  const { values, today } = await checkedColumns(deps.db, input, null, now);
  const settle = { userId, product: 'job' as const, choice: input, today, lang };
  return registerListing(deps, 'job', settle, null, async (tx, payment) =>
    repo.insertJob(tx, {
      ...values,
      slug: `job-u${userId}-${randomBytes(8).toString('hex')}`,
      userId,
      originalLang: input.original_lang ?? lang,
      originalLangStated: input.original_lang !== undefined,
      postedAt: today,
      status: payment.status,
      purchaseId: payment.purchaseId,
      listingStartDate: payment.period?.start ?? null,
      listingEndDate: payment.period?.end ?? null,
    }),
  );
}

/** POST /api/editJob: the owner's job with new fields. */
export async function updateJob(
  deps: ListingDeps,
  userId: number,
  input: JobUpdateInput,
  now = new Date(),
): Promise<void> {
  await updateListing(deps, 'job', null, async (tx) => {
    const current = await repo.findOwnedJob(tx, input.id, userId);
    if (!current) throw notFound(LISTING_MESSAGES.notFound);
    const { values } = await checkedColumns(tx, input, current, now);
    await repo.updateJob(tx, current.id, values);
    await changeWrittenLanguage(tx, 'job', current.id, current.originalLang, input.original_lang);
    return current;
  });
}

/** GET /api/userJobList: the caller's jobs, newest first. */
export async function ownedJobs(
  db: Db,
  userId: number,
  query: UserListQuery,
): Promise<{ count: number; jobList: OwnedJob[] }> {
  const { limit, offset } = pageWindow(query);
  const page = await repo.ownedJobs(db, userId, limit, offset);
  return {
    count: page.total,
    jobList: page.rows.map((r): OwnedJob => ({
      id: r.id,
      original_lang: r.originalLang,
      status: r.status,
      listing_start_date: r.listingStartDate,
      listing_end_date: r.listingEndDate,
      payment_state: paymentStateOf(r.purchaseStatus, r.purchaseProvider, r.purchaseCheckoutExpiresAt),
      checkout_expires_at: checkoutExpiry(r.purchaseStatus, r.purchaseProvider, r.purchaseCheckoutExpiresAt),
      job_title: r.jobTitle,
      company_name: r.companyName,
      state_id: r.stateId,
      city_id: r.cityId,
      hourly_wages: r.hourlyWages,
      education_qualification: r.educationQualification,
      skill_required: r.skillRequired,
      how_to_apply: r.howToApply,
      job_description: r.jobDescription,
      location: r.location,
      address: r.address,
      address_lat: r.lat,
      address_long: r.lon,
      number_of_vacancies: r.numberOfVacancies,
      language_require: r.languageRequire,
      start_date_of_job: r.startDateOfJob,
    })),
  };
}
