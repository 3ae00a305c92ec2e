import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPackage } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';

export type PaidProduct = 'business' | 'job' | 'event';

/** Spec 3 §7 plan calls: POST /api/businessPackages, POST /api/eventPackages, GET /api/jobPackages. */
const CALLS: Record<PaidProduct, { path: string; method: 'GET' | 'POST' }> = {
  business: { path: '/api/businessPackages', method: 'POST' },
  event: { path: '/api/eventPackages', method: 'POST' },
  job: { path: '/api/jobPackages', method: 'GET' },
};

/** The plans of a product in the current language; the list stays empty unless status is 1 (§7). */
export async function fetchPackages(product: PaidProduct): Promise<ListingPackage[]> {
  const { path, method } = CALLS[product];
  const res = await statusFetch<{ package_list?: ListingPackage[] }>(path, {
    method,
    body: method === 'POST' ? {} : undefined,
  });
  if (res.status !== 1) throw new Error(res.message);
  return Array.isArray(res.data?.package_list) ? res.data.package_list : [];
}

/** Keyed by language: a language change fetches the plans again (the listing and payment rules). */
export const packagesQueryOptions = (product: PaidProduct, lang: string) =>
  queryOptions({
    queryKey: ['vivalinks', 'packages', product, lang],
    queryFn: () => fetchPackages(product),
    staleTime: 5 * 60_000,
  });

export function usePackages(product: PaidProduct, lang: string) {
  return useQuery(packagesQueryOptions(product, lang));
}
