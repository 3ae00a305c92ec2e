import type { CreateInvitationKeyInput, InvitationKeyItem, InvitationKeyListQuery } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { checkedQuantity } from '../payments/index.js';
import * as repo from './invitation-keys.repository.js';
import { generateInvitationKey, keyStatus } from './invitation-keys.service.js';

/** Tries for a free generated key; with 31^12 keys a second try is already unheard of. */
const GENERATE_ATTEMPTS = 5;

export function toItem(
  row: repo.InvitationKeyRow,
  pkg: repo.KeyPackage | null,
  now = new Date(),
): InvitationKeyItem {
  return {
    id: row.id,
    key: row.key,
    product: row.product,
    package_id: row.packageId,
    package_name: pkg?.name ?? null,
    quantity: row.quantity,
    max_uses: row.maxUses,
    uses: row.uses,
    remaining: Math.max(0, row.maxUses - row.uses),
    status: keyStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

async function itemOf(db: Db, row: repo.InvitationKeyRow): Promise<InvitationKeyItem> {
  return toItem(row, row.packageId === null ? null : await repo.findKeyPackage(db, row.packageId));
}

/**
 * The plan and quantity a new key gives: a plan on sale of the key's product (400
 * `invitation_key.plan_not_valid`) and a quantity the same rule as every purchase allows; a volunteer
 * key (volunteer listings are free) gives none.
 */
async function keyPlan(db: Db, input: CreateInvitationKeyInput) {
  if (input.product === 'volunteer') return { packageId: null, quantity: 1 };
  const pkg = input.package_id === undefined ? null : await repo.findKeyPackage(db, input.package_id);
  if (!pkg || pkg.product !== input.product || !pkg.active) throw badRequest('invitation_key.plan_not_valid');
  return { packageId: pkg.id, quantity: checkedQuantity(input.product, input.quantity) };
}

/** Issues a key: the admin's own (409 `invitation_key.exists` when taken) or a generated one. */
export async function createInvitationKey(
  db: Db,
  adminId: number,
  input: CreateInvitationKeyInput,
): Promise<InvitationKeyItem> {
  const values = {
    product: input.product,
    ...(await keyPlan(db, input)),
    maxUses: input.max_uses,
    expiresAt: new Date(input.expires_at),
    createdBy: adminId,
  };
  if (input.key !== undefined) {
    const row = await repo.insertKey(db, { ...values, key: input.key });
    if (!row) throw new AppError(409, 'invitation_key.exists');
    return itemOf(db, row);
  }
  for (let i = 0; i < GENERATE_ATTEMPTS; i++) {
    const row = await repo.insertKey(db, { ...values, key: generateInvitationKey() });
    if (row) return itemOf(db, row);
  }
  throw new Error('no free invitation key after several attempts');
}

export async function listInvitationKeys(db: Db, query: InvitationKeyListQuery) {
  const { rows, total } = await repo.listKeys(db, {
    product: query.product,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const ids = [...new Set(rows.flatMap((r) => (r.packageId === null ? [] : [r.packageId])))];
  const plans = new Map((await repo.findKeyPackages(db, ids)).map((p) => [p.id, p]));
  const now = new Date();
  return {
    keys: rows.map((r) => toItem(r, r.packageId === null ? null : (plans.get(r.packageId) ?? null), now)),
    count: total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function revokeInvitationKey(db: Db, id: number): Promise<InvitationKeyItem> {
  const row = await repo.revokeKey(db, id, new Date());
  if (!row) throw notFound('invitation_key.not_found');
  return itemOf(db, row);
}
