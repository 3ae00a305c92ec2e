import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationKeyProduct, ListingPackage } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';

/** The plan calls of the listings API contract for the products a key can give a plan of. */
const CALLS: Record<Exclude<InvitationKeyProduct, 'volunteer'>, { path: string; method: 'GET' | 'POST' }> = {
  business: { path: '/api/businessPackages', method: 'POST' },
  event: { path: '/api/eventPackages', method: 'POST' },
  job: { path: '/api/jobPackages', method: 'GET' },
};

/** The plans a key of `product` can give, in the admin's language; none for a volunteer key. */
export async function fetchKeyPlans(product: string): Promise<ListingPackage[]> {
  const call = CALLS[product as keyof typeof CALLS];
  if (!call) return [];
  const res = await statusFetch<{ package_list?: ListingPackage[] }>(call.path, {
    method: call.method,
    body: call.method === 'POST' ? {} : undefined,
  });
  if (res.status !== 1) throw new Error(res.message);
  return Array.isArray(res.data?.package_list) ? res.data.package_list : [];
}

export const keyPlansQueryOptions = (product: string, lang: string) =>
  queryOptions({
    queryKey: ['admin', 'key-plans', product, lang],
    queryFn: () => fetchKeyPlans(product),
    staleTime: 5 * 60_000,
    enabled: product in CALLS,
  });

export function useKeyPlans(product: string, lang: string) {
  return useQuery(keyPlansQueryOptions(product, lang));
}
