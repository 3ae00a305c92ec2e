import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  eventFieldsSchema,
  isoDate,
  type JobUpdateBody,
  type OwnedEvent,
  type OwnedJob,
  type OwnedVolunteer,
} from '@harbour/shared';
import {
  localToday,
  type EventFormOutput,
  type EventFormValues,
} from '@/features/listings/event/lib/event-form';
import {
  jobFormSchema,
  toJobRegisterBody,
  type JobFormOutput,
  type JobFormValues,
} from '@/features/listings/job/lib/job-form';
import type { VolunteerFormValues } from '@/features/listings/volunteer/lib/volunteer-form';
import { writtenLanguageFormField } from '@/features/listings/shared/lib/written-language';

/**
 * The edit forms start from the stored listing. A date that has already passed may stay as it is
 * (an event under way, a job that started): only a changed date must be today or later.
 */
const hhmm = (v: string) => v.slice(0, 5);
const text = (v: string | null | undefined) => v ?? '';
const amount = (v: number | null | undefined) => (v == null ? '' : String(v));

export function eventValues(e: OwnedEvent): EventFormValues {
  return {
    title: e.title,
    province: e.province,
    city_id: e.city_id,
    category: e.category,
    age_group: e.age_group,
    venue: text(e.venue),
    address: e.address,
    address_lat: e.address_lat,
    address_long: e.address_long,
    website: text(e.website),
    price: amount(e.price),
    eventDetails: text(e.eventDetails),
    original_lang: e.original_lang,
    eventDate: e.eventDate.slice(0, 10),
    start_time: hhmm(e.start_time),
    eventEndDate: e.eventEndDate.slice(0, 10),
    end_time: hhmm(e.end_time),
  };
}

/** The creation rules, except that a start date already stored may stay in the past. */
export function eventEditResolver(storedStart: string) {
  const schema = eventFieldsSchema
    .extend({
      eventDate: isoDate().refine((d) => d === storedStart || d >= localToday(), 'event.errors.start_past'),
      original_lang: writtenLanguageFormField,
    })
    .superRefine((v, ctx) => {
      if (v.eventEndDate < v.eventDate) {
        ctx.addIssue({ code: 'custom', path: ['eventEndDate'], message: 'event.errors.end_before_start' });
      } else if (v.eventEndDate === v.eventDate && v.end_time <= v.start_time) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'event.errors.end_time_before_start' });
      }
    });
  // The shared schema takes `unknown` for its preprocessed numbers; the form's own types are narrower.
  return zodResolver(schema) as unknown as Resolver<EventFormValues, unknown, EventFormOutput>;
}

export function volunteerValues(v: OwnedVolunteer): VolunteerFormValues {
  return {
    org_name_en: v.org_name_en,
    org_address_en: text(v.org_address_en),
    address_lat: v.address_lat,
    address_long: v.address_long,
    org_postcode: text(v.org_postcode),
    org_telephone: text(v.org_telephone),
    org_website: text(v.org_website),
    org_email: text(v.org_email),
    search_by_location: v.search_by_location,
    search_by_category: v.search_by_category,
    org_description_en: text(v.org_description_en),
    org_mission_en: text(v.org_mission_en),
    des_org_needs_en: text(v.des_org_needs_en),
    note_en: text(v.note_en),
    original_lang: v.original_lang,
    looking_for_volunteer_en: v.looking_for_volunteer_en,
  };
}

/** The job form filled from a stored job; the address keeps its stored coordinates. */
export function jobValues(j: OwnedJob): JobFormValues {
  return {
    job_title: j.job_title,
    company_name: j.company_name,
    state_id: j.state_id,
    city_id: j.city_id,
    location: text(j.location),
    hourly_wages: amount(j.hourly_wages),
    number_of_vacancies: amount(j.number_of_vacancies),
    language_require: text(j.language_require),
    education_qualification: text(j.education_qualification),
    skill_required: text(j.skill_required),
    job_description: text(j.job_description),
    how_to_apply: text(j.how_to_apply),
    original_lang: j.original_lang,
    address: j.address ? { address: j.address, lat: j.address_lat, lon: j.address_long } : null,
    start_date_of_job: j.start_date_of_job?.slice(0, 10) ?? '',
  };
}

/** The wizard's job rules, except that a start date already stored may stay in the past. */
export function jobEditResolver(storedStart: string) {
  const schema = jobFormSchema.extend({
    start_date_of_job: z
      .string()
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'date_not_valid')
      .refine((v) => v === '' || v === storedStart || v >= localToday(), 'jobs.errors.start_past'),
  });
  return zodResolver(schema) as unknown as Resolver<JobFormValues, unknown, JobFormOutput>;
}

/** POST /api/editJob: the create payload's fields (no payment) and the job's id. */
export function toJobUpdateBody(form: JobFormOutput, id: number): JobUpdateBody {
  return { ...toJobRegisterBody(form, {}), id };
}
