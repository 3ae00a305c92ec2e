import { z } from 'zod';
import { isNupostPassword, isValidEmail, NUPOST_NAME_MIN } from '@harbour/shared';

/** The form state of the listing fields (provinces and cities come from the shared location fields). */
export const signupFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    cfPassword: z.string(),
    selectedProvince: z.number().nullable(),
    selectedCity: z.number().nullable(),
    tacAccepted: z.boolean(),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of signupProblems(v)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

export type SignupFormValues = z.infer<typeof signupFormSchema>;
type Field = keyof SignupFormValues;

export const EMPTY_SIGNUP: SignupFormValues = {
  name: '',
  email: '',
  password: '',
  cfPassword: '',
  selectedProvince: null,
  selectedCity: null,
  tacAccepted: false,
};

/** Each field's own problem (the listing form rules), as the per-field error flags of the form. */
export function signupProblems(v: SignupFormValues): [Field, string][] {
  const problems: [Field, string][] = [];
  const name = v.name.trim();
  if (!name) problems.push(['name', 'fill_required_fields']);
  else if (name.length < NUPOST_NAME_MIN) problems.push(['name', 'nupost.signup.name_not_valid']);
  if (!v.email.trim()) problems.push(['email', 'fill_required_fields']);
  else if (!isValidEmail(v.email)) problems.push(['email', 'email_not_valid']);
  if (!v.password.trim()) problems.push(['password', 'fill_required_fields']);
  else if (!isNupostPassword(v.password)) problems.push(['password', 'password_not_valid']);
  if (!v.cfPassword) problems.push(['cfPassword', 'fill_required_fields']);
  else if (v.cfPassword !== v.password) problems.push(['cfPassword', 'password_not_match']);
  if (v.selectedProvince == null) problems.push(['selectedProvince', 'fill_required_fields']);
  if (v.selectedCity == null) problems.push(['selectedCity', 'fill_required_fields']);
  if (!v.tacAccepted) problems.push(['tacAccepted', 'fill_required_fields']);
  return problems;
}

/** isFormValid: every field filled, none in error, the terms accepted (Next acts only then). */
export function isSignupValid(v: SignupFormValues): boolean {
  return signupProblems(v).length === 0;
}

/** The create-user payload of the listing fields (transaction_id added when paid). */
export function signupPayload(v: SignupFormValues, planId: number) {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    password_confirmation: v.cfPassword,
    city_id: v.selectedCity ?? 0,
    state_id: v.selectedProvince ?? 0,
    business_plan: planId,
  };
}
