import { setTimeout as sleep } from 'node:timers/promises';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  type ChatMessage,
  type ChatSendAck,
  type ChatSyncAck,
} from '@harbour/shared';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ChatTestClient } from './chat-test-client.js';
import { arrivalGroups, PRESENCE_BATCH_MS } from './presence.js';
import {
  chatUser,
  conversationOf,
  listenWithRealtime,
  memberRow,
  type ChatTestUser,
} from './chat-test-helpers.js';

let app: FastifyInstance;
let base: string;
const clients: ChatTestClient[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  base = await listenWithRealtime(app);
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app?.close();
});

const client = (user: ChatTestUser, conversations: number[] = []) => {
  const c = new ChatTestClient(base, user.token, conversations);
  clients.push(c);
  return c;
};

/** 'connected', or the refusal a handshake gets (the connect_error message). */
async function handshake(auth: Record<string, unknown>): Promise<string> {
  const socket = io(base, {
    path: '/api/chat/socket.io',
    transports: ['websocket'],
    auth,
    reconnection: false,
  });
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (err) => resolve(err.message));
    });
  } finally {
    socket.disconnect();
  }
}

const send = (c: ChatTestClient, conversationId: number, text: string, extra: object = {}) =>
  c.request<ChatSendAck>(CHAT_CLIENT_EVENTS.send, { conversationId, text, ...extra });

