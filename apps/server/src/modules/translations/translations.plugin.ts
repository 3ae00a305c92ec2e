import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../../lib/periodic.js';
import { createTranslationProviders, type TranslationRouter } from '../../providers/translation/index.js';
import { TRANSLATABLE, type TranslatableEntity } from '../../db/translatable.js';
import { translatePending, type WorkerDeps } from './translation-worker.js';
import * as repo from './translations.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configured translation providers (none: nothing is translated, originals are shown) */
    translation: TranslationRouter;
  }
}

/** How often each process looks for listings to translate. */
export const TRANSLATION_POLL_MS = 5_000;

/** Runs `translatePending` every `intervalMs` (other processes' passes are kept apart by the queue's locks and leases). */
export function scheduleTranslations(
  deps: WorkerDeps & { log: { error(obj: object, msg: string): void } },
  intervalMs = TRANSLATION_POLL_MS,
): { stop: () => Promise<void> } {
  return schedulePeriodic('translation pass', () => translatePending(deps), deps.log, intervalMs, intervalMs);
}

/**
 * `app.translation` and, outside tests, the worker of every process. With a
 * provider configured, listings never translated (seeded, or written before) are queued once at start.
 */
export const translationsPlugin = fp(
  async (app: FastifyInstance) => {
    const router = createTranslationProviders(app.config.translation);
    app.decorate('translation', router);
    if (app.config.env === 'test') return;

    let handle: { stop: () => Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      if (router.configured) {
        for (const entity of Object.keys(TRANSLATABLE) as TranslatableEntity[]) {
          await repo.enqueueUntranslated(app.db, entity);
        }
      }
      handle = scheduleTranslations({
        db: app.db,
        router,
        log: app.log,
        listingsChanged: () => app.listingsChanged(),
      });
    });
    app.addHook('onClose', async () => {
      await handle?.stop();
    });
  },
  { name: 'translations', dependencies: ['listings-core'] },
);
