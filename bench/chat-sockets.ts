import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, type ChatMessage, type ChatSendAck } from '@harbour/shared';
import pg from 'pg';
import { ChatTestClient } from '../apps/server/src/modules/chat/realtime/chat-test-client.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { findNginx, startCluster } from '../scripts/cluster-lib.js';
import { clearRedisPrefix, freePorts, percentile } from '../tests/cluster/support.js';
import { chatUsers, conversationOf } from '../tests/cluster/chat-support.js';
import { addGoal } from './goals.js';

/**
 * NuChat realtime (issue 23): two server processes behind nginx with PostgreSQL and Redis (the streams
 * adapter), BENCH_CHAT_SOCKETS (2,000) sockets through nginx in conversations of 50, a steady message
 * rate; delivery latency, server memory per socket, and 500 sockets reconnecting at once.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const ROOM = 50;
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const RECONNECTING = Math.min(500, SOCKETS);
const GOAL_P99_MS = 50;
const GOAL_KB_PER_SOCKET = 40;
const GOAL_CATCH_UP_P99_MS = 2000;

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const fmt = (x: number) => x.toFixed(1);

/** Connects `clients` `batch` at a time. */
async function connectAll(clients: ChatTestClient[], batch = 100) {
  for (let i = 0; i < clients.length; i += batch)
    await Promise.all(clients.slice(i, i + batch).map((c) => c.connect()));
}

/** Sends `count` messages at `rate`/s (open loop), each from another member; the acks. */
async function steadySend(
  rooms: { id: number; clients: ChatTestClient[] }[],
  count: number,
  offset: number,
  skip: Set<ChatTestClient> = new Set(),
) {
  const start = performance.now();
  const sends: Promise<ChatSendAck>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const room = rooms[(offset + i) % rooms.length]!;
    const senders = room.clients.filter((c) => !skip.has(c));
    const sender = senders[Math.floor((offset + i) / rooms.length) % senders.length]!;
    sends.push(
      sender.request<ChatSendAck>(CHAT_CLIENT_EVENTS.send, {
        conversationId: room.id,
        text: `bench ${Date.now()}`,
        clientKey: `b${offset + i}`,
      }),
    );
  }
  return Promise.all(sends);
}

