import { useSession } from '@/lib/session';
import { useProvinces } from '@/lib/provinces';

export type WellBeingLocation =
  | { status: 'loading' }
  /** neither a profile province nor a stored one: the page sends the user to /login */
  | { status: 'none' }
  /** the province could not be found: please_select_your_location */
  | { status: 'invalid' }
  | { status: 'ok'; stateId: number; stateCode: string; cityName: string | null };

/**
 * Spec 1 §4: a signed-in user uses state_id from the profile; otherwise the stored province; with
 * neither the user goes to /login; a failed lookup shows please_select_your_location.
 */
export function useWellBeingLocation(): WellBeingLocation {
  const { status, user, provinceId, cityId } = useSession();
  const provinces = useProvinces();
  if (status === 'loading') return { status: 'loading' };
  const stateId = status === 'user' && user?.state_id != null ? user.state_id : provinceId;
  if (stateId == null) return { status: 'none' };
  if (provinces.isPending) return { status: 'loading' };
  const province = provinces.data?.find((p) => p.state_id === stateId);
  if (!province) return { status: 'invalid' };
  const wantedCity = status === 'user' && user?.state_id != null ? user.city_id : cityId;
  const city = province.city_list.find((c) => c.city_id === wantedCity);
  return { status: 'ok', stateId, stateCode: province.state_code, cityName: city?.city_name ?? null };
}
