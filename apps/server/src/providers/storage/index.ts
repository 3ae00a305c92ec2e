export { createLocalStorage, isSafeKey, UPLOADS_URL_PREFIX } from './local.js';
export type { Storage, StoredFile } from './types.js';
