import type { CreatePaymentIntentBody, CreatePaymentIntentData, Purchase } from '@harbour/shared';
import { apiFetch, ApiError } from '@/lib/api-client';

/**
 * POST /api/create-payment-intent for a NuChat plan: the server prices it from the plan alone and
 * answers the provider's page; throws ApiError with the server's message key.
 */
export async function openNuChatCheckout(
  packageId: number,
  productName: string,
): Promise<CreatePaymentIntentData> {
  const body: CreatePaymentIntentBody = {
    product_name: productName,
    currency: 'cad',
    locale: 'en',
    metadata: { product: 'nuchat', package_id: packageId },
  };
  const res = await apiFetch<CreatePaymentIntentData>('/api/create-payment-intent', { body });
  if (!res.meta.success || !res.data) throw new ApiError(res.meta.message);
  return res.data;
}

/** GET /api/payments/{transaction_id}: the caller's own purchase (its plan; pending until the provider confirms). */
export async function fetchPurchase(transactionId: string): Promise<Purchase> {
  const res = await apiFetch<Purchase>(`/api/payments/${encodeURIComponent(transactionId)}`);
  if (!res.meta.success || !res.data) throw new ApiError(res.meta.message);
  return res.data;
}

/** Leaves the app for the provider's checkout page (a function of its own so tests can stand in). */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
