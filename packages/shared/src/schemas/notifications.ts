import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from '../constants.js';
import { idSchema as id, int32, pageNumber, safeText } from './primitives.js';

/** Kinds of notice the seed and the page know about; others show with the general look. */
export const NOTIFICATION_TYPES = [
  'general',
  'road',
  'weather',
  'health',
  'library',
  'newcomer',
  'community',
  'personal',
] as const;

/** One notification (the core entities). `city_id` null: the whole province; `user_id` set: addressed to that user only. */
export const notificationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  type: z.string(),
  gov_alert: z.boolean(),
  title: z.string(),
  icon: z.string().nullable(),
  message: z.string(),
  /** ISO 8601 */
  updated_at: z.string(),
  /** who sent it: the business of a NuPOST notice (type business), else null */
  business_name: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/web/notifications (signed in). `pageNumber` counts from 1; `offset` is the page size
 * (default and spec value 10, at most 50). `userId`, when sent, must be the caller. `cityId` defaults
 * to the caller's profile city. `month` (1–12) needs `year`.
 */
export const notificationsQuerySchema = z
  .object({
    userId: id.optional(),
    cityId: id.optional(),
    pageNumber: pageNumber('invalid_input'),
    offset: int32({ min: 1, max: 50 }).default(NOTIFICATIONS_PAGE_SIZE),
    type: safeText().trim().min(1, 'invalid_input').max(40, 'invalid_input').optional(),
    year: int32({ min: 2000, max: 2100 }).optional(),
    month: int32({ min: 1, max: 12 }).optional(),
  })
  .refine((q) => q.month === undefined || q.year !== undefined, { message: 'month_needs_year' });
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsDataSchema = z.object({
  notifications: z.array(notificationSchema),
  /** how many match in all */
  count: z.number().int(),
  pageNumber: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationsData = z.infer<typeof notificationsDataSchema>;

/** GET /api/web/notifications/{id} (signed in): one notification the caller may see, else 404. */
export const notificationParamsSchema = z.object({ id });

/**
 * GET /api/getNotificationForWebsite (second back end): the newest public government alerts of a
 * place (cityId, else provinceId, else the caller's profile city), at most 3, newest first.
 */
export const websiteNotificationQuerySchema = z.object({
  cityId: id.optional(),
  provinceId: id.optional(),
});
export const websiteNotificationDataSchema = z.array(notificationSchema);
