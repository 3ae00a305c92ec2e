/** Business constants from the spec (names used across server and web). No zod here: the web's first script imports this file. */

/** Shown for any failed network call (the error catalogue, 2 §8, 3 §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong!';
export const DEFAULT_COUNTRY_ID = 38;
export const PASSWORD_MIN_LENGTH = 8; // issue 2: stricter than the spec's 7, satisfies it
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_TTL_DAYS = 30;
export const EMAIL_TOKEN_TTL_HOURS = 48;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const LOGIN_TOKEN_TTL_MINUTES = 20; // the spec's 1,200,000 ms constant
/** failed logins of one address (15 min) after which a login needs a solved captcha */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 4096 * 4096;
export const PROFILE_IMAGE_OUTPUT_SIZE = 512;
export const DELETE_ACCOUNT_REDIRECT_MS = 3000;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const DIRECTORY_PAGE_SIZE = 10;
export const HEADER_BREAKPOINT_PX = 900;
export const MAIN_BREAKPOINT_PX = 960;
export const TRANSLATION_CACHE_DAYS = 7;
export const FEATURE_NAMES = [
  'irsa',
  'nuchat',
  'medavie',
  'gov_pei',
  'gov_stratford',
  'gov_cornwall',
  'upei',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
