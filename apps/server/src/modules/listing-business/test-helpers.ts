import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListingCreatedData, OwnedBusiness } from '@harbour/shared';
import { businesses, packages } from '../../db/schema/index.js';
import {
  businessCategoryIds,
  cityIdByName,
  listingMultipart,
  type UploadFile,
} from '../listings/test-helpers.js';
import { openCheckout } from '../payments/test-helpers.js';

export interface StatusBody<T = unknown> {
  status: 0 | 1;
  message: string;
  data: T;
}

/** A complete, valid business form (the listing fields) in Charlottetown; `overrides` replace fields. */
export async function businessForm(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const [category] = await businessCategoryIds(app);
  return {
    business_name: 'Harbour Test Bakery',
    business_address: { address: '100 Queen Street, Charlottetown, PE', lat: 46.2382, lon: -63.1311 },
    business_telephone: '+1 (902) 555-0123',
    business_email: 'Bakery@Example.com',
    business_website: 'harbourbakery.example.ca',
    contact_person: 'Ana Baker',
    business_description_en: 'Fresh bread every morning.',
    keywords_en: 'bread, pastry',
    news_allowed: 'Off',
    business_category: [category],
    business_visible_cities: [await cityIdByName(app, 'Charlottetown')],
    ...overrides,
  };
}

/** POST /api/businessListingRegister as multipart (data + images[]); `json` sends `{data}` as JSON instead. */
export function registerBusiness(
  app: FastifyInstance,
  authorization: string | null,
  data: unknown,
  files: UploadFile[] = [],
  opts: { json?: boolean; language?: string } = {},
) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  if (opts.language) headers.language = opts.language;
  if (opts.json) {
    return app.inject({ method: 'POST', url: '/api/businessListingRegister', headers, payload: { data } });
  }
  const body = listingMultipart(data, files);
  return app.inject({
    method: 'POST',
    url: '/api/businessListingRegister',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export function updateBusiness(
  app: FastifyInstance,
  authorization: string,
  data: unknown,
  files: UploadFile[] = [],
) {
  const body = listingMultipart(data, files);
  return app.inject({
    method: 'POST',
    url: '/api/businessListingUpdate',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

export async function ownedBusinesses(app: FastifyInstance, authorization: string, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/userBusinessListingList${query}`,
    headers: { authorization },
  });
  return {
    statusCode: res.statusCode,
    body: res.json<StatusBody<{ count: number; businessList: OwnedBusiness[] }>>(),
  };
}

export const created = (res: { json: <T>() => T }) => res.json<StatusBody<ListingCreatedData>>();

export async function businessRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

/** A card checkout for a business plan, then a registration that quotes it before it is paid. */
export async function registerByCard(
  app: FastifyInstance,
  authorization: string,
  packageId: number,
  form: Record<string, unknown> = {},
) {
  const checkout = await openCheckout(app, authorization, { product: 'business', package_id: packageId });
  const filled = await businessForm(app, { ...form, transaction_id: checkout.payment_id });
  return { checkout, res: await registerBusiness(app, authorization, filled) };
}

/**
 * A free business plan that goes live at once (12 months, price 0). The seed's only free plan is for
 * non-profits, which waits for an admin's approval (issue 21 §2).
 */
export async function freeLivePlan(app: FastifyInstance): Promise<number> {
  await app.db
    .insert(packages)
    .values({
      code: 'test-business-12m-free',
      product: 'business',
      name: '12 Months',
      priceCents: 0,
      priceMonthlyCents: 0,
      packageType: 'month',
      sortOrder: 99,
    })
    .onConflictDoNothing();
  const [row] = await app.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.code, 'test-business-12m-free'));
  return row!.id;
}
