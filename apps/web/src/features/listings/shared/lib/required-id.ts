import { z } from 'zod';

/** A chosen id (province, city) that the form starts without: null until chosen, then required. */
export function requiredId(message: string) {
  return z
    .number()
    .nullable()
    .refine((v) => v != null, message);
}
