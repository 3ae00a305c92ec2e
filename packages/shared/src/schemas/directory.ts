import { z } from 'zod';
import { DIRECTORY_PAGE_SIZE } from '../constants.js';
import { pageNumber, safeText } from './primitives.js';
import { translationLabelSchema } from './translation.js';

/** Spec 2 §9: directory page size DIRECTORY_PAGE_SIZE (10); page count = ceil(total / page size). */
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;
export const DIRECTORY_TYPES = ['service', 'job', 'volunteer'] as const;
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function directoryPageCount(count: number, pageSize = DIRECTORY_PAGE_SIZE): number {
  return count <= 0 ? 0 : Math.ceil(count / pageSize);
}

export function isDirectoryType(value: string): value is DirectoryType {
  return (DIRECTORY_TYPES as readonly string[]).includes(value);
}

/** GET /api/web/directory/{type}: `type` is checked by the service (unknown → 404 not_found). */
export const directoryTypeParamsSchema = z.object({ type: safeText() });
export const directoryDetailParamsSchema = z.object({
  type: safeText(),
  /** checked by the service: anything but a published listing's id → 404 not_found */
  id: safeText(),
});

/** `cityId` is a city id or 'all'; `page` starts at 1; `search` is free text (typos and word order tolerated). */
export const directoryListQuerySchema = z.object({
  cityId: safeText('invalid_city')
    .regex(/^(all|[1-9]\d{0,8})$/, 'invalid_city')
    .transform((v): number | 'all' => (v === 'all' ? 'all' : Number(v))),
  page: pageNumber('invalid_page', 100_000),
  search: safeText().trim().max(DIRECTORY_SEARCH_MAX_LENGTH, 'field_too_long').optional().default(''),
});
export type DirectoryListQuery = z.input<typeof directoryListQuerySchema>;

const geo = {
  address: z.string().nullable(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  /** category names in the request language, comma separated */
  cat_name: z.string(),
  /** language the owner wrote the listing in (issue 10) */
  original_lang: z.string().optional(),
  /** present when texts are shown in another language than they were written in */
  translation: translationLabelSchema.optional(),
};

export const serviceCardSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  business_description: z.string().nullable(),
  phonenumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** '1' marks a featured listing (shown first) */
  featured: z.enum(['0', '1']),
  image: z.string().nullable(),
  ...geo,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

const dayHoursSchema = z.object({ start: z.string(), end: z.string() }).nullable();
export const weeklyHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const serviceDetailSchema = serviceCardSchema.extend({
  keywords: z.string().nullable(),
  /** per weekday 'HH:MM' start and end, null when closed */
  hours: weeklyHoursSchema,
  photos: z.array(z.string()),
  /** IANA zone of the listing's city, for the "open now" badge */
  time_zone: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const jobCardSchema = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  hourly_wages: z.number().nullable(),
  location: z.string().nullable(),
  employment_type: z.string().nullable(),
  number_of_vacancies: z.number().int().nullable(),
  start_date_of_job: z.string().nullable(),
  job_description: z.string().nullable(),
  ...geo,
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobDetailSchema = jobCardSchema.extend({
  language_require: z.string().nullable(),
  education_qualification: z.string().nullable(),
  skill_required: z.string().nullable(),
  how_to_apply: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** when the posting was published (ISO date), for JobPosting.datePosted */
  date_posted: z.string(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const volunteerCardSchema = z.object({
  id: z.number().int(),
  orgName: z.string(),
  org_description: z.string().nullable(),
  image: z.string().nullable(),
  /** the listing fields: 0 Yes, 1 No, 2 Adding names to waiting list, 3 Other */
  looking_for_volunteer: z.number().int().min(0).max(3),
  ...geo,
});
export type VolunteerCard = z.infer<typeof volunteerCardSchema>;

export const volunteerDetailSchema = volunteerCardSchema.extend({
  description_org_needs: z.string().nullable(),
  org_mission: z.string().nullable(),
  note: z.string().nullable(),
  phonenumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type VolunteerDetail = z.infer<typeof volunteerDetailSchema>;

const page = { count: z.number().int(), page: z.number().int(), page_size: z.number().int() };
export const serviceListDataSchema = z.object({ ...page, businessLists: z.array(serviceCardSchema) });
export const jobListDataSchema = z.object({ ...page, jobs_list: z.array(jobCardSchema) });
export const volunteerListDataSchema = z.object({ ...page, orgLists: z.array(volunteerCardSchema) });
export const directoryListDataSchema = z.union([
  serviceListDataSchema,
  jobListDataSchema,
  volunteerListDataSchema,
]);
export type ServiceListData = z.infer<typeof serviceListDataSchema>;
export type JobListData = z.infer<typeof jobListDataSchema>;
export type VolunteerListData = z.infer<typeof volunteerListDataSchema>;
export type DirectoryListData = z.infer<typeof directoryListDataSchema>;

export const directoryDetailDataSchema = z.union([
  serviceDetailSchema,
  jobDetailSchema,
  volunteerDetailSchema,
]);
export type DirectoryDetail = ServiceDetail | JobDetail | VolunteerDetail;
