import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, settings } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CONTACT_RATE_LIMIT } from './contact.routes.js';

let app: FastifyInstance;
let ip = 0;
// Each test sends from its own address, so the per-IP limit of one test does not affect another.
beforeEach(async () => {
  app ??= await buildTestApp();
  ip += 1;
});
afterAll(() => app.close());

const send = (payload: object, from = `10.0.0.${ip}`) =>
  app.inject({
    method: 'POST',
    url: '/api/web/contact',
    payload,
    remoteAddress: from,
    headers: { language: 'fr' },
  });

const VALID = {
  email: 'Amina@Example.org',
  firstName: 'Amina',
  lastName: 'Yusuf',
  message: 'Hello!\nCan you help me find an English class?',
};

describe('POST /api/web/contact', () => {
  it('mails the organisation address from settings and keeps the message', async () => {
    const res = await send(VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { success: true, message: 'contact_us.success' }, data: null });
    const [mail] = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      to: 'hello@harbour.local',
      kind: 'contact_us',
      subject: 'Contact form: Amina Yusuf',
    });
    expect(mail!.text).toContain('amina@example.org');
    expect(mail!.text).toContain('Can you help me find an English class?');
    const [stored] = await app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({
      email: 'amina@example.org',
      firstName: 'Amina',
      lastName: 'Yusuf',
      language: 'fr',
    });
  });

  it('accepts the smaller form without a last name', async () => {
    const res = await send({ email: 'omar@example.org', firstName: 'Omar', message: 'Thank you' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with the message key for missing or bad fields, and writes nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const cases: [object, string][] = [
      [{ ...VALID, email: '' }, 'fill_required_fields'],
      [{ ...VALID, email: 'not-an-address' }, 'email_not_valid'],
      [{ ...VALID, firstName: '   ' }, 'fill_required_fields'],
      [{ ...VALID, message: '' }, 'fill_required_fields'],
      [{ email: VALID.email, firstName: 'A' }, 'fill_required_fields'],
      [{ ...VALID, message: 'x'.repeat(5001) }, 'field_too_long'],
      [{ ...VALID, firstName: 'A\r\nBcc: x@y.z' }, 'invalid_input'],
    ];
    for (const [i, [body, key]] of cases.entries()) {
      const res = await send(body, `10.1.0.${i + 1}`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json<{ meta: { message: string } }>().meta.message, JSON.stringify(body).slice(0, 60)).toBe(
        key,
      );
    }
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  it(`allows ${CONTACT_RATE_LIMIT} messages per address, then 429 too_many_requests`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await send(VALID)).statusCode).toBe(200);
    const refused = await send(VALID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { success: false, message: 'too_many_requests' }, data: null });
    expect((await send(VALID, '10.9.9.9')).statusCode).toBe(200);
  });

  it('answers 503 contact_us.error and keeps nothing when no organisation address is set', async () => {
    await app.db.delete(settings).where(eq(settings.settingType, 'org_email'));
    const before = (await app.db.select().from(contactMessages)).length;
    const res = await send(VALID);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ meta: { success: false, message: 'contact_us.error' }, data: null });
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });
});
