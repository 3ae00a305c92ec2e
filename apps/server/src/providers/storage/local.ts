import { randomBytes } from 'node:crypto';
import { mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './types.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are relative paths of safe characters, with no `.`/`..` segments. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

const keyOf = (urlPath: string): string | null => {
  if (!urlPath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = urlPath.slice(UPLOADS_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
};

const ignoreMissing = (err: NodeJS.ErrnoException) => {
  if (err.code !== 'ENOENT') throw err;
};

/** Files under `root`, served read-only at `/uploads/<key>` by the storage plugin. */
export function createLocalStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<StoredFile> {
    const entries = await opendir(dir).catch((err: NodeJS.ErrnoException) => {
      ignoreMissing(err);
      return null;
    });
    if (!entries) return;
    for await (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        yield* walk(path.join(dir, entry.name), `${key}/`);
      } else if (entry.isFile()) {
        // a file removed meanwhile is simply not listed
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { urlPath: UPLOADS_URL_PREFIX + key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    async save(key, body, _contentType) {
      if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename, so a reader never sees half a file
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(urlPath) {
      const key = keyOf(urlPath);
      if (key === null) return;
      await unlink(resolveKey(key)).catch(ignoreMissing);
    },
    async size(urlPath) {
      const key = keyOf(urlPath);
      if (key === null) return null;
      const info = await stat(resolveKey(key)).catch((err: NodeJS.ErrnoException) => {
        ignoreMissing(err);
        return null;
      });
      return info?.isFile() ? info.size : null;
    },
    list(prefix) {
      if (prefix !== '' && !isSafeKey(prefix.replace(/\/$/, '')))
        throw new Error(`invalid prefix: ${prefix}`);
      const dir = prefix === '' ? path.resolve(root) : resolveKey(prefix.replace(/\/$/, ''));
      const keyPrefix = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
      return walk(dir, keyPrefix);
    },
  };
}
