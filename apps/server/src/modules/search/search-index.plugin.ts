import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { useMemorySearch } from './memory-search.js';

/**
 * With `SEARCH_INDEX=memory`, directory searches and list pages use this process's in-memory indexes.
 * Each loads in the background at its directory's first search or list page (PostgreSQL answers until
 * then), so a start answers as fast as before and a process that never shows a directory holds none.
 */
export const searchIndexPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.searchIndex === 'memory') useMemorySearch(app.db, app.log);
});
