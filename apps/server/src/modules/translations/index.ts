/** What other modules use of translations: import it from here, never from its files. */
export { changeWrittenLanguage, enqueueTranslation } from './enqueue.js';
export { enqueue } from './translations.repository.js';
export { TRANSLATION_MESSAGES, ownedTranslations, saveOwnerTranslation } from './translations.service.js';
