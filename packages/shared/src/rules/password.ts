import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

/** A short list of passwords that pass the shape rule but are guessed first. */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p4ssword',
  'qwerty123',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'a1234567',
  '1234567a',
  '12345678a',
  'iloveyou1',
  'welcome1',
  'welcome123',
  'letmein1',
  'monkey123',
  'dragon123',
  'football1',
  'baseball1',
  'sunshine1',
  'princess1',
  'trustno1',
  'admin123',
  'admin1234',
  'changeme1',
  'test1234',
  'summer2024',
  'winter2024',
  'canada123',
  'halifax1',
  'harbour1',
  'harbour123',
  'q1w2e3r4',
  '1q2w3e4r',
  'zaq12wsx',
  'asdf1234',
  'qwer1234',
  'pass1234',
  'user1234',
  'login123',
  'master123',
]);

/** At least 8 characters with a letter and a digit, at most 128, not a common password. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(value) &&
    /\d/.test(value) &&
    !COMMON_PASSWORDS.has(value.toLowerCase())
  );
}

export const passwordSchema = z
  .string({ error: 'fill_required_fields' })
  .min(1, 'fill_required_fields')
  .refine(isStrongPassword, 'password_requirements');

/** NuPOST sign-up rule (the listing form rules): 8+ with lowercase, uppercase and a digit. */
export function isNupostPassword(value: string): boolean {
  const v = value.trim();
  return v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);
}
