import { z } from 'zod';
import { apiEnvelope, statusEnvelope } from '../envelope.js';
import { isValidEmail } from '../rules/email.js';
import { isNupostPassword } from '../rules/password.js';
import { positiveInt32, safeText } from './primitives.js';
import { isSingleLine } from './profile.js';
import { createPaymentIntentDataSchema } from './payments.js';

/** the listing form rules: the business name has at least 2 characters. */
export const NUPOST_NAME_MIN = 2;
export const NUPOST_NAME_MAX = 120;

/** Business name (the listing form rules): 2+ characters, one line. */
export const nupostNameSchema = safeText('fill_required_fields')
  .trim()
  .min(1, 'fill_required_fields')
  .min(NUPOST_NAME_MIN, 'nupost.signup.name_not_valid')
  .max(NUPOST_NAME_MAX, 'field_too_long')
  .refine(isSingleLine, 'invalid_input');

/** E-mail (the listing form rules): trimmed, the standard pattern, `email_not_valid`; stored lower-cased. */
export const nupostEmailSchema = safeText('fill_required_fields')
  .trim()
  .min(1, 'fill_required_fields')
  .max(254, 'email_not_valid')
  .refine(isValidEmail, 'email_not_valid')
  .transform((v) => v.toLowerCase());

/** Password (the listing form rules): trimmed, 8+ with a lowercase letter, an uppercase letter and a digit. */
export const nupostPasswordSchema = safeText('fill_required_fields')
  .min(1, 'fill_required_fields')
  .max(128, 'password_not_valid')
  .refine(isNupostPassword, 'password_not_valid');

const common = {
  name: nupostNameSchema,
  email: nupostEmailSchema,
  city_id: positiveInt32('fill_required_fields'),
  state_id: positiveInt32('fill_required_fields'),
  /** business_plans.id (GET /api/getBusinessPlanList) */
  business_plan: positiveInt32('fill_required_fields'),
  /** the ALTCHA payload when the deployment asks for a captcha */
  captcha: safeText().max(5000).optional().default(''),
};

/** The sign-up form of step 0 (the listing fields): every field, the two passwords equal. */
export const nupostSignupSchema = z
  .object({
    ...common,
    password: nupostPasswordSchema,
    password_confirmation: safeText('fill_required_fields').max(1024, 'password_not_match'),
  })
  .refine((d) => d.password === d.password_confirmation, {
    message: 'password_not_match',
    path: ['password_confirmation'],
  });
export type NupostSignup = z.input<typeof nupostSignupSchema>;

/** POST /api/nupost/payment-session: the sign-up of a paid plan, before the buyer pays. */
export const nupostPaymentSessionBodySchema = z.object({ data: nupostSignupSchema });
export type NupostPaymentSessionBody = z.input<typeof nupostPaymentSessionBodySchema>;
export const nupostPaymentSessionEnvelope = apiEnvelope(createPaymentIntentDataSchema);

/**
 * POST /api/createBusinessUser (the listing fields and listings API contract). Without `transaction_id` (a free plan) the passwords are
 * required as in the form. With it (back from the provider) the account was made with the passwords
 * when the payment opened, so they may be left out; the server never stores them again.
 */
export const createBusinessUserDataSchema = z
  .object({
    ...common,
    password: safeText('fill_required_fields').max(1024, 'password_not_valid').optional(),
    password_confirmation: safeText('fill_required_fields').max(1024, 'password_not_match').optional(),
    transaction_id: safeText('fill_required_fields')
      .trim()
      .min(1, 'fill_required_fields')
      .max(200)
      .optional(),
  })
  .superRefine((d, ctx) => {
    if (d.transaction_id) return;
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!d.password) issue('fill_required_fields', 'password');
    else if (!isNupostPassword(d.password)) issue('password_not_valid', 'password');
    else if (d.password !== d.password_confirmation) issue('password_not_match', 'password_confirmation');
  });
export const createBusinessUserBodySchema = z.object({ data: createBusinessUserDataSchema });
export type CreateBusinessUserBody = z.input<typeof createBusinessUserBodySchema>;

/** What a created (or already created) business account answers. */
export const businessUserSchema = z.object({
  email: z.string(),
  business_name: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** the mailed confirmation link is still to be followed before signing in */
  email_confirmation_required: z.boolean(),
});
export type BusinessUser = z.infer<typeof businessUserSchema>;
export const businessUserEnvelope = statusEnvelope(businessUserSchema);
