import { z } from 'zod';
import { emailSchema } from '../rules/email.js';
import { passwordSchema } from '../rules/password.js';
import { idSchema, isSafeText, positiveInt32, safeText } from './primitives.js';
import { isSingleLine, profileSchema } from './profile.js';

const required = (max = 200) =>
  safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(max, 'field_too_long')
    .refine(isSingleLine, 'invalid_input');
/** A token from a link: a wrong shape is answered like an unknown token. */
const linkToken = (invalidKey: string) =>
  safeText(invalidKey).trim().min(20, invalidKey).max(200, invalidKey);
/** A new password: the shared rule, and text the database could store. */
const newPassword = passwordSchema.refine(isSafeText, 'invalid_input');
const captchaFields = {
  captcha: safeText().max(5000).optional().default(''),
  captchaOn: z.boolean().optional().default(false),
};

/** POST /api/login */
export const loginBodySchema = z.object({
  email: safeText('fill_required_fields').trim().min(1, 'fill_required_fields').max(254),
  password: safeText('fill_required_fields').min(1, 'fill_required_fields').max(1024),
  remember: z.boolean().optional().default(true),
  ...captchaFields,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** data of a successful login, verifyLoginToken and reset confirmation */
export const sessionDataSchema = z.object({
  userId: z.number().int(),
  token: z.string(),
  preferred_language: z.string(),
  userData: profileSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** POST /api/registration. `address` is always sent empty by the client (the core validation rules). */
export const registrationBodySchema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: emailSchema,
  password: newPassword,
  address: safeText().max(300, 'field_too_long').refine(isSingleLine, 'invalid_input').optional().default(''),
  postalCode: required(10),
  provinceId: positiveInt32('fill_required_fields'),
  cityId: positiveInt32('fill_required_fields'),
  /** the mail language; anything but one of the 13 tags falls back to the `language` header */
  language: safeText().max(35).optional(),
  ...captchaFields,
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** PATCH /api/auth/confirm-email */
export const confirmEmailBodySchema = z.object({ token: linkToken('confirm_email.invalid_token') });

/** POST /api/auth/resend-confirmation */
export const resendConfirmationBodySchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password?email= */
export const resetPasswordQuerySchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password/confirm: sets the new password from the e-mailed link */
export const resetPasswordConfirmBodySchema = z.object({
  token: linkToken('reset_password.invalid_token'),
  password: newPassword,
});

/** POST /api/web/change-password */
export const changePasswordBodySchema = z.object({
  old_password: safeText('fill_required_fields').min(1, 'fill_required_fields').max(1024),
  new_password: newPassword,
});

/** POST /api/verifyLoginToken (second back end envelope) */
export const verifyLoginTokenBodySchema = z.object({
  data: z.object({ login_token: linkToken('login_token.invalid') }),
});

/** POST /api/deleteUser (second back end envelope). The e-mail typed must match the account's. */
export const deleteUserBodySchema = z.object({
  data: z.object({ user_id: idSchema, email: emailSchema }),
});

/** GET /api/auth/validate-token */
export const validateTokenDataSchema = z.object({ userId: z.number().int() });

/** POST /api/auth/login-token: a one-time login_token to hand the session to another site (chat). */
export const loginTokenDataSchema = z.object({ login_token: z.string(), expires_at: z.string() });

/** POST /api/auth/login-token/preview: whose login_token it is, without using it up */
export const loginTokenPreviewBodySchema = verifyLoginTokenBodySchema.shape.data;
export const loginTokenPreviewDataSchema = z.object({ first_name: z.string() });
