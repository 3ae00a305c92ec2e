import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NuPostPlan } from '@harbour/shared';
import { fetchStatusList } from './status-list';

/** GET /api/getBusinessPlanList: NuPOST plans; reloads on language change (the listings API contract). */
export function fetchNuPostPlans() {
  return fetchStatusList<NuPostPlan, 'plan_list'>('/api/getBusinessPlanList', 'plan_list');
}

export const nuPostPlansQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['packages', 'nupost', lang], queryFn: fetchNuPostPlans });

export function useNuPostPlans(lang: string) {
  return useQuery(nuPostPlansQueryOptions(lang));
}
