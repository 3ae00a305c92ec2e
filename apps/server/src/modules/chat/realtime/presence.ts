import { CHAT_SERVER_EVENTS } from '@harbour/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Db } from '../../../db/client.js';
import { contactIdsOf } from './realtime.repository.js';

/** A user whose last socket closed is announced offline only if no socket came back within this time. */
export const PRESENCE_GRACE_MS = 3_000;

export const userRoom = (userId: number) => `user:${userId}`;

export interface ChatSocketData {
  userId: number;
  sessionId: number;
  lang: string;
}

export type ChatServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;
export type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;

/**
 * Presence: a user is online while they have at least one socket in any process. Each process counts
 * its own sockets per user; "online" is announced when a user's first local socket opens (a repeat
 * from another process is harmless), "offline" only after the grace time and once the adapter says
 * no process holds a socket of theirs (`fetchSockets` asks every process through Redis).
 */
export function createPresence(io: ChatServer, db: Db, log: FastifyBaseLogger) {
  const local = new Map<number, number>();
  const timers = new Map<number, NodeJS.Timeout>();

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

  async function announce(userId: number, online: boolean): Promise<void> {
    const contacts = await contactIdsOf(db, userId);
    if (contacts.length > 0)
      io.to(contacts.map(userRoom)).emit(CHAT_SERVER_EVENTS.presence, { userId, online });
  }

  async function connected(socket: ChatSocket): Promise<void> {
    const { userId } = socket.data;
    const count = (local.get(userId) ?? 0) + 1;
    local.set(userId, count);
    clearTimeout(timers.get(userId));
    timers.delete(userId);
    const contacts = await contactIdsOf(db, userId);
    if (count === 1 && contacts.length > 0)
      io.to(contacts.map(userRoom)).emit(CHAT_SERVER_EVENTS.presence, { userId, online: true });
    // who of this user's contacts is online now; later changes come as events
    for (const id of await onlineOf(contacts))
      socket.emit(CHAT_SERVER_EVENTS.presence, { userId: id, online: true });
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
      onlineOf([userId])
        .then((online) => (online.has(userId) ? undefined : announce(userId, false)))
        .catch((err: unknown) => log.warn({ err }, 'chat presence: offline not announced'));
    }, PRESENCE_GRACE_MS);
    timer.unref();
    timers.set(userId, timer);
  }

  function stop(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  return { onlineOf, connected, disconnected, stop };
}
export type Presence = ReturnType<typeof createPresence>;
