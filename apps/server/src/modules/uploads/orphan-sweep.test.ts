import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { notifications, users } from '../../db/schema/index.js';
import type { Storage } from '../../providers/storage/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { insertListedService } from '../../test/listings.js';
import { userAuth } from '../../test/sessions.js';
import { lookupIds, places, png, postForm } from '../listing-events/test-helpers.js';
import { orphanMinAgeMs, sweepOrphanUploads } from './orphan-sweep.js';
import { UPLOAD_REFERENCES } from './uploads.repository.js';

const HOUR = 60 * 60 * 1000;
let app: FastifyInstance;
let uploads: string;
const lines: string[] = [];
const log = { info: (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`) };

beforeAll(async () => {
  app = await buildTestApp();
  uploads = path.join(app.config.dataDir, 'uploads');
});
afterAll(() => app.close());

const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ''));
/** Writes a file straight into the uploads folder, `ageMs` old. */
function put(key: string, ageMs: number): string {
  const file = path.join(uploads, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  age(`/uploads/${key}`, ageMs);
  return `/uploads/${key}`;
}
function age(url: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  utimesSync(fileOf(url), when, when);
}

describe('sweep of orphan uploads', () => {
  it('removes only the old files no row names, under the folders Harbour writes', async () => {
    // a volunteer organisation registered with a photo: both sizes are named by listing_photos
    const owner = await userAuth(app);
    const at = await places(app);
    const category = (await lookupIds(app)).volunteerCategories[0];
    const res = await postForm(
      app,
      '/api/createVolunteerOrganization',
      owner,
      {
        org_name_en: 'Island Food Bank',
        org_postcode: 'C1A 1A1',
        org_address_en: '5 Queen Street, Charlottetown',
        org_telephone: '+1 (902) 555-0100',
        org_website: 'foodbank.example.org',
        org_email: 'help@example.org',
        search_by_location: [at.charlottetown],
        search_by_category: [category],
        org_description_en: 'We share food.',
        org_mission_en: 'No one goes hungry.',
        des_org_needs_en: 'Drivers.',
        note_en: 'Training given.',
        looking_for_volunteer_en: 0,
      },
      [{ body: await png() }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = await app.db.select().from(schema.listingPhotos);
    const kept = [photo!.url, photo!.urlSmall];
    for (const url of kept) age(url, 3 * HOUR);

    // a profile picture, and an image an admin's notification names
    const picture = put(`profile/${owner.userId}/me.webp`, 3 * HOUR);
    await app.db.update(users).set({ profileImage: picture }).where(eq(users.id, owner.userId));
    const noticeImage = put('listings/event/notice.webp', 3 * HOUR);
    const [province] = await app.db.select({ id: schema.provinces.id }).from(schema.provinces).limit(1);
    await app.db
      .insert(notifications)
      .values({ provinceId: province!.id, title: 'Hello', message: 'Hi', image: noticeImage });
    kept.push(picture, noticeImage);

    // orphans: a registration killed before its commit, a half-written file, an old profile picture
    const orphans = [
      put('listings/event/killed.webp', 2 * HOUR),
      put('listings/event/killed-427.webp', 2 * HOUR),
      put('listings/business/half.webp.a1b2c3.tmp', 2 * HOUR),
      put(`profile/${owner.userId}/old.webp`, 5 * HOUR),
    ];
    // recent files may belong to a registration still on its way; other folders are not Harbour's
    const young = [put('listings/volunteer/in-flight.webp', 10 * 60 * 1000), put('profile/9/new.webp', 0)];
    const foreign = put('team/portrait.png', 10 * HOUR);

    const result = await sweepOrphanUploads({ db: app.db, storage: app.storage, log }, HOUR);

    expect(result).toEqual({ removed: 4, bytes: 4 });
    for (const url of orphans) expect(existsSync(fileOf(url)), url).toBe(false);
    for (const url of [...kept, ...young, foreign]) expect(existsSync(fileOf(url)), url).toBe(true);
    expect(lines.some((l) => l.startsWith('orphan uploads removed'))).toBe(true);

    // the photo is still served
    expect((await app.inject({ method: 'GET', url: photo!.url })).statusCode).toBe(200);
  });

  it('keeps a file named only by a read copy (businesses.photos)', async () => {
    const owner = await userAuth(app);
    const url = put('listings/business/read-copy.webp', 3 * HOUR);
    const [city] = await app.db.select({ id: schema.cities.id }).from(schema.cities).limit(1);
    await insertListedService(
      app.db,
      {
        slug: `copy-${owner.userId}`,
        businessName: 'Copy',
        address: '1 Main Street',
        lat: 46.2,
        lon: -63.1,
        userId: owner.userId,
        photos: [url],
      },
      [city!.id],
    );
    await sweepOrphanUploads({ db: app.db, storage: app.storage, log }, HOUR);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('is skipped, with a log line, when the storage cannot list its files', async () => {
    const url = put('listings/event/unlisted.webp', 3 * HOUR);
    const storage: Storage = {
      save: (key, body, type) => app.storage.save(key, body, type),
      remove: (urlPath) => app.storage.remove(urlPath),
      size: (urlPath) => app.storage.size(urlPath),
    };
    expect(await sweepOrphanUploads({ db: app.db, storage, log }, HOUR)).toBeNull();
    expect(lines.at(-1)).toContain('orphan upload sweep skipped');
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('waits at least an hour, and twice the request timeout when that is longer', () => {
    expect(orphanMinAgeMs(30_000)).toBe(HOUR);
    expect(orphanMinAgeMs(45 * 60 * 1000)).toBe(90 * 60 * 1000);
  });

  it('knows every column of the schema that may name an upload', () => {
    const looksLikeUpload = /image|photo|picture|logo|avatar|icon|file|attachment/i;
    const covered = new Set<unknown>(UPLOAD_REFERENCES);
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, Table)) continue;
      for (const [name, column] of Object.entries(getTableColumns(value) as Record<string, unknown>)) {
        if (looksLikeUpload.test(name) && !covered.has(column))
          missing.push(`${getTableName(value)}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
