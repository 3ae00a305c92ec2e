/** What other modules use of site: import it from here, never from its files. */
export { siteTexts } from './site-texts.js';
export { findSetting } from './site.repository.js';
