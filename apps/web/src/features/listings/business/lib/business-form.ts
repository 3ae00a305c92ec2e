import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BUSINESS_BRANCHES_MAX,
  businessFieldsSchema,
  CLOSED,
  WEEKDAYS,
  type BusinessRegisterData,
} from '@harbour/shared';
import { defaultHours, type HoursValue } from '@/features/listings/shared/lib/hours';
import { requiredId } from '@/features/listings/shared/lib/required-id';
import { writtenLanguageFormField } from '@/features/listings/shared/lib/written-language';
import type { PaymentChoice } from '@/components/checkout/payment-step';

import type { AddressValue } from '@/features/listings/shared/components/address-field';

export type { AddressValue };
/** A business address the server takes: text and a point. */
export type PlacedAddress = { address: string; lat: number; lon: number };

export interface BranchForm {
  branch_name: string;
  address: AddressValue | null;
  hours: HoursValue;
}

const fields = businessFieldsSchema.shape;

/** Every open day closes after it opens (the server says hours_not_valid otherwise). */
export function hoursAreValid(hours: HoursValue): boolean {
  return WEEKDAYS.every((d) => {
    const start = hours[`${d}_start`];
    const end = hours[`${d}_end`];
    return start === CLOSED || end === CLOSED || end > start;
  });
}

const hoursSchema = z.custom<HoursValue>().refine(hoursAreValid, 'hours_not_valid');
const addressValue = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});

/**
 * The business form (the listing fields and listing form rules), built from the contract's field schemas so the messages are the
 * server's: name and a category required (fill_required_fields), optional e-mail, phone and website
 * checked when given, the listing's city required (city_required).
 */
export const businessFormSchema = z.object({
  business_name: fields.business_name,
  business_address: addressValue
    .nullable()
    .refine((v) => v !== null && v.address.trim() !== '', 'fill_required_fields')
    // typed but not placed: a suggestion or the map pin gives the point
    .refine((v) => v === null || (v.lat !== null && v.lon !== null), 'address_not_valid'),
  business_telephone: fields.business_telephone,
  business_email: fields.business_email,
  business_website: fields.business_website,
  contact_person: fields.contact_person,
  business_description_en: fields.business_description_en,
  keywords_en: fields.keywords_en,
  original_lang: writtenLanguageFormField,
  business_category: fields.business_category,
  province_id: requiredId('province_required'),
  city_id: requiredId('city_required'),
  hours: hoursSchema,
  branches: z
    .array(
      z.object({ branch_name: z.string().max(120), address: addressValue.nullable(), hours: hoursSchema }),
    )
    .max(BUSINESS_BRANCHES_MAX),
});
export type BusinessFormOutput = z.output<typeof businessFormSchema>;

/** What the form holds: text as typed, the picked address, ids, hours and branches. */
export interface BusinessFormInput {
  business_name: string;
  business_address: AddressValue | null;
  business_telephone: string;
  business_email: string;
  business_website: string;
  contact_person: string;
  business_description_en: string;
  keywords_en: string;
  /** the language of the texts; '' = the interface language */
  original_lang: string;
  business_category: number[];
  province_id: number | null;
  city_id: number | null;
  hours: HoursValue;
  branches: BranchForm[];
}

/**
 * `useForm<BusinessFormInput, unknown, BusinessFormOutput>({ resolver: businessFormResolver })`. The
 * contract's schemas also accept null and absent values, so the schema's input type is wider than
 * what the form holds: the resolver is typed to the form.
 */
export const businessFormResolver = zodResolver(businessFormSchema) as unknown as Resolver<
  BusinessFormInput,
  unknown,
  BusinessFormOutput
>;

export function emptyBusinessForm(provinceId: number | null, cityId: number | null): BusinessFormInput {
  return {
    business_name: '',
    business_address: null,
    business_telephone: '',
    business_email: '',
    business_website: '',
    contact_person: '',
    business_description_en: '',
    keywords_en: '',
    original_lang: '',
    business_category: [],
    province_id: provinceId,
    city_id: cityId,
    hours: defaultHours(),
    branches: [],
  };
}

export function emptyBranch(): BranchForm {
  return { branch_name: '', address: null, hours: defaultHours() };
}

/** The `data` JSON of businessListingRegister; branches without an address are dropped (the listing form rules). */
export function toBusinessRegisterData(
  form: BusinessFormOutput,
  payment: PaymentChoice,
): BusinessRegisterData {
  const address = form.business_address as PlacedAddress;
  return {
    business_name: form.business_name,
    business_address: address,
    business_telephone: form.business_telephone,
    business_email: form.business_email,
    business_website: form.business_website,
    contact_person: form.contact_person,
    business_description_en: form.business_description_en,
    keywords_en: form.keywords_en,
    original_lang: form.original_lang,
    news_allowed: 'Off',
    business_category: form.business_category,
    business_visible_cities: form.city_id != null ? [form.city_id] : [],
    branches: form.branches
      .filter((b) => b.address && b.address.address.trim() !== '')
      .map((b) => ({
        branch_name: b.branch_name.trim() || null,
        address: b.address!.address.trim(),
        lat: b.address!.lat,
        lon: b.address!.lon,
        ...b.hours,
      })),
    ...form.hours,
    ...payment,
  };
}
