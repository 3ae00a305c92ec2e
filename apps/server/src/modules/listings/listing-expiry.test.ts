import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, cities, events, jobs, listingExpiryNotices } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK } from '../../test/listings.js';
import { userAuth } from '../../test/sessions.js';
import { expireListings, scheduleListingExpiry, type ExpiryDeps } from './listing-expiry.js';
import { mailsOfKind } from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number };
let city: { id: number; provinceId: number };
const TODAY = '2030-06-15';
let n = 0;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  const [row] = await app.db.select({ id: cities.id, provinceId: cities.provinceId }).from(cities).limit(1);
  city = row!;
});
afterAll(() => app.close());

async function business(status: number, end: string, userId: number | null = owner.userId) {
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug: `expiry-${++n}`,
      businessName: `Expiry Business ${n}`,
      hours: CLOSED_WEEK,
      cityId: city.id,
      userId,
      status,
      listingStartDate: '2030-01-01',
      listingEndDate: end,
    })
    .returning({ id: businesses.id });
  return row!.id;
}

async function job(status: number, end: string | null) {
  const [row] = await app.db
    .insert(jobs)
    .values({
      slug: `expiry-job-${++n}`,
      jobTitle: `Expiry Job ${n}`,
      companyName: 'Co',
      cityId: city.id,
      stateId: city.provinceId,
      userId: owner.userId,
      status,
      postedAt: '2030-01-01',
      listingStartDate: end ? '2030-01-01' : null,
      listingEndDate: end,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

async function event(status: number, end: string | null) {
  const [row] = await app.db
    .insert(events)
    .values({
      provinceId: city.provinceId,
      cityId: city.id,
      title: `Expiry Event ${++n}`,
      eventDate: '2030-07-01',
      startTime: '10:00',
      venue: 'Hall',
      address: '1 Main St',
      details: 'Details',
      userId: owner.userId,
      status,
      listingStartDate: end ? '2030-01-01' : null,
      listingEndDate: end,
    })
    .returning({ id: events.id });
  return row!.id;
}

const statusOf = async (table: typeof businesses | typeof jobs | typeof events, id: number) =>
  (await app.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;

function deps(
  listingsChanged = vi.fn(async () => {}),
): ExpiryDeps & { listingsChanged: typeof listingsChanged } {
  return { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl, log: app.log, listingsChanged };
}

describe('expireListings', () => {
  it('expires live listings past their end date, in every paid kind, and tells the directory', async () => {
    const past = await business(1, '2030-06-14');
    const lastDay = await business(1, TODAY);
    const inactive = await business(0, '2030-06-01');
    const pastJob = await job(1, '2030-06-10');
    const seededJob = await job(1, null);
    const pastEvent = await event(1, '2030-06-14');
    const seededEvent = await event(1, null);

    const d = deps();
    const result = await expireListings(d, TODAY);
    expect(result.expired).toBe(3);
    expect(d.listingsChanged).toHaveBeenCalledTimes(1);
    expect(await statusOf(businesses, past)).toBe(2);
    expect(await statusOf(businesses, lastDay)).toBe(1);
    expect(await statusOf(businesses, inactive)).toBe(0);
    expect(await statusOf(jobs, pastJob)).toBe(2);
    expect(await statusOf(jobs, seededJob)).toBe(1);
    expect(await statusOf(events, pastEvent)).toBe(2);
    expect(await statusOf(events, seededEvent)).toBe(1);

    // a second pass changes nothing and tells no one
    const again = deps();
    expect((await expireListings(again, TODAY)).expired).toBe(0);
    expect(again.listingsChanged).not.toHaveBeenCalled();
  });

  it('mails each owner once, a week before the end, however many passes or processes run', async () => {
    const soon = await business(1, '2030-06-20');
    const weekOut = await business(1, '2030-06-22');
    const later = await business(1, '2030-06-23');
    const ownerless = await business(1, '2030-06-18', null);
    const soonJob = await job(1, '2030-06-16');
    const soonEvent = await event(1, '2030-06-19');
    const before = (await mailsOfKind(app, 'listing_expiry')).length;

    const passes = await Promise.all([expireListings(deps(), TODAY), expireListings(deps(), TODAY)]);
    await expireListings(deps(), TODAY);
    expect(passes.reduce((sum, p) => sum + p.notified, 0)).toBe(4);
    const mails = (await mailsOfKind(app, 'listing_expiry')).slice(before);
    expect(mails).toHaveLength(4);
    const subjects = mails.map((m) => m.subject);
    expect(subjects.some((s) => s.includes(`Expiry Business`) && s.includes('2030-06-20'))).toBe(true);
    expect(subjects.some((s) => s.includes('2030-06-22'))).toBe(true);
    expect(subjects.some((s) => s.includes('2030-06-23'))).toBe(false);
    expect(mails.some((m) => m.text.includes('job posting') || m.text.includes('Job posting'))).toBe(true);
    expect(mails.every((m) => m.text.includes('/vivalinks/manager'))).toBe(true);

    const notices = await app.db
      .select()
      .from(listingExpiryNotices)
      .where(inArray(listingExpiryNotices.listingId, [soon, weekOut, later, ownerless, soonJob, soonEvent]));
    expect(notices.map((x) => `${x.kind}:${x.listingId}`).sort()).toEqual(
      [`business:${soon}`, `business:${weekOut}`, `event:${soonEvent}`, `job:${soonJob}`].sort(),
    );

    // a renewed period (a new end date) gets its own notice
    await app.db.update(businesses).set({ listingEndDate: '2030-06-21' }).where(eq(businesses.id, soon));
    expect((await expireListings(deps(), TODAY)).notified).toBe(1);
  });
});

describe('scheduleListingExpiry', () => {
  it('runs the pass on its timer and stops cleanly', async () => {
    const past = await business(1, '2000-01-01');
    const handle = scheduleListingExpiry({ ...deps(), log: app.log }, 50, 10);
    await vi.waitFor(async () => expect(await statusOf(businesses, past)).toBe(2), { timeout: 5000 });
    await handle.stop();
  });
});
