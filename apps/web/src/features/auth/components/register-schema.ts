import { z } from 'zod';
import { isStrongPassword, isValidEmail } from '@harbour/shared';

export const registerFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    postalCode: z.string(),
    provinceId: z.number().nullable(),
    cityId: z.number().nullable(),
    password: z.string(),
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const problem = firstRegisterProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type RegisterFormValues = z.infer<typeof registerFormSchema>;
type Field = keyof RegisterFormValues;

const REQUIRED_ORDER: Field[] = [
  'firstName',
  'lastName',
  'email',
  'postalCode',
  'provinceId',
  'cityId',
  'password',
  'confirmPassword',
  'terms',
];

function isFilled(value: RegisterFormValues[Field]): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  return value != null;
}

/** Every required field is filled and the terms are accepted (the button waits for this). */
export function isRegisterComplete(values: RegisterFormValues): boolean {
  return REQUIRED_ORDER.every((f) => isFilled(values[f]));
}

/**
 * The one problem to show, in the spec's order (1-core §5): missing fields, then a valid e-mail,
 * then matching passwords, then the password rule.
 */
export function firstRegisterProblem(values: RegisterFormValues): { field: Field; message: string } | null {
  const missing = REQUIRED_ORDER.find((f) => !isFilled(values[f]));
  if (missing) return { field: missing, message: 'fill_required_fields' };
  if (!isValidEmail(values.email)) return { field: 'email', message: 'email_not_valid' };
  if (values.password !== values.confirmPassword)
    return { field: 'confirmPassword', message: 'passwords_dont_match' };
  if (!isStrongPassword(values.password)) return { field: 'password', message: 'password_requirements' };
  return null;
}
