import { z } from 'zod';

// Local part, @, then a domain with a dot and a 2+ letter ending, or an IP literal (the core validation rules).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email) && !email.split('@')[0]!.includes('..');
}

/** Trims and lower-cases; the message key is the spec's `email_not_valid`. */
export const emailSchema = z
  .string({ error: 'fill_required_fields' })
  .trim()
  .min(1, 'fill_required_fields')
  .refine(isValidEmail, 'email_not_valid')
  .transform((v) => v.toLowerCase());
