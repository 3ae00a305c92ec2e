import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon, CouponList } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/nupond/getCoupons: every coupon that can still be collected (marked when the caller has it). */
export async function fetchAvailableCoupons(): Promise<Coupon[]> {
  return (await apiData<CouponList>('/api/nupond/getCoupons')).coupons;
}

export const availableCouponsQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: ['coupons', 'available', userId], queryFn: fetchAvailableCoupons });

export function useAvailableCoupons(userId: number | null) {
  return useQuery(availableCouponsQueryOptions(userId));
}
