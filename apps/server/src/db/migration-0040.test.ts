import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUPOST_PICTURE_PATH } from '@harbour/shared';
import { rowsOf, type Database } from './client.js';
import { databaseBefore, type DatabaseBefore } from '../test/migrations-before.js';

/*
 * Migration 0040 on a database at 0039: notices not yet sent whose picture is an outside URL (from before
 * uploads) or another business's upload let it go; the business's own uploads and sent notices stay.
 */

let database: Database;
let before: DatabaseBefore;
let owner: number;
let other: number;
const own = (userId: number) => `/uploads/nupost/${userId}/${'a'.repeat(32)}.webp`;

const one = (query: ReturnType<typeof sql>) => before.one(query);

async function notice(status: string, picture: string | null): Promise<number> {
  return one(sql`insert into nupost_notices (business_user_id, title, body, picture, original_lang, status)
    values (${owner}, 'Coats', 'Free coats on Saturday.', ${picture}, 'en', ${status}) returning id`);
}

const pictureOf = async (id: number) =>
  rowsOf<{ picture: string | null }>(
    await database.db.execute(sql`select picture from nupost_notices where id = ${id}`),
  )[0]!.picture;

let ids: Record<string, number>;

beforeAll(async () => {
  before = await databaseBefore('0040_nupost_outside_pictures');
  database = before.database;
  const db = database.db;
  const plan = await one(sql`insert into business_plans (code, name, plan_scheme, price_cents)
    values ('starter', 'Starter', 'monthly', 0) returning id`);
  const user = (email: string) =>
    one(sql`insert into users (email, password_hash, first_name, last_name)
      values (${email}, 'x', 'Ann', 'Lee') returning id`);
  owner = await user('owner@example.test');
  other = await user('other@example.test');
  for (const id of [owner, other]) {
    await db.execute(sql`insert into business_accounts (user_id, business_name, plan_id)
      values (${id}, 'Coats', ${plan})`);
  }
  ids = {
    draftOutside: await notice('draft', 'https://example.org/coat.jpg'),
    scheduledOutside: await notice('scheduled', 'https://example.org/coat.jpg'),
    draftOthers: await notice('draft', own(other)),
    draftOwn: await notice('draft', own(owner)),
    draftNone: await notice('draft', null),
    sentOutside: await notice('sent', 'https://example.org/coat.jpg'),
  };
  await database.migrate();
}, 120_000);

afterAll(() => before.close());

describe('migration 0040', () => {
  it("lets go of outside and other businesses' pictures on notices not yet sent", async () => {
    expect(await pictureOf(ids.draftOutside!)).toBeNull();
    expect(await pictureOf(ids.scheduledOutside!)).toBeNull();
    expect(await pictureOf(ids.draftOthers!)).toBeNull();
  });

  it("keeps the business's own upload, and a sent notice's history", async () => {
    expect(await pictureOf(ids.draftOwn!)).toBe(own(owner));
    expect(NUPOST_PICTURE_PATH.test(own(owner))).toBe(true);
    expect(await pictureOf(ids.draftNone!)).toBeNull();
    expect(await pictureOf(ids.sentOutside!)).toBe('https://example.org/coat.jpg');
  });
});
