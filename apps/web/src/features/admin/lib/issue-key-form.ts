import { z } from 'zod';
import {
  INVITATION_KEY_MAX_USES,
  createInvitationKeyBodySchema,
  invitationKeyProductSchema,
  isoDate,
  type CreateInvitationKeyBody,
} from '@harbour/shared';

/** What the issue form holds: text as typed; the expiry is a calendar day. */
export interface IssueKeyValues {
  product: string;
  max_uses: string;
  expires_on: string;
  key: string;
}

export const EMPTY_ISSUE_KEY: IssueKeyValues = { product: '', max_uses: '1', expires_on: '', key: '' };

/** Today as 'YYYY-MM-DD' in the browser's zone. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's rules, with the server's message keys; the server checks the same again. */
export const issueKeySchema = z.object({
  product: z.string().pipe(invitationKeyProductSchema),
  max_uses: z
    .string()
    .trim()
    .regex(/^\d+$/, 'invitation_key.max_uses_not_valid')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'invitation_key.max_uses_not_valid')
        .max(INVITATION_KEY_MAX_USES, 'invitation_key.max_uses_not_valid'),
    ),
  expires_on: isoDate('invitation_key.expiry_not_valid').refine(
    (d) => d >= localDay(),
    'invitation_key.expiry_in_past',
  ),
  key: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(createInvitationKeyBodySchema.shape.key),
});
export type IssueKeyOutput = z.output<typeof issueKeySchema>;

/** The key lasts to the end of the chosen day in the admin's zone. */
export function toIssueBody(v: IssueKeyOutput): CreateInvitationKeyBody {
  const [y, m, d] = v.expires_on.split('-').map(Number) as [number, number, number];
  const expires = new Date(y, m - 1, d, 23, 59, 59);
  return {
    product: v.product,
    max_uses: v.max_uses,
    expires_at: expires.toISOString(),
    ...(v.key ? { key: v.key } : {}),
  };
}