describe('chat socket', () => {
  it('refuses a handshake without a token, with a bad or ended one, and for a user without access', async () => {
    expect(await handshake({})).toBe('unauthorized');
    expect(await handshake({ token: 'x'.repeat(43) })).toBe('unauthorized');
    const past = await chatUser(app, { trial: false });
    expect(await handshake({ token: past.token })).toBe('chat.no_access');
    const fresh = await chatUser(app);
    expect(await handshake({ token: `Bearer ${fresh.token}` })).toBe('connected');
    expect(await handshake({ token: fresh.token })).toBe('connected');
    // signed out: the token no longer opens a socket
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await handshake({ token: fresh.token })).toBe('unauthorized');
    // long-polling is off: only the WebSocket transport exists
    const polling = await fetch(`${base}/api/chat/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
  });

  it('delivers a message to the other member and to the sender’s other tabs, not to a non-member', async () => {
    const [ana, ben, eve] = await Promise.all([chatUser(app), chatUser(app), chatUser(app)]);
    const convo = await conversationOf(app, [ana, ben]);
    const anaTab1 = client(ana, [convo]);
    const anaTab2 = client(ana, [convo]);
    const benTab = client(ben, [convo]);
    const eveTab = client(eve, [convo]);
    await Promise.all([anaTab1, anaTab2, benTab, eveTab].map((c) => c.connect()));

    const ack = await send(anaTab1, convo, 'Hello Ben', { clientKey: 'k-1' });
    expect(ack.ok).toBe(true);
    const sent = (ack as { message: ChatMessage }).message;
    expect(sent).toMatchObject({ conversationId: convo, seq: 1, senderId: ana.id, text: 'Hello Ben' });

    const got = await benTab.waitFor<ChatMessage>(CHAT_SERVER_EVENTS.message);
    expect(got).toMatchObject({ id: sent.id, seq: 1, text: 'Hello Ben', translation: null });
    await anaTab2.waitFor<ChatMessage>(CHAT_SERVER_EVENTS.message, (m) => m.id === sent.id);
    // the same clientKey again: the stored message, no second one
    const again = await send(anaTab1, convo, 'Hello Ben', { clientKey: 'k-1' });
    expect((again as { message: ChatMessage }).message.id).toBe(sent.id);

    // the reply
    const reply = await send(benTab, convo, 'Hi Ana');
    expect(reply.ok).toBe(true);
    await anaTab1.waitFor<ChatMessage>(CHAT_SERVER_EVENTS.message, (m) => m.text === 'Hi Ana');

    // Eve is no member: refused as for a conversation that does not exist, and she heard nothing
    expect(await send(eveTab, convo, 'let me in')).toEqual({
      ok: false,
      message: 'chat.conversation_not_found',
    });
    const typing = await eveTab.request<{ ok: boolean; message?: string }>(CHAT_CLIENT_EVENTS.typing, {
      conversationId: convo,
      typing: true,
    });
    expect(typing).toEqual({ ok: false, message: 'chat.conversation_not_found' });
    const sync = await eveTab.request<ChatSyncAck>(CHAT_CLIENT_EVENTS.sync, { cursors: { [convo]: 0 } });
    expect(sync).toMatchObject({ ok: true, messages: [], hasMore: false });
    await sleep(200);
    // she has no contacts: her presence snapshot is empty, and nothing else came
    expect(eveTab.events).toEqual([{ event: CHAT_SERVER_EVENTS.presenceSnapshot, payload: { online: [] } }]);
    expect(eveTab.messages(convo)).toEqual([]);

    // payloads are checked: a text too long, a payload not an object
    expect(await send(anaTab1, convo, 'x'.repeat(2001))).toEqual({
      ok: false,
      message: 'chat.message_too_long',
    });
    expect(await anaTab1.request(CHAT_CLIENT_EVENTS.send, 'nonsense')).toMatchObject({ ok: false });
  });

  it('passes typing (throttled) and read receipts to the other members', async () => {
    const [ana, ben] = await Promise.all([chatUser(app), chatUser(app)]);
    const convo = await conversationOf(app, [ana, ben]);
    const a = client(ana, [convo]);
    const b = client(ben, [convo]);
    await Promise.all([a.connect(), b.connect()]);

    for (let i = 0; i < 3; i++)
      expect(await a.request(CHAT_CLIENT_EVENTS.typing, { conversationId: convo, typing: true })).toEqual({
        ok: true,
      });
    await a.request(CHAT_CLIENT_EVENTS.typing, { conversationId: convo, typing: false });
    await b.waitFor(CHAT_SERVER_EVENTS.typing, (t: { typing: boolean }) => !t.typing);
    const typings = b.events.filter((e) => e.event === CHAT_SERVER_EVENTS.typing).map((e) => e.payload);
    // three `true` within the throttle: one sent
    expect(typings).toEqual([
      { conversationId: convo, userId: ana.id, typing: true },
      { conversationId: convo, userId: ana.id, typing: false },
    ]);
    expect(a.events.some((e) => e.event === CHAT_SERVER_EVENTS.typing)).toBe(false);

    await send(a, convo, 'one');
    await send(a, convo, 'two');
    const read = await b.request<{ ok: boolean; seq: number }>(CHAT_CLIENT_EVENTS.read, {
      conversationId: convo,
      seq: 2,
    });
    expect(read).toEqual({ ok: true, seq: 2 });
    expect(await a.waitFor(CHAT_SERVER_EVENTS.read)).toEqual({
      conversationId: convo,
      userId: ben.id,
      seq: 2,
    });
    expect((await memberRow(app, convo, ben.id)).lastReadSeq).toBe(2);
  });

  it('tells contacts when a user comes online and, after the grace time, goes offline', async () => {
    const [ana, ben] = await Promise.all([chatUser(app), chatUser(app)]);
    await conversationOf(app, [ana, ben]);
    const a = client(ana);
    await a.connect();
    const b = client(ben);
    await b.connect();
    expect(await a.waitFor(CHAT_SERVER_EVENTS.presence)).toEqual({ userId: ben.id, online: true });
    // Ben learns Ana is online from the snapshot sent on connection
    expect(await b.waitFor(CHAT_SERVER_EVENTS.presenceSnapshot)).toEqual({ online: [ana.id] });
    expect(await app.chatRealtime.onlineOf([ana.id, ben.id])).toEqual(new Set([ana.id, ben.id]));
    b.disconnect();
    expect(
      await a.waitFor(CHAT_SERVER_EVENTS.presence, (p: { online: boolean }) => !p.online, 8_000),
    ).toEqual({ userId: ben.id, online: false });
  });

  it('sends a socket one snapshot of its contacts online, not one event per contact', async () => {
    const [ana, ben, cai, dan] = await Promise.all([
      chatUser(app),
      chatUser(app),
      chatUser(app),
      chatUser(app),
    ]);
    await conversationOf(app, [ana, ben, cai, dan], 'Snapshot');
    const [a, b, c] = [client(ana), client(ben), client(cai)];
    await Promise.all([a.connect(), b.connect(), c.connect()]);
    // a batch announces its arrivals before it sends its snapshots: all three are announced now
    await Promise.all([a, b, c].map((x) => x.waitFor(CHAT_SERVER_EVENTS.presenceSnapshot)));
    const d = client(dan);
    await d.connect();
    const snapshot = await d.waitFor<{ online: number[] }>(CHAT_SERVER_EVENTS.presenceSnapshot);
    expect([...snapshot.online].sort((x, y) => x - y)).toEqual(
      [ana.id, ben.id, cai.id].sort((x, y) => x - y),
    );
    await sleep(PRESENCE_BATCH_MS * 3);
    const presenceEvents = d.events.filter((e) => e.event.startsWith('chat:presence'));
    expect(presenceEvents).toHaveLength(1);
    // the others learn of Dan once each
    for (const x of [a, b, c])
      expect(
        await x.waitFor(CHAT_SERVER_EVENTS.presence, (p: { userId: number }) => p.userId === dan.id),
      ).toEqual({
        userId: dan.id,
        online: true,
      });
  });

  it('announces users who connect at the same moment once each, several in one event', async () => {
    const [ana, ben, cai, dan] = await Promise.all([
      chatUser(app),
      chatUser(app),
      chatUser(app),
      chatUser(app),
    ]);
    await conversationOf(app, [ana, ben, cai, dan], 'Wave');
    const a = client(ana);
    await a.connect();
    await a.waitFor(CHAT_SERVER_EVENTS.presenceSnapshot);
    await Promise.all([client(ben), client(cai), client(dan)].map((x) => x.connect()));
    for (const id of [ben.id, cai.id, dan.id]) await a.waitForOnline(id);
    await sleep(PRESENCE_BATCH_MS * 3);
    // however the three fell into batches (the machine decides), each was announced once
    const announced = a.events.flatMap((e) =>
      e.event === CHAT_SERVER_EVENTS.presence
        ? [(e.payload as { userId: number }).userId]
        : e.event === CHAT_SERVER_EVENTS.presenceOnline
          ? (e.payload as { userIds: number[] }).userIds
          : [],
    );
    expect([...announced].sort((x, y) => x - y)).toEqual([ben.id, cai.id, dan.id].sort((x, y) => x - y));
    expect(await app.chatRealtime.onlineOf([ben.id, cai.id, dan.id])).toEqual(
      new Set([ben.id, cai.id, dan.id]),
    );
  });

  it('groups the readers of a batch of arrivals: one event each, the same event for the same news', () => {
    // 1 and 2 arrive; 10 and 11 know both, 12 knows only 2, 1 and 2 know each other
    const contacts = new Map([
      [1, [2, 10, 11]],
      [2, [1, 10, 11, 12]],
    ]);
    expect(arrivalGroups([1, 2], contacts)).toEqual([
      { userIds: [1], readers: [2] },
      { userIds: [1, 2], readers: [10, 11] },
      { userIds: [2], readers: [1, 12] },
    ]);
  });

  it('sends each member their view of a renamed group, and who left only that it is gone', async () => {
    const [ana, ben, cai] = await Promise.all([chatUser(app), chatUser(app), chatUser(app)]);
    const convo = await conversationOf(app, [ana, ben, cai], 'Before');
    const [a, b, c] = [client(ana, [convo]), client(ben, [convo]), client(cai, [convo])];
    await Promise.all([a.connect(), b.connect(), c.connect()]);
    const renamed = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${convo}/update-name`,
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { groupName: 'After' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const view = await b.waitFor<{ id: number; groupName: string; members: { id: number }[] }>(
      CHAT_SERVER_EVENTS.conversation,
    );
    expect(view).toMatchObject({ id: convo, groupName: 'After', isGroup: true });
    expect(view.members.map((m) => m.id).sort()).toEqual([ana.id, ben.id, cai.id].sort());

    const left = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/leave/${convo}`,
      headers: { authorization: `Bearer ${cai.token}` },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(
      await c.waitFor(CHAT_SERVER_EVENTS.conversation, (p: { removed?: boolean }) => p.removed === true),
    ).toEqual({ id: convo, removed: true });
    // Cai is no longer told of messages there
    await a.request(CHAT_CLIENT_EVENTS.send, { conversationId: convo, text: 'after Cai left' });
    await b.waitFor<ChatMessage>(CHAT_SERVER_EVENTS.message, (m) => m.text === 'after Cai left');
    expect(c.messages(convo)).toEqual([]);
  });

  it('a socket dropped for 2 seconds during a burst of 100 messages gets all 100 after sync, in order, once', async () => {
    const [ana, ben, cai] = await Promise.all([chatUser(app), chatUser(app), chatUser(app)]);
    const convo = await conversationOf(app, [ana, ben, cai], 'Burst');
    const [a, c] = [client(ana, [convo]), client(cai, [convo])];
    const b = client(ben, [convo]);
    await Promise.all([a.connect(), b.connect(), c.connect()]);

    // two senders (each within the per-user rate limit), one message every 30 ms: about 3 s
    const burst = (async () => {
      const acks: ChatSendAck[] = [];
      for (let i = 1; i <= 100; i++) {
        acks.push(await send(i % 2 ? a : c, convo, `message ${i}`));
        await sleep(30);
      }
      return acks;
    })();
    await b.waitFor(CHAT_SERVER_EVENTS.message, (m: ChatMessage) => m.seq >= 20);
    b.disconnect();
    const heldAtDrop = b.cursors()[convo]!;
    await sleep(2000);
    await b.connect();
    const acks = await burst;
    expect(acks.every((x) => x.ok)).toBe(true);
    // what arrived live after the sync, then one more sync as the page does on a gap
    await sleep(300);
    await b.sync();

    const seqs = b.messages(convo).map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(b.messages(convo).map((m) => m.text)).toEqual(
      Array.from({ length: 100 }, (_, i) => `message ${i + 1}`),
    );
    // the catch-up answer started right after the cursor and repeated nothing
    const catchUp = b.syncs.find((s) => s.messages.length > 0)!;
    const caught = catchUp.messages.map((m) => m.seq);
    expect(heldAtDrop).toBeGreaterThanOrEqual(20);
    expect(heldAtDrop).toBeLessThan(100);
    expect(caught[0]).toBe(heldAtDrop + 1);
    expect(new Set(caught).size).toBe(caught.length);
    expect(caught).toEqual([...caught].sort((x, y) => x - y));
  }, 30_000);
});
