import { z } from 'zod';
import {
  INVITATION_KEY_MAX_USES,
  PURCHASE_MAX_QUANTITY,
  createInvitationKeyBodySchema,
  invitationKeyProductSchema,
  isoDate,
  quantityAllowed,
  type CreateInvitationKeyBody,
} from '@harbour/shared';

/** What the issue form holds: text as typed; the expiry is a calendar day. */
export interface IssueKeyValues {
  product: string;
  /** the plan each use gives (a package id), empty for a volunteer key */
  package_id: string;
  quantity: string;
  max_uses: string;
  expires_on: string;
  key: string;
}

export const EMPTY_ISSUE_KEY: IssueKeyValues = {
  product: '',
  package_id: '',
  quantity: '1',
  max_uses: '1',
  expires_on: '',
  key: '',
};

/** Whether a key of this product is given more than one period per use (events and jobs). */
export const takesQuantity = (product: string) => quantityAllowed(product, 2);

/** Today as 'YYYY-MM-DD' in the browser's zone. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's rules, with the server's message keys; the server checks the same again. */
export const issueKeySchema = z
  .object({
    product: z.string().pipe(invitationKeyProductSchema),
    package_id: z.string(),
    quantity: z
      .string()
      .trim()
      .regex(/^\d+$/, 'invalid_quantity')
      .transform(Number)
      .pipe(z.number().int().min(1, 'invalid_quantity').max(PURCHASE_MAX_QUANTITY, 'invalid_quantity')),
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
  })
  // the server's rules: a plan for every paid product, a quantity above 1 only for events and jobs
  .superRefine((v, ctx) => {
    if (v.product !== 'volunteer' && !v.package_id) {
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'invitation_key.plan_required' });
    }
    if (!quantityAllowed(v.product, v.quantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'invalid_quantity' });
    }
  });
export type IssueKeyOutput = z.output<typeof issueKeySchema>;

/** The key lasts to the end of the chosen day in the admin's zone. */
export function toIssueBody(v: IssueKeyOutput): CreateInvitationKeyBody {
  const [y, m, d] = v.expires_on.split('-').map(Number) as [number, number, number];
  const expires = new Date(y, m - 1, d, 23, 59, 59);
  return {
    product: v.product,
    ...(v.product !== 'volunteer' && v.package_id ? { package_id: Number(v.package_id) } : {}),
    quantity: v.product === 'volunteer' ? 1 : v.quantity,
    max_uses: v.max_uses,
    expires_at: expires.toISOString(),
    ...(v.key ? { key: v.key } : {}),
  };
}
