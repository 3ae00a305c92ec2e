import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NUPOST_NOTICE_BODY_MAX,
  NUPOST_NOTICE_TITLE_MAX,
  NUPOST_PICTURES_MAX_BYTES,
  PUSH_PAYLOAD_MAX_BYTES,
  type NupostNoticeDetail,
  type NupostPicture,
} from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { multipart } from '../accounts/test-helpers.js';
import { sweepOrphanUploads } from '../uploads/orphan-sweep.js';
import { pushPayloadFor } from './delivery/delivery-content.js';
import type { ClaimedDelivery } from './delivery/delivery.repository.js';
import { businessAuth, messageOf, type Auth } from './notices-test-helpers.js';

let app: FastifyInstance;
let biz: Auth;
let other: Auth;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  biz = await businessAuth(app);
  other = await businessAuth(app, { name: 'Other Bakery' });
});
afterAll(() => app.close());

const fileOf = (url: string) => path.join(app.config.dataDir, url);
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2266aa' } });

const upload = (auth: { authorization: string }, body: Buffer, field = 'file', type = 'image/jpeg') => {
  const form = multipart(field, 'photo.jpg', type, body);
  return app.inject({
    method: 'POST',
    url: '/api/nupost/pictures',
    headers: { ...form.headers, authorization: auth.authorization },
    payload: form.payload,
  });
};
async function uploaded(auth: Auth = biz, body?: Buffer): Promise<NupostPicture> {
  const res = await upload(auth, body ?? (await solid(800, 600).jpeg().toBuffer()));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NupostPicture }>().data;
}
const saveDraft = (auth: Auth, picture: string | null, id?: number) =>
  app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/nupost/notices/${id}` : '/api/nupost/notices',
    headers: { authorization: auth.authorization },
    payload: { title: 'Open day', body: 'Come and see us.', lang: 'en', picture },
  });

describe('NuPOST notice pictures', () => {
  it('re-encodes a JPEG to a WebP within 1280 px, upright, without its EXIF', async () => {
    const jpeg = await solid(2400, 1600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Private Person' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const picture = await uploaded(biz, jpeg);
    expect(picture.url).toMatch(new RegExp(`^/uploads/nupost/${biz.userId}/[a-f0-9]{32}\\.webp$`));
    const stored = readFileSync(fileOf(picture.url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1280, 853]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Private Person')).toBe(false);
    expect(picture.bytes).toBe(stored.length);
    // served to the members' browsers
    expect((await app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
  });

  it('refuses what is not a picture, a file too large, another field, and a caller without a business', async () => {
    const text = await upload(biz, Buffer.from('hello, I am not an image'), 'file', 'image/png');
    expect([text.statusCode, messageOf(text)]).toEqual([400, 'image_invalid']);
    const gif = await upload(biz, await solid(10, 10).gif().toBuffer(), 'file', 'image/gif');
    expect([gif.statusCode, messageOf(gif)]).toEqual([400, 'image_invalid']);
    const big = await upload(biz, Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect([big.statusCode, messageOf(big)]).toEqual([413, 'image_too_large']);
    const field = await upload(biz, await solid(10, 10).png().toBuffer(), 'images[]');
    expect([field.statusCode, messageOf(field)]).toEqual([400, 'image_invalid']);
    const member = await userAuth(app);
    const none = await upload(member, await solid(10, 10).png().toBuffer());
    expect([none.statusCode, messageOf(none)]).toEqual([403, 'nupost.notices.no_business_account']);
  });

  it("lets a business attach only its own upload, and keeps a notice's picture when it is edited", async () => {
    const mine = await uploaded(biz);
    const theirs = await uploaded(other);
    const res = await saveDraft(biz, theirs.url);
    expect([res.statusCode, messageOf(res)]).toEqual([400, 'nupost.notices.picture_not_valid']);
    const invented = `/uploads/nupost/${biz.userId}/${'a'.repeat(32)}.webp`;
    expect(messageOf(await saveDraft(biz, invented))).toBe('nupost.notices.picture_not_valid');
    for (const url of ['https://tracker.example/p.png', '/uploads/listings/event/x.webp'])
      expect(messageOf(await saveDraft(biz, url))).toBe('nupost.notices.picture_not_valid');

    const saved = await saveDraft(biz, mine.url);
    expect(saved.statusCode, saved.body).toBe(200);
    const notice = saved.json<{ data: NupostNoticeDetail }>().data;
    expect(notice.picture).toBe(mine.url);
    const preview = await app.inject({
      method: 'GET',
      url: `/api/nupost/notices/${notice.id}/preview?lang=fr`,
      headers: { authorization: biz.authorization },
    });
    expect(preview.json<{ data: { picture: string } }>().data.picture).toBe(mine.url);
    expect((await saveDraft(biz, mine.url, notice.id)).statusCode).toBe(200);
    // the other business cannot take it over in its own notice either
    expect(messageOf(await saveDraft(other, mine.url))).toBe('nupost.notices.picture_not_valid');

    // a picture in use is not removed; one taken off the form before saving is
    const remove = (auth: Auth, url: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/nupost/pictures/${path.basename(url)}`,
        headers: { authorization: auth.authorization },
      });
    expect((await remove(biz, mine.url)).json()).toMatchObject({ data: { removed: false } });
    expect(existsSync(fileOf(mine.url))).toBe(true);
    expect((await remove(biz, theirs.url)).json()).toMatchObject({ data: { removed: false } });
    expect(existsSync(fileOf(theirs.url))).toBe(true);
    expect((await remove(other, theirs.url)).json()).toMatchObject({ data: { removed: true } });
    expect(existsSync(fileOf(theirs.url))).toBe(false);
  });

  it("caps the bytes of an account's pictures, with a clear message", async () => {
    const full = await businessAuth(app, { name: 'Full Bakery' });
    const first = await uploaded(full);
    expect(first.used_bytes).toBe(first.bytes);
    expect(first.max_bytes).toBe(NUPOST_PICTURES_MAX_BYTES);
    // fill the folder to a few bytes below the cap
    const filler = fileOf(`/uploads/nupost/${full.userId}/${'f'.repeat(32)}.webp`);
    writeFileSync(filler, Buffer.alloc(NUPOST_PICTURES_MAX_BYTES - first.bytes - 10));
    const res = await upload(full, await solid(300, 200).jpeg().toBuffer());
    expect([res.statusCode, messageOf(res)]).toEqual([403, 'nupost.pictures.storage_full']);
    // another business is not held back by it
    expect((await upload(other, await solid(300, 200).jpeg().toBuffer())).statusCode).toBe(200);
  });

  it('frees the bytes of a picture at once when its draft is deleted or given another picture', async () => {
    const first = await uploaded(biz);
    const saved = await saveDraft(biz, first.url);
    const id = saved.json<{ data: NupostNoticeDetail }>().data.id;
    const second = await uploaded(biz);
    expect((await saveDraft(biz, second.url, id)).statusCode).toBe(200);
    expect(existsSync(fileOf(first.url))).toBe(false);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/nupost/notices/${id}`,
      headers: { authorization: biz.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(fileOf(second.url))).toBe(false);
  });

  it('leaves an old picture no notice shows to the orphan sweep, and keeps the ones notices show', async () => {
    const kept = await uploaded(biz);
    const saved = await saveDraft(biz, kept.url);
    expect(saved.statusCode).toBe(200);
    const dropped = await uploaded(biz);
    const old = new Date(Date.now() - 3 * 3600_000);
    for (const { url } of [kept, dropped]) utimesSync(fileOf(url), old, old);
    await sweepOrphanUploads({ db: app.db, storage: app.storage, log: { info: () => {} } }, 3600_000);
    expect(existsSync(fileOf(kept.url))).toBe(true);
    expect(existsSync(fileOf(dropped.url))).toBe(false);
  });

  it("keeps the push under 3 KB with the picture's URL in it", () => {
    const picture = `/uploads/nupost/${biz.userId}/${'c'.repeat(32)}.webp`;
    const delivery: ClaimedDelivery = {
      id: 1,
      noticeId: 1,
      memberUserId: 2,
      channel: 'push',
      attempts: 0,
      pushedSubscriptions: [],
      businessUserId: biz.userId,
      businessName: 'Harbour Bakery',
      email: 'a@example.org',
      firstName: 'A',
      lang: 'hi',
      memberProvinceId: null,
      businessProvinceId: null,
      title: 'शनिवार '.repeat(NUPOST_NOTICE_TITLE_MAX / 7),
      body: 'कहानी का समय '.repeat(NUPOST_NOTICE_BODY_MAX / 13),
      link: null,
      picture,
      following: true,
    };
    const json = pushPayloadFor(delivery, 1);
    expect(JSON.parse(json)).toMatchObject({ image: picture });
    // aes128gcm adds an 86-byte header, a 16-byte tag and a 1-byte delimiter to the JSON
    expect(Buffer.byteLength(json) + 86 + 16 + 1).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
  });
});
