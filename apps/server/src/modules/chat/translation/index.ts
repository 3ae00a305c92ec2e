/** Chat translation: what the chat service and app use of it. */
export { attachTranslations, CHAT_TRANSLATION_GRACE_MS } from './attach.js';
export { chatTranslationPlugin } from './chat-translation.plugin.js';
export { ChatTranslator, type ChatTranslationCounts } from './chat-translation.service.js';
export { protect, restore } from './protect.js';
