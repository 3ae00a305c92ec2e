import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, OwnedJob } from '@harbour/shared';
import { jobs } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import {
  answer,
  dayFromToday,
  issueKey,
  jobPayload,
  places,
  type Places,
} from '../listing-events/test-helpers.js';
import { addUnits } from '../packages/listing-period.js';
import { chooseOnSandbox, openCheckout, packageId } from '../payments/test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let other: { userId: number; authorization: string };
let admin: { authorization: string };
let at: Places;
let plan: number;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  other = await userAuth(app);
  admin = await adminAuth(app);
  at = await places(app);
  plan = await packageId(app, 'job-1m');
});
afterAll(() => app.close());

const jobData = (overrides: Record<string, unknown> = {}) => jobPayload(at, overrides);

const post = (url: string, payload: object, auth: { authorization: string } | null = owner) =>
  app.inject({ method: 'POST', url, headers: auth ?? {}, payload });

async function ownedList(auth = owner, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/userJobList${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { count: number; jobList: OwnedJob[] } }>().data;
}

async function directoryTitles(): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/web/directory/job?cityId=${at.charlottetown}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { jobs_list: { job_title: string }[] } }>().data.jobs_list.map((j) => j.job_title);
}

const jobsOf = (userId: number) => app.db.select().from(jobs).where(eq(jobs.userId, userId));

describe('POST /api/createJob', () => {
  it('needs a signed-in user for every job call', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/createJob', jobData()],
      ['POST', '/api/editJob', { ...jobData(), id: 1 }],
      ['GET', '/api/userJobList', null],
    ] as const) {
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ status: 0, message: 'unauthorized', data: [] });
    }
  });

  it('answers each rule of the form with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ job_title: 'ab' }, 'title_too_short'],
      [{ job_title: undefined }, 'fill_required_fields'],
      [{ job_title: '  ' }, 'fill_required_fields'],
      [{ company_name: ' Ab ' }, 'name_too_short'],
      [{ hourly_wages: -1 }, 'wage_not_valid'],
      [{ hourly_wages: 'ten' }, 'wage_not_valid'],
      [{ number_of_vacancies: 0 }, 'vacancies_not_valid'],
      [{ number_of_vacancies: 2.5 }, 'vacancies_not_valid'],
      [{ state_id: undefined }, 'province_required'],
      [{ state_id: 999_999 }, 'province_required'],
      [{ city_id: undefined }, 'city_required'],
      [{ city_id: at.halifax }, 'city_not_found'],
      [{ skill_required: 's'.repeat(401) }, 'text_too_long'],
      [{ job_description: 'd'.repeat(601) }, 'text_too_long'],
      [{ how_to_apply: 'h'.repeat(401) }, 'text_too_long'],
      [{ start_date_of_job: dayFromToday(-1) }, 'date_not_valid'],
      [{ start_date_of_job: '2025-13-01' }, 'date_not_valid'],
      [{}, 'payment_required'],
      [{ package_id: plan }, 'payment_required'],
      [{ transaction_id: 'txn_unknown' }, 'payment_not_found'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post('/api/createJob', jobData(overrides));
      expect(answer(res), JSON.stringify(overrides)).toMatchObject({ code: 400, status: 0, message });
    }
    // the limits themselves are allowed
    const key = await issueKey(app, admin, 'job');
    const atLimits = await post(
      '/api/createJob',
      jobData({
        job_title: 'Limits',
        skill_required: 's'.repeat(400),
        job_description: 'd'.repeat(600),
        how_to_apply: 'h'.repeat(400),
        start_date_of_job: dayFromToday(0),
        invitation_key: key,
      }),
    );
    expect(answer(atLimits)).toMatchObject({ code: 200, status: 1 });
    expect((await jobsOf(owner.userId)).map((j) => j.jobTitle)).toEqual(['Limits']);
  });

  it('puts a job paid with a job invitation key in the directory at once; a key for another product is refused', async () => {
    const eventKey = await issueKey(app, admin, 'event');
    const wrong = await post(
      '/api/createJob',
      jobData({ job_title: 'Keyed cook', invitation_key: eventKey }),
    );
    // issue 21 §3: every refusal says only that the key is not valid
    expect(answer(wrong)).toMatchObject({ code: 400, status: 0, message: 'invitation_key.invalid' });
    expect((await jobsOf(owner.userId)).some((j) => j.jobTitle === 'Keyed cook')).toBe(false);

    const key = await issueKey(app, admin, 'job');
    const res = await post('/api/createJob', jobData({ job_title: 'Keyed cook', invitation_key: key }));
    const body = answer(res);
    expect(body).toMatchObject({ code: 200, status: 1, message: 'listing.created' });
    expect(body.data).toMatchObject({ status: 1, payment_state: 'active', amount_due_cents: null });
    const id = (body.data as { id: number }).id;
    expect(await directoryTitles()).toContain('Keyed cook');

    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      userId: owner.userId,
      status: 1,
      employmentType: 'Full-time',
      postedAt: dayFromToday(0),
      listingStartDate: dayFromToday(0),
      // the key's plan (issue 21 §2): issueKey gives a job key the 1-month plan
      listingEndDate: addUnits(dayFromToday(0), 'month', 1),
    });
    const detail = await app.inject({ method: 'GET', url: `/api/web/directory/job/${id}` });
    expect(detail.json<{ data: JobDetail }>().data).toMatchObject({
      job_title: 'Keyed cook',
      employment_type: 'Full-time',
      company_name: 'Harbour Kitchen',
      city: 'Charlottetown',
    });
  });

  it('keeps a card-paid job out of the directory until the provider says it is paid', async () => {
    const checkout = await openCheckout(app, owner.authorization, { product: 'job', package_id: plan });
    const res = await post(
      '/api/createJob',
      jobData({ job_title: 'Card cook', transaction_id: checkout.payment_id }),
    );
    expect(answer(res)).toMatchObject({ code: 200, status: 1, message: 'listing.awaiting_payment' });
    expect(answer(res).data).toMatchObject({ status: 0, payment_state: 'awaiting_payment' });
    expect(await directoryTitles()).not.toContain('Card cook');
    expect((await ownedList()).jobList.find((j) => j.job_title === 'Card cook')).toMatchObject({
      status: 0,
      payment_state: 'awaiting_payment',
    });

    // the same purchase pays for one job only; someone else's is unknown
    const twice = await post(
      '/api/createJob',
      jobData({ job_title: 'Twice', transaction_id: checkout.payment_id }),
    );
    expect(answer(twice)).toMatchObject({ code: 400, message: 'payment_not_found' });
    const foreign = await post(
      '/api/createJob',
      jobData({ job_title: 'Foreign', transaction_id: checkout.payment_id }),
      other,
    );
    expect(answer(foreign)).toMatchObject({ code: 400, message: 'payment_not_found' });

    await chooseOnSandbox(app, checkout.payment_url, 'pay');
    expect(await directoryTitles()).toContain('Card cook');
    expect((await ownedList()).jobList.find((j) => j.job_title === 'Card cook')).toMatchObject({
      status: 1,
      payment_state: 'paid',
    });
  });
});

