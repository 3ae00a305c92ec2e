import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  app = await buildTestApp();
  uploadsDir = path.join(app.config.dataDir, 'uploads');
});
afterAll(() => app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('local storage', () => {
  it('saves a file under DATA_DIR/uploads and serves it read-only with a long cache', async () => {
    const url = await app.storage.save('profile/7/a1b2c3.png', PNG, 'image/png');
    expect(url).toBe('/uploads/profile/7/a1b2c3.png');
    expect(existsSync(path.join(uploadsDir, 'profile/7/a1b2c3.png'))).toBe(true);

    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const put = await app.inject({ method: 'PUT', url, payload: 'x' });
    expect(put.statusCode).toBe(404);
  });

  it('lists no directory and hides dotfiles', async () => {
    await app.storage.save('listing/photo.png', PNG, 'image/png');
    mkdirSync(path.join(uploadsDir, 'listing'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'listing/.secret'), 'hidden');
    for (const url of ['/uploads/', '/uploads/listing', '/uploads/listing/', '/uploads/listing/.secret']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('photo.png');
      expect(res.body, url).not.toContain('hidden');
    }
  });

  it('refuses keys that would leave the uploads directory', async () => {
    for (const key of [
      '../escape.png',
      'a/../../escape.png',
      '/etc/passwd',
      'a//b.png',
      '.hidden',
      'a/./b.png',
    ]) {
      await expect(app.storage.save(key, PNG, 'image/png'), key).rejects.toThrow();
    }
    expect(existsSync(path.join(app.config.dataDir, 'escape.png'))).toBe(false);
    const res = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fpglite' });
    expect(res.statusCode).not.toBe(200);
  });

  it('removes a saved file and ignores unknown or foreign paths', async () => {
    const url = await app.storage.save('profile/9/gone.png', PNG, 'image/png');
    await app.storage.remove(url);
    expect(existsSync(path.join(uploadsDir, 'profile/9/gone.png'))).toBe(false);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await expect(app.storage.remove(url)).resolves.toBeUndefined();
    await expect(app.storage.remove('/etc/passwd')).resolves.toBeUndefined();
    await expect(app.storage.remove('/uploads/../../x')).resolves.toBeUndefined();
  });
});

describe('local storage sizes and listing', () => {
  it('tells the size of a stored file and lists the files under a folder', async () => {
    const url = await app.storage.save('listings/test/a.webp', PNG, 'image/webp');
    await app.storage.save('listings/test/deeper/b.webp', Buffer.from('bb'), 'image/webp');
    expect(await app.storage.size(url)).toBe(PNG.length);
    expect(await app.storage.size('/uploads/listings/test/none.webp')).toBeNull();
    expect(await app.storage.size('/etc/passwd')).toBeNull();

    const listed = [];
    for await (const file of app.storage.list!('listings/test/')) listed.push(file);
    expect(listed.map((f) => [f.urlPath, f.size]).sort()).toEqual([
      ['/uploads/listings/test/a.webp', PNG.length],
      ['/uploads/listings/test/deeper/b.webp', 2],
    ]);
    expect(listed.every((f) => f.modifiedAt instanceof Date)).toBe(true);
    // a folder nothing was written to yet lists nothing
    const none = [];
    for await (const file of app.storage.list!('listings/never/')) none.push(file);
    expect(none).toEqual([]);
    expect(() => app.storage.list!('../escape/')).toThrow();
  });
});
