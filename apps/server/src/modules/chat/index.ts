/** What other modules use of chat: import it from here, never from its files. */
export { createChatEvents, type ChatEventMap, type ChatEvents } from './chat-events.js';
export type { ChatDeps } from './chat-deps.js';
export { chatPlugin } from './chat.plugin.js';
export {
  conversationIdsOf,
  listMessages,
  markRead,
  memberIdsOf,
  postMessage,
  readerLanguage,
} from './chat.service.js';
