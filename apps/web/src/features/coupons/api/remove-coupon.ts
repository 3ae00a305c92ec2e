import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponActionBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/nupond/removeCoupon: coupon.removed; coupon.not_found, forbidden. */
export function removeCoupon(body: CouponActionBody) {
  return apiFetch<null>('/api/nupond/removeCoupon', { method: 'POST', body });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
