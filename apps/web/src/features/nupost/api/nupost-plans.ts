import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NuPostPlan } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';

/** GET /api/getBusinessPlanList: the NuPOST plans, kept only when status is 1 (the listings API contract). */
export async function fetchNupostPlans(): Promise<NuPostPlan[]> {
  const res = await statusFetch<{ plan_list?: NuPostPlan[] }>('/api/getBusinessPlanList');
  if (res.status !== 1) throw new Error(res.message);
  return Array.isArray(res.data.plan_list) ? res.data.plan_list : [];
}

/** Keyed by language: a language change loads the plans again (the listing and payment rules). */
export const nupostPlansQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['nupost', 'plans', lang], queryFn: fetchNupostPlans });

export function useNupostPlans(lang: string) {
  return useQuery(nupostPlansQueryOptions(lang));
}
