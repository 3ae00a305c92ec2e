import { useTranslation } from 'react-i18next';
import type { GeocodeResult } from '@harbour/shared';
import { useProvinceName } from '@/components/account/province-city-fields';
import { formatList } from '@/lib/format';
import { useProvinces } from '@/lib/provinces';
import type { GeocodePlace } from '../api/geocode';

/** The province and cities a listing is for, as its form has them so far (either may be missing). */
export interface ListingPlace {
  provinceId: number | null;
  /** none, or an "All of …" choice: the whole province */
  cityIds: readonly number[];
}

/**
 * What the address field does with the listing's place: `bias` asks the geocoder for places there
 * first; `outside(result)` is a warning (translated) when a chosen suggestion lies outside the
 * listing's cities (or its provinces, for a listing shown in a whole province), else null.
 */
export function usePlaceCheck(place: ListingPlace | undefined): {
  bias: GeocodePlace;
  outside: (r: GeocodeResult) => string | null;
} {
  const { t } = useTranslation('vivalinks');
  const provinces = useProvinces().data ?? [];
  const provinceName = useProvinceName();
  const cityIds = place?.cityIds ?? [];
  const chosen = provinces.flatMap((p) =>
    p.city_list.filter((c) => cityIds.includes(c.city_id)).map((c) => ({ ...c, province: p })),
  );
  const listed = provinces.filter((p) =>
    place?.provinceId != null ? p.state_id === place.provinceId : chosen.some((c) => c.province === p),
  );
  const cities = chosen.filter((c) => !c.all_province && listed.includes(c.province));
  // a province with an "All of …" choice, or with no city chosen at all, is shown whole
  const whole = (id: number) =>
    chosen.some((c) => c.all_province && c.province.state_id === id) ||
    !cities.some((c) => c.province.state_id === id);
  const first = listed[0];
  return {
    bias: {
      provinceId: first?.state_id ?? place?.provinceId ?? null,
      cityId: first && !whole(first.state_id) ? (cities[0]?.city_id ?? null) : null,
    },
    outside: (r) => {
      if (!listed.length) return null;
      const province = listed.find((p) => p.state_id === r.province_id);
      if (!province) {
        return t('address.outside_province', { province: formatList(listed.map(provinceName)) });
      }
      if (whole(province.state_id) || r.city_id == null || cities.some((c) => c.city_id === r.city_id)) {
        return null;
      }
      return t('address.outside_cities', { cities: formatList(cities.map((c) => c.city_name)) });
    },
  };
}
