import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  businessAccounts,
  businessPlans,
  businesses,
  cities,
  nupostFollows,
  users,
} from '../../db/schema/index.js';
import { userAuth } from '../../test/sessions.js';

export type Auth = { userId: number; authorization: string };

/** A user holding a NuPOST business account on the plan `code` (seeded nupost-50 … nupost-501). */
export async function businessAuth(
  app: FastifyInstance,
  opts: { plan?: string; name?: string; lang?: string } = {},
): Promise<Auth> {
  const auth = await userAuth(app);
  const [plan] = await app.db
    .select({ id: businessPlans.id })
    .from(businessPlans)
    .where(eq(businessPlans.code, opts.plan ?? 'nupost-50'));
  await app.db
    .insert(businessAccounts)
    .values({ userId: auth.userId, businessName: opts.name ?? 'Harbour Bakery', planId: plan!.id });
  if (opts.lang)
    await app.db.update(users).set({ preferredLanguage: opts.lang }).where(eq(users.id, auth.userId));
  return auth;
}

let listings = 0;
/** A business listing owned by `userId` (null: no owner); its id. */
export async function listingOf(app: FastifyInstance, userId: number | null): Promise<number> {
  const [city] = await app.db.select({ id: cities.id }).from(cities).limit(1);
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug: `nupost-test-${Date.now().toString(36)}-${++listings}`,
      userId,
      cityId: city!.id,
      businessName: 'Harbour Bakery',
      hours: {} as never,
      listingStartDate: '2026-01-01',
      listingEndDate: '2027-01-01',
    })
    .returning({ id: businesses.id });
  return row!.id;
}

/** `n` members following the business, written directly (for limits). */
export async function addFollowers(app: FastifyInstance, businessUserId: number, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const member = await userAuth(app);
    await app.db.insert(nupostFollows).values({ businessUserId, memberUserId: member.userId });
  }
}

export const messageOf = (res: LightMyRequestResponse) =>
  res.json<{ meta: { message: string } }>().meta.message;
