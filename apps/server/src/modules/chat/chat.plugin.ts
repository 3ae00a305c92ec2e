import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatEvents } from './chat-events.js';
import { chatConversationsRoutes } from './chat-conversations.routes.js';
import { chatMessagesRoutes } from './chat-messages.routes.js';
import { chatSafetyRoutes } from './chat-safety.routes.js';
import { chatTranslationPlugin } from './translation/index.js';

/**
 * NuChat's service: decorates `app.chatEvents` (before the realtime and translation plugins, which
 * listen to it), registers the translation worker and the /api/chat routes.
 */
export const chatPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('chatEvents', createChatEvents());
  await app.register(chatTranslationPlugin);
  await app.register(chatConversationsRoutes);
  await app.register(chatMessagesRoutes);
  await app.register(chatSafetyRoutes);
});
