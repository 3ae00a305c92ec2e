import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  message,
  multipart,
  signUp,
  startApp,
  uploadPicture,
  type SignedIn,
  type TestContext,
} from '../accounts/test-helpers.js';
import { sniffImage } from './picture.js';

let ctx: TestContext;
let me: SignedIn;
beforeAll(async () => {
  ctx = await startApp();
  me = await signUp(ctx);
});
afterAll(() => ctx.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2266aa' } });

async function currentPicture(token = me.token): Promise<string | null> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  return res.json<{ data: { profile_image: string | null } }>().data.profile_image;
}
const fileOf = (url: string) => path.join(ctx.dataDir, url);

describe('profile picture', () => {
  it('takes a PNG named .jpg, re-encodes it to a WebP within 512×512 and removes the old picture', async () => {
    const png = await solid(1200, 800).png().toBuffer();
    const res = await uploadPicture(ctx, me.token, multipart('files', 'holiday.jpg', 'image/jpeg', png));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ meta: { message: string }; data: { id: number; profile_image: string } }>();
    expect(body.meta.message).toBe('profile.picture_updated');
    expect(body.data.id).toBe(me.userId);
    expect(body.data.profile_image).toMatch(
      new RegExp(`^/uploads/profile/${me.userId}/[A-Za-z0-9_-]+\\.webp$`),
    );
    const stored = readFileSync(fileOf(body.data.profile_image));
    expect(sniffImage(stored)).toBe('webp');
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
    // served from /uploads
    const served = await ctx.app.inject({ method: 'GET', url: body.data.profile_image });
    expect(served.statusCode).toBe(200);

    const second = await uploadPicture(
      ctx,
      me.token,
      multipart('files', 'me.webp', 'image/webp', await solid(100, 100).webp().toBuffer()),
    );
    const next = second.json<{ data: { profile_image: string } }>().data.profile_image;
    expect(next).not.toBe(body.data.profile_image);
    expect(existsSync(fileOf(next))).toBe(true);
    expect(existsSync(fileOf(body.data.profile_image))).toBe(false);
    expect(readdirSync(path.dirname(fileOf(next)))).toHaveLength(1);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps no metadata', async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Private Person' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPicture(ctx, me.token, multipart('files', 'camera.jpeg', 'image/jpeg', jpeg));
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(fileOf(res.json<{ data: { profile_image: string } }>().data.profile_image));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Private Person'))).toBe(false);
  });

  /** The request body of each refused upload. */
  async function refusedBody(
    kind: string,
  ): Promise<{ payload: Buffer | object; headers: Record<string, string> }> {
    switch (kind) {
      case 'text':
        return multipart('files', 'cat.png', 'image/png', Buffer.from('hello, I am not an image'));
      case 'gif':
        return multipart('files', 'a.png', 'image/png', await solid(10, 10).gif().toBuffer());
      case 'svg':
        return multipart(
          'files',
          'x.png',
          'image/png',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        );
      case 'truncated':
        return multipart(
          'files',
          'a.png',
          'image/png',
          (await solid(200, 200).png().toBuffer()).subarray(0, 60),
        );
      case 'huge':
        return multipart('files', 'a.png', 'image/png', await solid(5000, 4000).png().toBuffer());
      case 'field':
        return multipart('image', 'a.png', 'image/png', await solid(10, 10).png().toBuffer());
      case 'nofile':
        return {
          payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n'),
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        };
      default:
        return { payload: { files: 'x' }, headers: {} };
    }
  }

  it.each([
    ['a text file named .png', 'text'],
    ['a GIF', 'gif'],
    ['an SVG', 'svg'],
    ['a truncated PNG', 'truncated'],
    ['more than 4096×4096 pixels', 'huge'],
    ['a file in another field', 'field'],
    ['a form without a file', 'nofile'],
    ['a JSON body', 'json'],
  ])('refuses %s with image_invalid and keeps the old picture', async (_label, kind) => {
    const before = await currentPicture();
    expect(before).not.toBeNull();
    const body = await refusedBody(kind);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/update-profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ meta: { success: false, message: 'image_invalid' }, data: null });
    expect(await currentPicture()).toBe(before);
    expect(existsSync(fileOf(before!))).toBe(true);
    expect(readdirSync(path.dirname(fileOf(before!)))).toHaveLength(1);
  });

  it('refuses a file over 2 MB with 413 image_too_large and keeps the old picture', async () => {
    const before = await currentPicture();
    const noisy = Buffer.alloc(2 * 1024 * 1024 + 10, 7);
    const png = await solid(16, 16).png().toBuffer();
    const big = Buffer.concat([png, noisy]);
    const res = await uploadPicture(ctx, me.token, multipart('files', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ meta: { success: false, message: 'image_too_large' }, data: null });
    expect(await currentPicture()).toBe(before);
    expect(readdirSync(path.dirname(fileOf(before!)))).toHaveLength(1);
  });

  it('accepts a picture larger than the 1 MB JSON body limit', async () => {
    const { randomBytes } = await import('node:crypto');
    const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1.2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(2 * 1024 * 1024);
    const res = await uploadPicture(ctx, me.token, multipart('files', 'noise.png', 'image/png', noise));
    expect(res.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/update-profile-picture',
      ...multipart('files', 'a.png', 'image/png', png),
    });
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe('unauthorized');
  });
});
