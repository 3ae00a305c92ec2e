import type { ProvinceItem } from '@harbour/shared';

/** What choosing a province leads to (the core screens and routes, Select province and location). */
export type ProvinceChoice =
  | { kind: 'city'; provinceId: number; cityId: number }
  | { kind: 'choose-city'; province: ProvinceItem }
  | { kind: 'none' };

/** Exactly one city: store it and go home. More than one: choose on /select-location. */
export function provinceChoice(province: ProvinceItem): ProvinceChoice {
  const [only, ...others] = province.city_list;
  if (!only) return { kind: 'none' };
  if (others.length === 0) return { kind: 'city', provinceId: province.state_id, cityId: only.city_id };
  return { kind: 'choose-city', province };
}

/** Router state carried from /select-province to /select-location. */
export interface SelectLocationState {
  province: ProvinceItem;
}

export function readSelectLocationState(state: unknown): ProvinceItem | null {
  if (typeof state !== 'object' || state === null || !('province' in state)) return null;
  const province = state.province as Partial<ProvinceItem> | null;
  return province && typeof province.state_id === 'number' && Array.isArray(province.city_list)
    ? (province as ProvinceItem)
    : null;
}
