import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';

/** How a promo lowers the price: by a percent of it, or by a fixed amount of dollars. */
export const discountTypeSchema = z.enum(['Percentage', 'Amount']);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const packagePromoSchema = z.object({
  name: z.string(),
  /** ISO date-time; only promos still running are sent */
  expires_at: z.string(),
  discount: z.number(),
  discount_type: discountTypeSchema,
});
export type PackagePromo = z.infer<typeof packagePromoSchema>;

/** Listing plan of the directory entities / the listing fields (business, event and job packages). Prices in dollars. */
export const listingPackageSchema = z.object({
  package_id: z.number().int(),
  /** first word is the number of months, e.g. "3 Months" */
  package_name: z.string(),
  package_description: z.string(),
  package_price: z.number(),
  package_price_monthly: z.number().nullable(),
  /** the plan's unit: day, week, month, year */
  package_type: z.string(),
  /** how many units one period of the plan holds: the number its English name starts with ("12 Months": 12) */
  period_count: z.number().int().optional(),
  /** a plan for non-profits: the listing waits for an admin's approval (its English name says "non-profit") */
  needs_approval: z.boolean().optional(),
  promos: z.array(packagePromoSchema),
});
export type ListingPackage = z.infer<typeof listingPackageSchema>;

export const packageListSchema = z.object({ package_list: z.array(listingPackageSchema) });
export const packageListEnvelope = statusEnvelope(packageListSchema);

/** NuChat plan: id, name, price, is_trial (the listing fields). */
export const nuChatPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** month or year */
  interval: z.string(),
  is_trial: z.boolean(),
});
export type NuChatPackage = z.infer<typeof nuChatPackageSchema>;
export const nuChatPackageListSchema = z.object({ package_list: z.array(nuChatPackageSchema) });
export const nuChatPackageListEnvelope = statusEnvelope(nuChatPackageListSchema);

/** NuPOST plan: id, plan_name, plan_scheme, plan_price.plan_price, plan_limit[0].limit. */
export const nuPostPlanSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  plan_scheme: z.string(),
  plan_price: z.object({ plan_price: z.number() }),
  /** limit: the most members; null for the custom top tier */
  plan_limit: z.array(z.object({ limit: z.number().int().nullable() })),
});
export type NuPostPlan = z.infer<typeof nuPostPlanSchema>;
export const nuPostPlanListSchema = z.object({ plan_list: z.array(nuPostPlanSchema) });
export const nuPostPlanListEnvelope = statusEnvelope(nuPostPlanListSchema);

/** Chat service profile (GET /api/chat/user/auth). */
export const chatProfileSchema = z.object({
  isInTrial: z.boolean(),
  /** in the trial, or a paid NuChat plan still runs: the chat is open */
  hasAccess: z.boolean(),
  /** when the paid plans stop covering the user (ISO); null without a running one */
  paidUntil: z.string().nullable(),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/** Days of the NuChat free trial after registration (the listing constants and prices). */
export const NUCHAT_TRIAL_DAYS = 30;
