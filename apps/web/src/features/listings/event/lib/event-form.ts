import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { eventFieldsSchema, HALF_HOUR, isoDate } from '@harbour/shared';
import { writtenLanguageFormField } from '@/features/listings/shared/lib/written-language';

/** What the event form holds (the listing fields: Event); photos live beside it (files are not kept in the draft). */
export interface EventFormValues {
  title: string;
  province: number | null;
  /** empty = the whole province */
  city_id: number[];
  category: number[];
  age_group: number[];
  venue: string;
  address: string;
  address_lat: number | null;
  address_long: number | null;
  website: string;
  price: string;
  eventDetails: string;
  /** the language of the texts; '' = the interface language */
  original_lang: string;
  eventDate: string;
  start_time: string;
  eventEndDate: string;
  end_time: string;
}

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  province: null,
  city_id: [],
  category: [],
  age_group: [],
  venue: '',
  address: '',
  address_lat: null,
  address_long: null,
  website: '',
  price: '',
  eventDetails: '',
  original_lang: '',
  eventDate: '',
  start_time: '',
  eventEndDate: '',
  end_time: '',
};

/** Today as 'YYYY-MM-DD' in the browser's zone (the server checks again in the province's zone). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec 3 §5: Next acts only once the start and end dates and times are set. */
export function hasSchedule(
  v: Pick<EventFormValues, 'eventDate' | 'start_time' | 'eventEndDate' | 'end_time'>,
) {
  return Boolean(v.eventDate && v.start_time && v.eventEndDate && v.end_time);
}

/**
 * The shared create schema plus the rules the form checks before the server does: the start date is
 * not before today, the end date not before the start, and on one day the end comes after the start.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const eventFormSchema = eventFieldsSchema
  .extend({
    eventDate: isoDate().refine((d) => d >= localToday(), 'event.errors.start_past'),
    original_lang: writtenLanguageFormField,
  })
  .superRefine(
    (v, ctx) => {
      if (v.eventEndDate < v.eventDate) {
        ctx.addIssue({ code: 'custom', path: ['eventEndDate'], message: 'event.errors.end_before_start' });
      } else if (v.eventEndDate === v.eventDate && v.end_time <= v.start_time) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'event.errors.end_time_before_start' });
      }
    },
    {
      // Also when another field is wrong, so every mistake shows at once; only the four must be well formed.
      when: ({ value }) => {
        const v = value as Record<string, unknown>;
        const day = (x: unknown) => typeof x === 'string' && ISO_DAY.test(x);
        const time = (x: unknown) => typeof x === 'string' && HALF_HOUR.test(x);
        return day(v.eventDate) && day(v.eventEndDate) && time(v.start_time) && time(v.end_time);
      },
    },
  );

// The shared schema takes `unknown` for its preprocessed numbers; the form's own types are narrower.
export type EventFormOutput = z.output<typeof eventFormSchema>;
export const eventFormResolver = zodResolver(eventFormSchema) as unknown as Resolver<
  EventFormValues,
  unknown,
  EventFormOutput
>;

/** A draft read back from session storage: only known fields of the right type are taken. */
export function draftToValues(draft: unknown): EventFormValues | null {
  if (typeof draft !== 'object' || draft === null) return null;
  const d = draft as Record<string, unknown>;
  const out: EventFormValues = { ...EMPTY_EVENT };
  const text = (k: keyof EventFormValues) => {
    const v = d[k];
    return typeof v === 'string' ? v : '';
  };
  const num = (k: keyof EventFormValues) => {
    const v = d[k];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const ids = (k: keyof EventFormValues) =>
    Array.isArray(d[k]) ? (d[k] as unknown[]).filter((x): x is number => Number.isInteger(x)) : [];
  for (const k of [
    'title',
    'venue',
    'address',
    'website',
    'price',
    'eventDetails',
    'original_lang',
    'eventDate',
    'start_time',
    'eventEndDate',
    'end_time',
  ] as const)
    out[k] = text(k);
  out.province = num('province');
  out.address_lat = num('address_lat');
  out.address_long = num('address_long');
  out.city_id = ids('city_id');
  out.category = ids('category');
  out.age_group = ids('age_group');
  return out;
}
