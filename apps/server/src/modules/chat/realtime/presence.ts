import { CHAT_SERVER_EVENTS, type ChatPresenceOnline, type ChatPresenceSnapshot } from '@harbour/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Db } from '../../../db/client.js';
import { contactsOf } from './realtime.repository.js';

/** A user whose last socket closed is announced offline only if no socket came back within this time. */
export const PRESENCE_GRACE_MS = 3_000;
/** Sockets that open within this time get their snapshot, and their users are announced, together. */
export const PRESENCE_BATCH_MS = 100;

export const userRoom = (userId: number) => `user:${userId}`;

export interface ChatSocketData {
  userId: number;
  sessionId: number;
  lang: string;
}

export type ChatServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;
export type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;

/**
 * Who is told of which arrivals: the readers (contacts of someone who arrived) grouped by the list of
 * arrivals they learn of, so each group is one event, and each reader gets one event per batch.
 */
export function arrivalGroups(
  arrived: number[],
  contacts: Map<number, number[]>,
): { userIds: number[]; readers: number[] }[] {
  const byReader = new Map<number, number[]>();
  for (const userId of arrived)
    for (const reader of contacts.get(userId) ?? []) {
      const list = byReader.get(reader);
      if (list) list.push(userId);
      else byReader.set(reader, [userId]);
    }
  const groups = new Map<string, { userIds: number[]; readers: number[] }>();
  for (const [reader, userIds] of byReader) {
    const key = userIds.join(',');
    const group = groups.get(key);
    if (group) group.readers.push(reader);
    else groups.set(key, { userIds, readers: [reader] });
  }
  return [...groups.values()];
}

/**
 * Presence: a user is online while they have at least one socket in any process. Each process counts
 * its own sockets per user. A socket that opens gets ONE `presenceSnapshot` of its contacts online;
 * its user is announced "online" to their contacts when their first local socket opens. Arrivals are gathered for
 * PRESENCE_BATCH_MS and handled in one go: one query for everyone's contacts, one `fetchSockets` for
 * the snapshots, and one event per reader however many of their contacts arrived (a reconnect wave
 * otherwise costs tens of frames per socket). "Offline" goes out only after the grace time, once the
 * adapter says no process holds a socket of theirs. All of it runs in order, one batch after another,
 * so a snapshot never overtakes a later change.
 */
export function createPresence(io: ChatServer, db: Db, log: FastifyBaseLogger) {
  const local = new Map<number, number>();
  const timers = new Map<number, NodeJS.Timeout>();
  let arrivals = new Set<number>();
  let waiting: ChatSocket[] = [];
  let batchTimer: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Runs `job` after the presence work queued before it. */
  const inTurn = (job: () => Promise<void>, what: string) => {
    queue = queue.then(job).catch((err: unknown) => log.warn({ err }, `chat presence: ${what} failed`));
  };

  /** Of `userIds`, those with a socket in any process (this one only if the others do not answer). */
  async function onlineOf(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rooms = userIds.map(userRoom);
    const sockets = await io
      .in(rooms)
      .fetchSockets()
      .catch(async (err: unknown) => {
        log.warn({ err }, 'chat presence: other processes did not answer; this one only');
        return io.local.in(rooms).fetchSockets();
      });
    return new Set(sockets.map((s) => s.data.userId));
  }

  /** One event per group of readers who learn of the same arrivals. */
  function announceArrivals(arrived: number[], contacts: Map<number, number[]>): void {
    for (const { userIds, readers } of arrivalGroups(arrived, contacts)) {
      const rooms = readers.map(userRoom);
      if (userIds.length === 1)
        io.to(rooms).emit(CHAT_SERVER_EVENTS.presence, { userId: userIds[0], online: true });
      else io.to(rooms).emit(CHAT_SERVER_EVENTS.presenceOnline, { userIds } satisfies ChatPresenceOnline);
    }
  }

  async function flush(): Promise<void> {
    const sockets = waiting.filter((s) => s.connected);
    waiting = [];
    // who left again before their turn is not announced (their offline timer runs)
    const arrived = [...arrivals].filter((id) => local.has(id));
    arrivals = new Set();
    if (stopped || (sockets.length === 0 && arrived.length === 0)) return;
    const contacts = await contactsOf(db, [...new Set([...arrived, ...sockets.map((s) => s.data.userId)])]);
    if (arrived.length > 0) announceArrivals(arrived, contacts);
    if (sockets.length === 0) return;
    const online = await onlineOf([...new Set(sockets.flatMap((s) => contacts.get(s.data.userId) ?? []))]);
    for (const socket of sockets) {
      const ids = (contacts.get(socket.data.userId) ?? []).filter((id) => online.has(id));
      socket.emit(CHAT_SERVER_EVENTS.presenceSnapshot, { online: ids } satisfies ChatPresenceSnapshot);
    }
  }

  function connected(socket: ChatSocket): void {
    const { userId } = socket.data;
    const count = (local.get(userId) ?? 0) + 1;
    local.set(userId, count);
    clearTimeout(timers.get(userId));
    timers.delete(userId);
    // announced again even within the grace time: a contact who connected meanwhile saw them offline
    if (count === 1) arrivals.add(userId);
    waiting.push(socket);
    batchTimer ??= setTimeout(() => {
      batchTimer = null;
      inTurn(flush, 'arrivals');
    }, PRESENCE_BATCH_MS);
  }

  function disconnected(socket: ChatSocket): void {
    const { userId } = socket.data;
    const count = (local.get(userId) ?? 1) - 1;
    if (count > 0) {
      local.set(userId, count);
      return;
    }
    local.delete(userId);
    const timer = setTimeout(() => {
      timers.delete(userId);
      if (local.has(userId)) return;
      inTurn(async () => {
        if (local.has(userId) || (await onlineOf([userId])).has(userId)) return;
        const readers = (await contactsOf(db, [userId])).get(userId) ?? [];
        if (readers.length > 0)
          io.to(readers.map(userRoom)).emit(CHAT_SERVER_EVENTS.presence, { userId, online: false });
      }, 'offline');
    }, PRESENCE_GRACE_MS);
    timer.unref();
    timers.set(userId, timer);
  }

  function stop(): void {
    stopped = true;
    if (batchTimer) clearTimeout(batchTimer);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  return { onlineOf, connected, disconnected, stop };
}
export type Presence = ReturnType<typeof createPresence>;
