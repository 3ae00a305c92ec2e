import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../../../lib/periodic.js';
import type { TranslationRouter } from '../../../providers/translation/index.js';
import type { ChatEventMap } from '../chat-events.js';
import { ChatTranslator } from './chat-translation.service.js';
import { forgetTranslator, registerTranslator } from './registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** translates chat messages into their members' languages (none configured: does nothing) */
    chatTranslator: ChatTranslator;
  }
}

/** How often failed translations whose wait is over are tried again (memory only: cheap). */
export const CHAT_TRANSLATION_RETRY_MS = 5_000;
/** How often recent messages are checked for a translation a restart or a lost event left out. */
export const CHAT_TRANSLATION_SCAN_MS = 5 * 60_000;

/**
 * Listens to the chat's 'message' event and translates each new message at once, once per language its
 * members read. Register it after `app.chatEvents` is decorated (from the chat plugin); `app.translation`
 * (the translations plugin) must exist by the time the app is ready. Outside tests, retries and the scan
 * run on timers.
 */
export const chatTranslationPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('chatEvents')) {
      throw new Error('chatTranslationPlugin needs app.chatEvents: register it after decorating them');
    }
    // app.translation may be decorated after this plugin (the translations plugin comes later in app.ts):
    // read it when a message comes, and check it is there once the app is ready
    const router: TranslationRouter = {
      get configured() {
        return app.translation.configured;
      },
      providerFor: (target) => app.translation.providerFor(target),
    };
    const translator = new ChatTranslator({ db: app.db, router, events: app.chatEvents, log: app.log });
    app.decorate('chatTranslator', translator);
    registerTranslator(app.db, translator);
    const onMessage = ({ message, memberIds }: ChatEventMap['message'][0]) =>
      translator.onMessage(message, memberIds);
    app.chatEvents.on('message', onMessage);

    const timers: { stop: () => Promise<void> }[] = [];
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('translation')) throw new Error('chatTranslationPlugin needs app.translation');
      if (app.config.env === 'test' || !translator.configured) return;
      // asks LibreTranslate for its languages now rather than on the first message
      void translator.warm();
      timers.push(
        schedulePeriodic(
          'chat translation retry',
          () => translator.retryDue(),
          app.log,
          CHAT_TRANSLATION_RETRY_MS,
        ),
        schedulePeriodic(
          'chat translation scan',
          () => translator.scanRecent(),
          app.log,
          CHAT_TRANSLATION_SCAN_MS,
          30_000,
        ),
      );
    });
    app.addHook('onClose', async () => {
      app.chatEvents.off('message', onMessage);
      await Promise.all(timers.map((t) => t.stop()));
      await translator.idle();
      forgetTranslator(app.db);
    });
  },
  { name: 'chat-translation' },
);
