import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './types.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are relative paths of safe characters, with no `.`/`..` segments. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

/** Files under `root`, served read-only at `/uploads/<key>` by the storage plugin. */
export function createLocalStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
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
      if (!urlPath.startsWith(UPLOADS_URL_PREFIX)) return;
      const key = urlPath.slice(UPLOADS_URL_PREFIX.length);
      if (!isSafeKey(key)) return;
      await unlink(resolveKey(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}
