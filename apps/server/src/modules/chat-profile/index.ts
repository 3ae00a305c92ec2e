/** What other modules use of chat-profile: import it from here, never from its files. */
export { hasChatAccess, isInTrial } from './chat-profile.service.js';
