import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentData, NupostPaymentSessionBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/nupost/payment-session: the checkout of a paid plan; reads success, payment_id, payment_url. */
export function openPaymentSession(data: NupostPaymentSessionBody['data']) {
  return apiFetch<CreatePaymentIntentData>('/api/nupost/payment-session', { method: 'POST', body: { data } });
}

export function usePaymentSession() {
  return useMutation({ mutationFn: openPaymentSession });
}