describe('job management', () => {
  let jobId: number;
  beforeAll(async () => {
    const key = await issueKey(app, admin, 'job');
    const res = await post('/api/createJob', jobData({ job_title: 'Managed job', invitation_key: key }));
    jobId = (answer(res).data as { id: number }).id;
  });

  it("answers another user's or a missing job alike, and changes nothing", async () => {
    const foreign = await post('/api/editJob', { ...jobData({ job_title: 'Taken' }), id: jobId }, other);
    const missing = await post('/api/editJob', { ...jobData({ job_title: 'Taken' }), id: 999_999 });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(answer(foreign)).toMatchObject({ code: 404, status: 0, message: 'listing.not_found' });
    expect((await ownedList(other)).count).toBe(0);
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row!.jobTitle).toBe('Managed job');
  });

  it('updates the fields with the same rules and the directory follows', async () => {
    const bad = await post('/api/editJob', { ...jobData({ skill_required: 'x'.repeat(401) }), id: jobId });
    expect(answer(bad)).toMatchObject({ code: 400, message: 'text_too_long' });
    const res = await post('/api/editJob', {
      ...jobData({ job_title: 'Managed job, renamed', city_id: at.summerside }),
      id: jobId,
    });
    expect(answer(res)).toMatchObject({ code: 200, status: 1, message: 'listing.updated', data: null });
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({ jobTitle: 'Managed job, renamed', cityId: at.summerside, status: 1 });
    expect(await directoryTitles()).not.toContain('Managed job, renamed');
  });

  it('pages the list with page_no and offset, newest first', async () => {
    const all = await ownedList();
    expect(all.count).toBe(4);
    const first = await ownedList(owner, '?page_no=1&offset=3');
    const second = await ownedList(owner, '?page_no=2&offset=3');
    expect(first.jobList.map((j) => j.id)).toEqual(all.jobList.slice(0, 3).map((j) => j.id));
    expect(second.jobList.map((j) => j.id)).toEqual(all.jobList.slice(3).map((j) => j.id));
    expect(second.count).toBe(4);
    expect(all.jobList[0]).toMatchObject({ id: jobId, job_title: 'Managed job, renamed', state_id: at.pei });
    const far = await ownedList(owner, '?page_no=9&offset=3');
    expect(far).toEqual({ count: 4, jobList: [] });
  });
});
