import { z } from 'zod';
import { positiveInt32 } from './primitives.js';

const id = (key = 'fill_required_fields') => positiveInt32(key);

/** A coupon as the web app shows it (the core entities: description_en, restriction_use, expire_at, coupon_code). */
export const couponSchema = z.object({
  coupon_id: z.number().int(),
  business_id: z.number().int().nullable(),
  business_name: z.string(),
  city_name: z.string().nullable(),
  description_en: z.string(),
  restriction_use: z.string(),
  /** ISO 8601 instant after which the coupon can no longer be used or collected */
  expire_at: z.string(),
  /** only for the member who collected the coupon; null for everyone else */
  coupon_code: z.string().nullable(),
  expired: z.boolean(),
  /** whether the caller has collected it (false for visitors) */
  collected: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * GET /api/nupond/getCoupons: `userId` → that user's collected coupons (the caller only);
 * `businessId` → the business's coupons that can still be collected; neither → every coupon that can
 * still be collected. Both at once is a 400 `invalid_input`.
 */
export const getCouponsQuerySchema = z
  .object({ userId: id('invalid_input').optional(), businessId: id('invalid_input').optional() })
  .refine((q) => q.userId === undefined || q.businessId === undefined, 'invalid_input');
export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** GET /api/nupond/getCouponInfo?couponId */
export const couponInfoQuerySchema = z.object({ couponId: id() });

/** POST /api/nupond/collectCoupon and /api/nupond/removeCoupon: `userId` must be the caller. */
export const couponActionBodySchema = z.object({ couponId: id(), userId: id() });
export type CouponActionBody = z.infer<typeof couponActionBodySchema>;
