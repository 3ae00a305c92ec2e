import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';
import { idSchema } from './primitives.js';

/**
 * Reference lists the listing wizards read (the listings API contract, Lookups), in the second back end envelope.
 * Names are in the `language` header's language where the database has one, else English.
 */

/** The parent category of event types and age groups in the spec's calls (`data.category_id 2`). */
export const EVENT_PARENT_CATEGORY_ID = 2;

/** POST /api/getbusinessCategory and /api/getVolunteerCategory: "empty data"; the body may be absent. */
export const emptyLookupBodySchema = z.object({ data: z.looseObject({}).optional() }).nullish();

export const categoryItemSchema = z.object({ cat_id: z.number().int(), cat_name: z.string() });
export type CategoryItem = z.infer<typeof categoryItemSchema>;
export const categoryListDataSchema = z.object({ category_list: z.array(categoryItemSchema) });
export type CategoryListData = z.infer<typeof categoryListDataSchema>;
export const categoryListEnvelope = statusEnvelope(categoryListDataSchema);

/**
 * POST /api/getEventCategory: `data.category_id` (2, the default) and `data.city_id` (optional; every
 * city has the same types). Another parent category has no types: an empty list.
 */
export const eventCategoryBodySchema = z
  .object({
    data: z
      .object({
        category_id: idSchema.optional().default(EVENT_PARENT_CATEGORY_ID),
        city_id: idSchema.optional(),
      })
      .optional(),
  })
  .nullish();
export type EventCategoryBody = z.input<typeof eventCategoryBodySchema>;
export const eventCategoryItemSchema = z.object({ sub_category_id: z.number().int(), name: z.string() });
export type EventCategoryItem = z.infer<typeof eventCategoryItemSchema>;
export const eventCategoryEnvelope = statusEnvelope(z.array(eventCategoryItemSchema));

/** POST /api/getAgeGroup: `data.category_id` (2, the default). */
export const ageGroupBodySchema = z
  .object({
    data: z.object({ category_id: idSchema.optional().default(EVENT_PARENT_CATEGORY_ID) }).optional(),
  })
  .nullish();
export type AgeGroupBody = z.input<typeof ageGroupBodySchema>;
export const ageGroupItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type AgeGroupItem = z.infer<typeof ageGroupItemSchema>;
export const ageGroupEnvelope = statusEnvelope(z.array(ageGroupItemSchema));
