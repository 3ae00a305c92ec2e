import type { CreatePaymentIntentBody, CreatePaymentIntentData, PurchaseProduct } from '@harbour/shared';
import { apiFetch, ApiError } from '@/lib/api-client';

/**
 * POST /api/create-payment-intent: opens a checkout for a plan. The server prices it from the
 * metadata alone (plan, quantity, promo, tax); throws ApiError with the server's message key.
 */
export async function createPaymentIntent(input: {
  /** a listing kind, or 'nuchat' for a NuChat plan */
  product: PurchaseProduct;
  packageId: number;
  quantity?: number;
  productName: string;
}): Promise<CreatePaymentIntentData> {
  const body: CreatePaymentIntentBody = {
    product_name: input.productName,
    currency: 'cad',
    locale: 'en',
    metadata: { product: input.product, package_id: input.packageId, quantity: input.quantity },
  };
  const res = await apiFetch<CreatePaymentIntentData>('/api/create-payment-intent', { body });
  if (!res.meta.success || !res.data) throw new ApiError(res.meta.message);
  return res.data;
}
