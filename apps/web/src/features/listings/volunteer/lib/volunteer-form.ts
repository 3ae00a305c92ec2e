import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { volunteerRegisterDataSchema } from '@harbour/shared';
import { writtenLanguageFormField } from '@/features/listings/shared/lib/written-language';

/** What the volunteer form holds (the listing fields: Volunteer organisation); the image lives beside it. */
export interface VolunteerFormValues {
  org_name_en: string;
  org_address_en: string;
  address_lat: number | null;
  address_long: number | null;
  org_postcode: string;
  org_telephone: string;
  org_website: string;
  org_email: string;
  search_by_location: number[];
  search_by_category: number[];
  org_description_en: string;
  org_mission_en: string;
  des_org_needs_en: string;
  note_en: string;
  /** the language of the texts; '' = the interface language */
  original_lang: string;
  /** Yes (0), No (1), Adding names to waiting list (2), Other (3); null until chosen */
  looking_for_volunteer_en: number | null;
}

export const EMPTY_VOLUNTEER: VolunteerFormValues = {
  org_name_en: '',
  org_address_en: '',
  address_lat: null,
  address_long: null,
  org_postcode: '',
  org_telephone: '',
  org_website: '',
  org_email: '',
  search_by_location: [],
  search_by_category: [],
  org_description_en: '',
  org_mission_en: '',
  des_org_needs_en: '',
  note_en: '',
  original_lang: '',
  looking_for_volunteer_en: null,
};

const volunteerFormSchema = volunteerRegisterDataSchema.extend({ original_lang: writtenLanguageFormField });
export type VolunteerFormOutput = z.output<typeof volunteerFormSchema>;

// The shared schema takes `unknown` for its preprocessed numbers; the form's own types are narrower.
export const volunteerFormResolver = zodResolver(volunteerFormSchema) as unknown as Resolver<
  VolunteerFormValues,
  unknown,
  VolunteerFormOutput
>;
