import { z } from 'zod';

/**
 * Building blocks of every request schema. Ids and numbers are bounded to what a PostgreSQL
 * `integer` holds, and text refuses what PostgreSQL refuses in UTF-8 text, so bad input is a 400
 * with a message key at validation, never a 500 from the database.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Highest page number any paged request accepts. */
export const PAGE_NUMBER_MAX = 100_000;

// A surrogate half without its partner: not UTF-8, so PostgreSQL text cannot store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as PostgreSQL text: no NUL (U+0000), no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * A request string: `z.string()` that answers `invalid_input` to a NUL or a lone surrogate.
 * `error` is the key for a missing or non-string value. Chain `.trim().min().max()…` as usual;
 * the safety check runs first, so its key wins.
 */
export function safeText(error: string = 'invalid_input') {
  return z.string({ error }).refine(isSafeText, 'invalid_input');
}

// A whole number as a query string or path segment carries it: digits, an optional minus sign.
const DECIMAL_INTEGER = /^-?\d{1,20}$/;

function toNumberIfDecimal(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value;
}

export interface IntOptions {
  /** message key of every failure (missing, not a whole number, out of range); default `invalid_input` */
  error?: string;
  /** smallest accepted value, at least INT32_MIN */
  min?: number;
  /** largest accepted value, at most INT32_MAX */
  max?: number;
}

/**
 * A whole number within PostgreSQL `integer` (or tighter `min`/`max`), from a JSON number or
 * from a string of decimal digits (query strings and path params). Unlike `z.coerce.number()`,
 * '' is not 0, '1e3', '0x10', '1.5', true, null and arrays are refused, and so are Infinity,
 * NaN and anything beyond 2^31 − 1.
 */
export function int32(options: IntOptions = {}) {
  const error = options.error ?? 'invalid_input';
  const min = Math.max(options.min ?? INT32_MIN, INT32_MIN);
  const max = Math.min(options.max ?? INT32_MAX, INT32_MAX);
  return z
    .preprocess(toNumberIfDecimal, z.number({ error }).int(error).min(min, error).max(max, error))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** An id: 1 … 2,147,483,647 (a PostgreSQL `serial`). */
export function positiveInt32(error: string = 'invalid_input', max: number = INT32_MAX) {
  return int32({ error, min: 1, max });
}

/** A database id with the key `invalid_input`. */
export const idSchema = positiveInt32();

/** A page number from 1 (default 1 when absent), at most PAGE_NUMBER_MAX. */
export function pageNumber(error: string = 'invalid_page', max: number = PAGE_NUMBER_MAX) {
  return positiveInt32(error, max).optional().default(1);
}
