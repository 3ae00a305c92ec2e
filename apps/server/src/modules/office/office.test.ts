import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, officeInvitations, settings } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { OFFICE_RATE_LIMIT } from './office.routes.js';
import { officeToday } from './office.service.js';

let app: FastifyInstance;
let ip = 0;
beforeEach(async () => {
  app ??= await buildTestApp();
  ip += 1;
});
afterAll(() => app.close());

const inDays = (n: number) => {
  const d = new Date(`${officeToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const send = (payload: object, { from = `10.2.0.${ip}`, lang = 'fr' } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/web/sent-office-invitation',
    payload,
    remoteAddress: from,
    headers: { language: lang },
  });

const count = async () => (await app.db.select().from(officeInvitations)).length;

describe('POST /api/web/sent-office-invitation', () => {
  it('keeps the request, mails the office and confirms to the requester in their language', async () => {
    const date = inDays(7);
    const res = await send({ email: ' Lina@Example.CA ', preferred_date: date });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { success: true, message: 'office.invitation_sent' },
      data: 'office.invitation_sent',
    });
    const [stored] = await app.db
      .select()
      .from(officeInvitations)
      .orderBy(desc(officeInvitations.id))
      .limit(1);
    expect(stored).toMatchObject({ email: 'lina@example.ca', preferredDate: date, language: 'fr' });
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    const office = mails.find((m) => m.kind === 'office_invitation');
    const confirmation = mails.find((m) => m.kind === 'office_invitation_confirmation');
    expect(office).toMatchObject({ to: 'hello@harbour.local' });
    expect(office!.text).toContain('lina@example.ca');
    expect(office!.text).toContain(date);
    expect(confirmation).toMatchObject({ to: 'lina@example.ca' });
    // the date is written out in the requester's language
    const long = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
    expect(confirmation!.text).toContain(long);
  });

  it("accepts today's date at the office", async () => {
    expect((await send({ email: 'omar@example.org', preferred_date: officeToday() })).statusCode).toBe(200);
  });

  it('answers 400 with a clear key for a bad e-mail, a missing or past date, and keeps nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ email: 'not-an-address', preferred_date: inDays(3) }, 'email_not_valid'],
      [{ email: '', preferred_date: inDays(3) }, 'fill_required_fields'],
      [{ preferred_date: inDays(3) }, 'fill_required_fields'],
      [{ email: 'a@example.ca', preferred_date: '' }, 'fill_required_fields'],
      [{ email: 'a@example.ca' }, 'fill_required_fields'],
      [{ email: 'a@example.ca', preferred_date: '2030-02-30' }, 'office.date_not_valid'],
      [{ email: 'a@example.ca', preferred_date: 'tomorrow' }, 'office.date_not_valid'],
      [{ email: 'a@example.ca', preferred_date: inDays(-1) }, 'office.date_in_past'],
    ];
    for (const [i, [body, key]] of cases.entries()) {
      const res = await send(body, { from: `10.3.0.${i + 1}` });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
    }
    expect(await count()).toBe(before);
  });

  it(`allows ${OFFICE_RATE_LIMIT} requests per address, then 429 too_many_requests`, async () => {
    const body = { email: 'rate@example.ca', preferred_date: inDays(1) };
    for (let i = 0; i < OFFICE_RATE_LIMIT; i++) expect((await send(body)).statusCode).toBe(200);
    const refused = await send(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { success: false, message: 'too_many_requests' }, data: null });
    expect((await send(body, { from: '10.9.9.8' })).statusCode).toBe(200);
  });

  it('answers 503 office.invitation_failed and keeps nothing when no office address is set', async () => {
    await app.db.delete(settings).where(eq(settings.settingType, 'org_email'));
    const before = await count();
    const res = await send({ email: 'x@example.ca', preferred_date: inDays(2) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ meta: { success: false, message: 'office.invitation_failed' }, data: null });
    expect(await count()).toBe(before);
  });
});

describe('officeToday', () => {
  it('is the date in Halifax, not UTC', () => {
    // 02:00 UTC on 10 June is still 9 June (23:00) in Halifax
    expect(officeToday(new Date('2030-06-10T02:00:00Z'))).toBe('2030-06-09');
    expect(officeToday(new Date('2030-06-10T12:00:00Z'))).toBe('2030-06-10');
  });
});
