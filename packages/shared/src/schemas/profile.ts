import { z } from 'zod';

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

const optionalText = (max: number) => z.string().trim().max(max, 'field_too_long');

/** POST /api/web/update-profile. Every field optional; province and city travel together. */
export const updateProfileBodySchema = z
  .object({
    full_name: optionalText(120).min(1, 'fill_required_fields'),
    postal_code: optionalText(10),
    user_mobile: optionalText(30),
    state_id: z.coerce.number().int().positive(),
    city_id: z.coerce.number().int().positive(),
    preferred_language: z.string().min(2).max(5),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /api/users/profile takes the same fields. */
export const putProfileBodySchema = updateProfileBodySchema;
