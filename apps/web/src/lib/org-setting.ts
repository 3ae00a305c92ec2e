import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from './api-client';

/** GET /api/web/settings?settingType&category=contact_us: org_address or org_email */
export async function fetchOrgSetting(settingType: 'org_address' | 'org_email') {
  return (
    await apiData<{ value: string }>('/api/web/settings', { query: { settingType, category: 'contact_us' } })
  ).value;
}

export const orgSettingQueryOptions = (settingType: 'org_address' | 'org_email') =>
  queryOptions({
    queryKey: ['settings', 'contact_us', settingType],
    queryFn: () => fetchOrgSetting(settingType),
    staleTime: 60 * 60_000,
  });

export function useOrgSetting(settingType: 'org_address' | 'org_email') {
  return useQuery(orgSettingQueryOptions(settingType));
}
