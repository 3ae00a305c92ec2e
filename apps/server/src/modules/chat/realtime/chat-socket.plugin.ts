import { once } from 'node:events';
import { CHAT_SOCKET_MAX_BYTES } from '@harbour/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { createAdapter as createStreamsAdapter } from '@socket.io/redis-streams-adapter';
import { findSession } from '../../../plugins/auth.js';
import { hasChatAccess } from '../../chat-profile/index.js';
import { createWebPushSender, type PushSender } from '../../push/index.js';
import type { ChatDeps } from '../chat-deps.js';
import { readerLanguage } from '../chat.service.js';
import { getConversation } from '../conversations.service.js';
import { PUSH_TRANSLATION_WAIT_MS, startFanOut } from './fan-out.js';
import { handshakeAddress, handshakeRefusal } from './handshake-limit.js';
import { createPresence, userRoom, type ChatServer, type ChatSocket } from './presence.js';
import { liveSessionIds } from './realtime.repository.js';
import { registerClientEvents } from './socket-handlers.js';

export const CHAT_SOCKET_PATH = '/api/chat/socket.io';
/** How often each process drops the sockets of sessions that ended (signed out, expired). */
export const SESSION_CHECK_MS = 60_000;

export interface ChatRealtime {
  io: ChatServer;
  /** of `userIds`, those with a socket open in any process */
  onlineOf(userIds: number[]): Promise<Set<number>>;
  /** resolves when the pushes and fan-outs under way are done (tests) */
  idle(): Promise<void>;
  /** set before the first message to replace the push sender (tests: their push service's certificate) */
  overrides: { push?: PushSender | null };
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRealtime: ChatRealtime;
  }
}

