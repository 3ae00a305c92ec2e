import type { AdminPurchase, AdminPurchaseListQuery } from '@harbour/shared';
import { notFound } from '../../lib/errors.js';
import { receiptNumber } from '../payments/index.js';
import {
  activateAlternatePayment,
  rejectAlternatePayment,
  type AlternatePaymentDeps,
} from '../listings/index.js';
import * as repo from './listing-admin.repository.js';

export type { AlternatePaymentDeps };

function toAdminPurchase(
  row: repo.PurchaseRow & { userEmail: string | null },
  listing: repo.PurchaseListing | null,
): AdminPurchase {
  return {
    id: row.id,
    reference: receiptNumber(row.id),
    user_id: row.userId,
    user_email: row.userEmail,
    product: row.product,
    package_name: row.packageName,
    quantity: row.quantity,
    provider: row.provider,
    status: row.status,
    total_cents: row.totalCents,
    tax_cents: row.taxCents,
    currency: row.currency,
    rejection_reason: row.rejectionReason,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    listing,
  };
}

export async function listPurchases(db: AlternatePaymentDeps['db'], query: AdminPurchaseListQuery) {
  const { rows, total } = await repo.listPurchases(db, {
    waiting: query.waiting === '1',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const listings = await repo.listingsOfPurchases(
    db,
    rows.map((r) => r.id),
  );
  return {
    purchases: rows.map((r) => toAdminPurchase(r, listings.get(r.id) ?? null)),
    count: total,
    page: query.page,
  };
}

async function current(db: AlternatePaymentDeps['db'], id: number): Promise<AdminPurchase> {
  const row = await repo.findPurchase(db, id);
  if (!row) throw notFound('purchase_not_found');
  const listings = await repo.listingsOfPurchases(db, [id]);
  return toAdminPurchase(row, listings.get(id) ?? null);
}

/**
 * 404 purchase_not_found; 409 purchase_not_pending unless a pending e-transfer, cheque or plan for
 * non-profits (approved: its listing goes live for the plan's period).
 */
export async function activate(deps: AlternatePaymentDeps, id: number): Promise<AdminPurchase> {
  await activateAlternatePayment(deps, id);
  return current(deps.db, id);
}

/** The reason is shown to the owner; a plan for non-profits needs one (400 purchase.reason_required). */
export async function reject(
  deps: AlternatePaymentDeps,
  id: number,
  reason: string | null,
): Promise<AdminPurchase> {
  await rejectAlternatePayment(deps, id, reason);
  return current(deps.db, id);
}
