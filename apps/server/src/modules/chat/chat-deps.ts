import type { Db } from '../../db/client.js';
import type { Limiter } from '../../lib/limiter.js';
import type { ChatEvents } from './chat-events.js';

/**
 * What the chat service needs: the database, the event bus it tells after commit, and the limiter
 * (Redis-backed when REDIS_URL is set) that counts messages per user. Without a limiter, no rate limit.
 */
export interface ChatDeps {
  db: Db;
  events: ChatEvents;
  limiter?: Limiter;
}