export async function chatSection(adminUrl: string | undefined): Promise<void> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // BENCH_CHAT_SERVER: another build of the server (e.g. to compare two versions)
  const main = process.env.BENCH_CHAT_SERVER ?? path.join(here, '../apps/server/dist/main.js');
  const missing = [
    ...(adminUrl ? [] : ['PostgreSQL']),
    ...(findNginx() ? [] : ['nginx']),
    ...(existsSync(main) ? [] : ['apps/server/dist/main.js (npm run build)']),
  ];
  if (missing.length > 0) {
    console.log(`skipped: ${missing.join(', ')} missing`);
    addGoal('chat rows', `not measured (${missing.join(', ')} missing)`, false);
    return;
  }
  const database = await createScratchDatabase(adminUrl!, 'harbour_bench_chat');
  const redisPrefix = `harbour-bench-chat-${randomBytes(4).toString('hex')}:`;
  const basePort = await freePorts(3);
  const cluster = await startCluster({
    processes: 2,
    entry: main,
    listenPort: basePort,
    basePort: basePort + 1,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent/harbour-web',
      WEATHER_PROVIDER: 'none',
      ADMIN_PASSWORD: 'Harbour-bench-admin-1!',
      PUBLIC_URL: 'http://127.0.0.1',
      RATE_LIMIT_MAX: '1000000',
      CAPTCHA_ENABLED: 'false',
    },
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const clients: ChatTestClient[] = [];
  try {
    const users = await chatUsers(pool, SOCKETS);
    const rooms: { id: number; clients: ChatTestClient[] }[] = [];
    for (let i = 0; i < SOCKETS; i += ROOM) {
      const members = users.slice(i, i + ROOM);
      const id = await conversationOf(pool, members, `Bench ${i / ROOM + 1}`);
      const roomClients = members.map((u) => new ChatTestClient(cluster.proxyUrl, u.token, [id]));
      rooms.push({ id, clients: roomClients });
      clients.push(...roomClients);
    }
    const latencies: number[] = [];
    const serverSide: number[] = [];
    for (const c of clients) {
      c.socket.on(CHAT_SERVER_EVENTS.message, (m: ChatMessage) => {
        const sentAt = Number(m.text.slice(6));
        const now = Date.now();
        if (Number.isFinite(sentAt)) latencies.push(now - sentAt);
        serverSide.push(now - Date.parse(m.createdAt));
      });
    }

    await sleep(1000);
    const before = cluster.members.map((m) => rssKb(m.child.pid!));
    const connectStart = performance.now();
    await connectAll(clients);
    const connectMs = performance.now() - connectStart;
    await sleep(3000);
    const after = cluster.members.map((m) => rssKb(m.child.pid!));
    const perSocketKb = (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / SOCKETS;
    console.log(
      `${SOCKETS} sockets through nginx in ${rooms.length} conversations of ${ROOM}: connected in ${(connectMs / 1000).toFixed(1)} s; ` +
        `server RSS ${before.map((k) => (k / 1024).toFixed(0)).join(' + ')} MB before, ${after.map((k) => (k / 1024).toFixed(0)).join(' + ')} MB after`,
    );

    const count = RATE * SECONDS;
    const acks = await steadySend(rooms, count, 0);
    await sleep(1000);
    const failed = acks.filter((a) => !a.ok).length;
    const expected = count * (ROOM - 1) + count; // every member, the sender's own socket included
    console.log(
      `${count} messages at ${RATE}/s (${failed} refused): ${latencies.length} of ${expected} deliveries; ` +
        `send → receipt p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms; ` +
        `stored → receipt p50 ${fmt(percentile(serverSide, 50))} ms, p99 ${fmt(percentile(serverSide, 99))} ms`,
    );
    addGoal(
      `chat delivery p99 ≤ ${GOAL_P99_MS} ms (${SOCKETS} sockets, ${RATE} msg/s)`,
      `p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, ${latencies.length}/${expected} delivered`,
      percentile(latencies, 99) <= GOAL_P99_MS && latencies.length === expected && failed === 0,
    );
    addGoal(
      `chat server memory ≤ ${GOAL_KB_PER_SOCKET} KB per socket`,
      `${fmt(perSocketKb)} KB (RSS delta of both processes / ${SOCKETS})`,
      perSocketKb <= GOAL_KB_PER_SOCKET,
    );

    // 500 sockets drop, the rooms go on, then all 500 reconnect at once and catch up
    const dropped = rooms
      .flatMap((r) => r.clients.slice(0, Math.ceil(RECONNECTING / rooms.length)))
      .slice(0, RECONNECTING);
    for (const c of dropped) c.disconnect();
    const missed = await steadySend(rooms, RATE * 5, count, new Set(dropped));
    const reconnectStart = performance.now();
    const catchUp = await Promise.all(
      dropped.map(async (c) => {
        await c.connect();
        return performance.now() - reconnectStart;
      }),
    );
    const { rows } = await pool.query<{ id: number; last_seq: number }>(
      'SELECT id, last_seq FROM chat_conversations WHERE id = ANY($1::int[])',
      [rooms.map((r) => r.id)],
    );
    const lastSeq = new Map(rows.map((r) => [r.id, r.last_seq]));
    const complete = dropped.filter((c) => {
      const [id] = [...c.held.keys()];
      return c.cursors()[String(id)] === lastSeq.get(id!);
    }).length;
    console.log(
      `${dropped.length} sockets reconnect at once after ${missed.length} messages: caught up p50 ${fmt(percentile(catchUp, 50))} ms, ` +
        `p99 ${fmt(percentile(catchUp, 99))} ms; ${complete}/${dropped.length} hold every message`,
    );
    addGoal(
      `chat catch-up of ${dropped.length} sockets at once p99 ≤ ${GOAL_CATCH_UP_P99_MS / 1000} s, 100% of messages`,
      `p99 ${fmt(percentile(catchUp, 99))} ms, ${((complete / dropped.length) * 100).toFixed(1)}% complete`,
      percentile(catchUp, 99) <= GOAL_CATCH_UP_P99_MS && complete === dropped.length,
    );
  } finally {
    for (const c of clients) c.disconnect();
    await pool.end();
    await cluster.stop();
    await database.drop();
    await clearRedisPrefix(redisUrl, redisPrefix);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await chatSection(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const { printGoals } = await import('./goals.js');
  process.exitCode = printGoals() ? 0 : 1;
}