/** `auth.token` of the handshake, with or without "Bearer ", as readToken accepts it over HTTP. */
function handshakeToken(auth: unknown): string | null {
  const raw = (auth as { token?: unknown } | null)?.token;
  if (typeof raw !== 'string') return null;
  const token = raw.trim().toLowerCase().startsWith('bearer ') ? raw.trim().slice(7).trim() : raw.trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/**
 * NuChat's realtime layer: Socket.IO on the app's own HTTP server at /api/chat/socket.io, WebSocket
 * only (no long-polling, so no sticky sessions behind the proxy). A socket is authenticated once by
 * the session token of `auth.token` and joins its user's room `user:<id>`; every event is sent to the
 * rooms of the users it concerns. With REDIS_URL the Redis streams adapter carries them between
 * processes. Needs `app.chatEvents` (the chat plugin, registered before).
 */
export const chatSocketPlugin = fp(async (app: FastifyInstance) => {
  let adapterClient: Redis | null = null;
  let adapter: ReturnType<typeof createStreamsAdapter> | undefined;
  if (app.config.redisUrl) {
    const [{ Redis: RedisClient }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-streams-adapter'),
    ]);
    // its own connection: the adapter's XREAD blocks a connection, and its pub/sub needs another
    adapterClient = new RedisClient(app.config.redisUrl, { connectTimeout: 2000 });
    adapterClient.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'chat redis error'));
    const name = `${app.config.redisPrefix}chat:socket.io`;
    adapter = createAdapter(adapterClient, { streamName: name, channelPrefix: name, blockTimeInMs: 1000 });
  }

  const io: ChatServer = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: CHAT_SOCKET_MAX_BYTES,
    // no compression: messages are small, and per-socket deflate state costs ~300 KB of memory
    perMessageDeflate: false,
    ...(adapter ? { adapter } : {}),
  });

  const deps: ChatDeps = { db: app.db, events: app.chatEvents, limiter: app.limiter };
  const presence = createPresence(io, app.db, app.log);
  const overrides: ChatRealtime['overrides'] = {};
  let sender: Promise<PushSender | null> | null = null;
  const pushSender = () =>
    'push' in overrides
      ? Promise.resolve(overrides.push ?? null)
      : (sender ??= app.config.push.enabled
          ? app.vapidKeys().then((vapid) => createWebPushSender({ vapid, subject: app.config.push.subject }))
          : Promise.resolve(null));

  const fanOut = startFanOut({
    io,
    db: app.db,
    events: app.chatEvents,
    log: app.log,
    pushSender,
    onlineOf: presence.onlineOf,
    chatUrl: app.config.chatSiteUrl,
    // the translation plugin registers later: read when a push waits
    translationWaitMs: () => (app.translation.configured ? PUSH_TRANSLATION_WAIT_MS : 0),
    // each member's own view (unread, status); null when they can no longer see it
    conversationView: (userId, conversationId) =>
      getConversation(app.db, userId, conversationId).catch(() => null),
  });

  // the handshake's HTTP request is not needed once the socket is open: not keeping it saves memory
  // per socket (Socket.IO's own advice for many connections)
  io.engine.on('connection', (raw: { request: unknown }) => {
    raw.request = null;
  });

  io.use((socket, next) => {
    (async () => {
      // counted before anything else, refused ones too: RATE_LIMIT_MAX a minute per client address
      const address = handshakeAddress(socket.handshake, app.config.trustProxy);
      const refusal = await handshakeRefusal(app.limiter, address, app.config.rateLimit.max);
      if (refusal) return next(refusal);
      const token = handshakeToken(socket.handshake.auth);
      if (!token) return next(new Error('unauthorized'));
      const auth = await findSession(app.db, token);
      if (!auth) return next(new Error('unauthorized'));
      const [access, lang] = await Promise.all([
        hasChatAccess(app.db, auth.userId),
        readerLanguage(app.db, auth.userId),
      ]);
      if (!access) return next(new Error('chat.no_access'));
      socket.data = { userId: auth.userId, sessionId: auth.sessionId, lang };
      // neither the token nor the headers are kept with the socket: fetchSockets would carry them
      // through Redis to the other processes, and the headers cost memory per socket
      socket.handshake.auth = {};
      socket.handshake.headers = {};
      next();
    })().catch((err: unknown) => {
      app.log.error({ err }, 'chat socket authentication failed');
      next(new Error('server_error'));
    });
  });

  io.on('connection', (socket: ChatSocket) => {
    void socket.join(userRoom(socket.data.userId));
    presence.connected(socket);
    registerClientEvents(io, socket, deps, app.log);
    socket.on('disconnect', () => presence.disconnected(socket));
  });

  // sockets whose session ended (sign-out, expiry) are closed within a minute
  const sessionCheck = setInterval(() => {
    void (async () => {
      const sockets = await io.local.fetchSockets();
      const live = await liveSessionIds(app.db, [...new Set(sockets.map((s) => s.data.sessionId))]);
      for (const s of sockets) if (!live.has(s.data.sessionId)) s.disconnect(true);
    })().catch((err: unknown) => app.log.warn({ err }, 'chat session check failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  app.decorate('chatRealtime', {
    io,
    onlineOf: presence.onlineOf,
    idle: fanOut.idle,
    overrides,
  } satisfies ChatRealtime);

  // before the HTTP server closes: open WebSockets would keep it from closing
  app.addHook('preClose', async () => {
    clearInterval(sessionCheck);
    presence.stop();
    fanOut.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
    await fanOut.idle();
  });
  app.addHook('onClose', async () => {
    if (adapterClient) await subscribed(adapterClient, `${app.config.redisPrefix}chat:socket.io`, io);
    await io.of('/').adapter.close();
    if (adapterClient) {
      const client = adapterClient;
      const ended = once(client, 'end');
      await client.quit().catch(() => client.disconnect());
      await ended;
    }
  });
});

/**
 * Waits (up to 1 s) until the streams adapter's own subscription is in place. The adapter subscribes
 * without awaiting the reply, so an app closed right after it started (tests do) would drop the
 * connection under that pending SUBSCRIBE, an unhandled "Connection is closed" rejection.
 */
async function subscribed(
  client: Redis,
  channelPrefix: string,
  io: { of(nsp: string): { adapter: unknown } },
) {
  const uid = (io.of('/').adapter as { uid?: string }).uid;
  if (!uid) return;
  const channel = `${channelPrefix}#/#${uid}#`;
  for (let i = 0; i < 40; i++) {
    const answer = (await client.pubsub('NUMSUB', channel).catch(() => null)) as [string, number] | null;
    if (!answer || Number(answer[1]) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // the server counted the subscription; its reply is on the wire
  await new Promise((resolve) => setTimeout(resolve, 20));
}
