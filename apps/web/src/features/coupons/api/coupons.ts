import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon, CouponList } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/nupond/getCoupons?userId: the caller's collected coupons. */
export async function fetchCollectedCoupons(userId: number): Promise<Coupon[]> {
  return (await apiData<CouponList>('/api/nupond/getCoupons', { query: { userId } })).coupons;
}

export const collectedCouponsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['coupons', 'collected', userId], queryFn: () => fetchCollectedCoupons(userId) });

export function useCollectedCoupons(userId: number | null) {
  return useQuery({ ...collectedCouponsQueryOptions(userId ?? 0), enabled: userId != null });
}
