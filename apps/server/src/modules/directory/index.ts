/** What other modules use of directory: import it from here, never from its files. */
export { PUBLISHED } from './directory.repository.js';
export { atlanticToday, timeZoneOfProvince } from './directory.service.js';
export { overlayItem, pageTranslations } from './translation-overlay.js';
export type { FieldMap } from './translation-overlay.js';
