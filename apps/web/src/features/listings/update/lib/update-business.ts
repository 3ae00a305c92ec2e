import type { BusinessUpdateData, OwnedBusiness, ProvinceItem } from '@harbour/shared';
import type { BusinessFormInput, BusinessFormOutput } from '@/features/listings/business/lib/business-form';
import { toBusinessRegisterData } from '@/features/listings/business/lib/business-form';
import { hoursFrom } from '@/features/listings/shared/lib/hours';

const text = (v: string | null | undefined) => v ?? '';

function place(address: unknown, lat: unknown, lon: unknown) {
  return typeof address === 'string' &&
    address.trim() !== '' &&
    typeof lat === 'number' &&
    typeof lon === 'number'
    ? { address, lat, lon }
    : null;
}

/** The business form filled from a stored listing; the province is the one of its first city. */
export function businessValues(b: OwnedBusiness, provinces: readonly ProvinceItem[]): BusinessFormInput {
  const cityId = b.business_visible_cities[0] ?? null;
  const province = provinces.find((p) => p.city_list.some((c) => c.city_id === cityId));
  return {
    business_name: b.business_name,
    business_address: place(b.business_address.address, b.business_address.lat, b.business_address.lon),
    business_telephone: text(b.business_telephone),
    business_email: text(b.business_email),
    business_website: text(b.business_website),
    contact_person: text(b.contact_person),
    business_description_en: text(b.business_description_en),
    keywords_en: text(b.keywords_en),
    original_lang: b.original_lang,
    business_category: b.business_category,
    province_id: province?.state_id ?? null,
    city_id: province ? cityId : null,
    hours: hoursFrom(b.hours),
    branches: b.branches.map((br) => ({
      branch_name: typeof br.branch_name === 'string' ? br.branch_name : '',
      address: place(br.address, br.lat, br.lon),
      hours: hoursFrom(br),
    })),
  };
}

/**
 * The `data` JSON of businessListingUpdate. The other cities a listing is shown in stay while its
 * own city stays; a new city replaces them, as the wizard would have it.
 */
export function toBusinessUpdateData(form: BusinessFormOutput, stored: OwnedBusiness): BusinessUpdateData {
  const data = toBusinessRegisterData(form, {});
  const same = form.city_id != null && form.city_id === stored.business_visible_cities[0];
  return {
    ...data,
    business_id: stored.business_id,
    business_visible_cities: same ? stored.business_visible_cities : data.business_visible_cities,
  };
}
