import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponActionBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/nupond/collectCoupon: coupon.collected; coupon.expired, coupon.not_found, forbidden. */
export function collectCoupon(body: CouponActionBody) {
  return apiFetch<Coupon>('/api/nupond/collectCoupon', { method: 'POST', body });
}

export function useCollectCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
