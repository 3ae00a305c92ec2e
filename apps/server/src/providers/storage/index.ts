export { createLocalStorage, isSafeKey, UPLOADS_URL_PREFIX } from './local.js';
export type { Storage } from './types.js';
