import { z } from 'zod';
import { positiveInt32, safeText } from './primitives.js';

/** The user profile as the spec names it (1-core §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_mobile: z.string().nullable(),
  address: z.string().nullable(),
  address_en: z.string().nullable(),
  postal_code: z.string().nullable(),
  profile_image: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  preferred_language: z.string(),
  role: z.enum(['user', 'admin']),
});
export type Profile = z.infer<typeof profileSchema>;

/** One line of text: no control characters (a NUL would not even fit in the database). */
export function isSingleLine(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return false;
  }
  return true;
}

const optionalText = (max: number) =>
  safeText().trim().max(max, 'field_too_long').refine(isSingleLine, 'invalid_input');

const locationId = positiveInt32('city_not_found');

/** POST /api/web/update-profile. Every field optional; province and city travel together. */
export const updateProfileBodySchema = z
  .object({
    full_name: optionalText(120).min(1, 'fill_required_fields'),
    postal_code: optionalText(10),
    user_mobile: optionalText(30),
    state_id: locationId,
    city_id: locationId,
    /** one of the 13 language tags (checked by the server: `language_not_supported`) */
    preferred_language: safeText().min(2, 'language_not_supported').max(35, 'language_not_supported'),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /api/users/profile takes the same fields. */
export const putProfileBodySchema = updateProfileBodySchema;
