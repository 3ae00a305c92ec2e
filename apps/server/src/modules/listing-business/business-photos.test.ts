import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PHOTO_MAX_BYTES } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { packageId } from '../payments/test-helpers.js';
import { exifJpeg, pngPhoto, storedFile, storedListingFiles } from '../listings/test-helpers.js';
import {
  businessForm,
  businessRow,
  created,
  ownedBusinesses,
  registerBusiness,
  updateBusiness,
  type StatusBody,
} from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let stranger: { userId: number; authorization: string };
let freePlan: number;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  stranger = await userAuth(app);
  freePlan = await packageId(app, 'business-12m-nonprofit');
});
afterAll(() => app.close());

const fileOf = (url: string) => path.join(app.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

async function photosOf(id: number, authorization = owner.authorization) {
  const list = await ownedBusinesses(app, authorization, '?offset=100');
  return list.body.data.businessList.find((b) => b.id === id)?.photo_list ?? [];
}

function deleteImage(kind: 'Main' | 'Other', id: unknown, authorization = owner.authorization) {
  return app.inject({
    method: 'POST',
    url: `/api/business${kind}ImageDelete`,
    headers: { authorization },
    payload: { data: kind === 'Main' ? { main_image_id: id } : { image_id: id } },
  });
}

describe('business photos', () => {
  it('re-encodes uploads to 854×480 and 427×240 WebP without EXIF or GPS, main photo first', async () => {
    const jpeg = await exifJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: freePlan }),
      [{ data: jpeg, name: 'camera.jpg', type: 'image/jpeg' }, { data: await pngPhoto(400, 400) }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = created(res).data.id;
    const photos = await photosOf(id);
    expect(photos).toHaveLength(2);
    expect(photos.map((p) => p.is_main)).toEqual([true, false]);
    const first = photos[0]!;
    expect(first.image_url).toMatch(/^\/uploads\/listings\/business\/[0-9a-f]{32}\.webp$/);
    const small = first.srcset.split(', ')[0]!.split(' ')[0]!;
    expect(first.srcset).toBe(`${small} 427w, ${first.image_url} 854w`);

    const large = storedFile(app, first.image_url);
    const meta = await sharp(large).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 854, 480]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(large.includes(Buffer.from('Private Person'))).toBe(false);
    expect(large.includes(Buffer.from('GPS'))).toBe(false);
    const smallMeta = await sharp(storedFile(app, small)).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height, smallMeta.exif]).toEqual([
      'webp',
      427,
      240,
      undefined,
    ]);

    // the directory's read copy follows the photos in order
    expect((await businessRow(app, id))!.photos).toEqual(photos.map((p) => p.image_url));
    const served = await app.inject({ method: 'GET', url: first.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a fourth photo (too_many_photos), a file over 2 MB (413 image_too_large) and a non-image (image_invalid), keeping nothing', async () => {
    const data = await businessForm(app, { package_id: freePlan });
    const png = await pngPhoto();
    const filesBefore = storedListingFiles(app, 'business').length;
    const tooMany = await registerBusiness(
      app,
      owner.authorization,
      data,
      [png, png, png, png].map((d) => ({ data: d })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ status: 0, message: 'too_many_photos', data: [] });

    const big = Buffer.concat([png, Buffer.alloc(LISTING_PHOTO_MAX_BYTES)]);
    const tooBig = await registerBusiness(app, owner.authorization, data, [{ data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ status: 0, message: 'image_too_large', data: [] });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await registerBusiness(app, owner.authorization, data, [{ data: svg, name: 'x.png' }]);
    expect(notImage.json<StatusBody>().message).toBe('image_invalid');
    // a JPEG header on PNG bytes: the content decides
    const lying = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png.subarray(3)]);
    expect(
      (await registerBusiness(app, owner.authorization, data, [{ data: lying }])).json<StatusBody>().message,
    ).toBe('image_invalid');
    expect(storedListingFiles(app, 'business')).toHaveLength(filesBefore);
  });

  it('adds photos on update within the limit of 3 and refuses the one too many', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: freePlan }),
      [{ data: await pngPhoto() }],
    );
    const id = created(res).data.id;
    const form = await businessForm(app, { business_id: id, business_name: 'Renamed Bakery' });
    const ok = await updateBusiness(app, owner.authorization, form, [
      { data: await pngPhoto() },
      { data: await pngPhoto() },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 1, message: 'listing.updated', data: null });
    expect(await photosOf(id)).toHaveLength(3);
    expect((await businessRow(app, id))!.businessName).toBe('Renamed Bakery');

    const filesBefore = storedListingFiles(app, 'business').length;
    const over = await updateBusiness(app, owner.authorization, form, [{ data: await pngPhoto() }]);
    expect(over.json()).toEqual({ status: 0, message: 'too_many_photos', data: [] });
    expect(await photosOf(id)).toHaveLength(3);
    expect(storedListingFiles(app, 'business')).toHaveLength(filesBefore);
  });

  it('lets only the owner update: another user gets 404 listing.not_found, as for a missing listing', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: freePlan }),
    );
    const id = created(res).data.id;
    for (const businessId of [id, 999_999]) {
      const form = await businessForm(app, { business_id: businessId, business_name: 'Taken Over' });
      const denied = await updateBusiness(app, stranger.authorization, form);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ status: 0, message: 'listing.not_found', data: [] });
    }
    expect((await businessRow(app, id))!.businessName).toBe('Harbour Test Bakery');
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/businessListingUpdate',
      payload: { data: {} },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('deletes the main or another photo for the owner only; the next photo becomes the main one', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: freePlan }),
      [{ data: await pngPhoto() }, { data: await pngPhoto() }, { data: await pngPhoto() }],
    );
    const id = created(res).data.id;
    const [main, second, third] = await photosOf(id);

    // another user, the wrong call for the photo, an unknown id: all "not deleted"
    for (const attempt of [
      deleteImage('Main', main!.id, stranger.authorization),
      deleteImage('Other', second!.id, stranger.authorization),
      deleteImage('Other', main!.id),
      deleteImage('Main', second!.id),
      deleteImage('Main', 999_999),
    ]) {
      const denied = await attempt;
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ status: 0, message: 'listing.image_not_deleted', data: [] });
    }
    expect(await photosOf(id)).toHaveLength(3);
    expect((await deleteImage('Main', 'abc')).statusCode).toBe(400);

    const other = await deleteImage('Other', third!.id);
    expect(other.json()).toEqual({ status: 1, message: 'listing.image_deleted', data: null });
    expect(existsSync(fileOf(third!.image_url))).toBe(false);

    const mainGone = await deleteImage('Main', main!.id);
    expect(mainGone.json()).toEqual({ status: 1, message: 'listing.image_deleted', data: null });
    expect(existsSync(fileOf(main!.image_url))).toBe(false);
    const left = await photosOf(id);
    expect(left.map((p) => [p.id, p.is_main])).toEqual([[second!.id, true]]);
    expect((await businessRow(app, id))!.photos).toEqual([second!.image_url]);
  });
});
