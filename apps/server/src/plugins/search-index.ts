import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadIndex, useMemorySearch, type IndexedKind } from '../modules/search/memory-search.js';

const KINDS: IndexedKind[] = ['service', 'job', 'volunteer'];

/**
 * With `SEARCH_INDEX=memory`, directory searches use this process's in-memory indexes. They load in
 * the background once the server is ready (searches ask PostgreSQL until then), so a restart answers
 * as fast as before.
 */
export const searchIndexPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.searchIndex !== 'memory') return;
  useMemorySearch(app.db);
  app.addHook('onReady', () => {
    void (async () => {
      for (const kind of KINDS) {
        await loadIndex(app.db, kind).catch((error: unknown) =>
          app.log.error({ err: error, kind }, 'search index not loaded'),
        );
      }
    })();
  });
});
