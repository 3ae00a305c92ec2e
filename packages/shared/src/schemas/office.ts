import { z } from 'zod';
import { emailSchema } from '../rules/email.js';
import { safeText } from './primitives.js';

/** YYYY-MM-DD of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** POST /api/web/sent-office-invitation (the directory and pricing API contract Office invitation). */
export const officeInvitationBodySchema = z.object({
  email: emailSchema,
  preferred_date: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .refine(isCalendarDate, 'office.date_not_valid'),
});
export type OfficeInvitationBody = z.input<typeof officeInvitationBodySchema>;

/** data is the message to show (a catalogue key of the office namespace). */
export const officeInvitationResponseSchema = z.string();
