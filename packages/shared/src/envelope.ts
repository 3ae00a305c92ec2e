import { z } from 'zod';

/** Main API answer: `{ meta: { success, message }, data }`. `message` is an i18n key or a sentence. */
export const metaSchema = z.object({ success: z.boolean(), message: z.string() });
export type Meta = z.infer<typeof metaSchema>;

export function apiEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ meta: metaSchema, data });
}
export type ApiEnvelope<T> = { meta: Meta; data: T };

/** Second back end answer: `{ status: 1 | 0, message, data }`. */
export function statusEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string(), data });
}
export type StatusEnvelope<T> = { status: 0 | 1; message: string; data: T };

/** Error answer used for every 4xx/5xx of the main API. */
export const apiErrorSchema = z.object({ meta: metaSchema, data: z.null() });
