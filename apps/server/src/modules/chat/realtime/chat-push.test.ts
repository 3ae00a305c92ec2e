import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_CLIENT_EVENTS, PUSH_PAYLOAD_MAX_BYTES, type ChatSendAck } from '@harbour/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { fakeBrowser, startPushService, type PushServiceStandIn } from '../../push/push-service-stand-in.js';
import { chatLink, encodeChatPush } from './chat-push.js';
import { ChatTestClient } from './chat-test-client.js';
import {
  chatUser,
  conversationOf,
  listenWithRealtime,
  pushToStandIn,
  memberRow,
  type ChatTestUser,
} from './chat-test-helpers.js';

let app: FastifyInstance;
let base: string;
let push: PushServiceStandIn;
const clients: ChatTestClient[] = [];

beforeAll(async () => {
  push = await startPushService();
  app = await buildTestApp();
  base = await listenWithRealtime(app);
  await pushToStandIn(app);
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app?.close();
  await push?.close();
});

async function connected(user: ChatTestUser, conversations: number[]) {
  const c = new ChatTestClient(base, user.token, conversations);
  clients.push(c);
  await c.connect();
  return c;
}

/** A push subscription of `user` at the stand-in, answered with `statuses`. */
async function subscribe(user: ChatTestUser, statuses?: number[]) {
  const browser = fakeBrowser();
  const endpoint = push.endpoint(`chat-u${user.id}`, browser, statuses);
  await app.db.insert(pushSubscriptions).values({ userId: user.id, endpoint, ...browser.keys });
  return `/push/chat-u${user.id}`;
}

const pushesTo = (path: string) => push.received.filter((r) => r.path === path);

async function send(c: ChatTestClient, conversationId: number, text: string) {
  const ack = await c.request<ChatSendAck>(CHAT_CLIENT_EVENTS.send, { conversationId, text });
  expect(ack.ok).toBe(true);
  await app.chatRealtime.idle();
}

/** Disconnects and waits until the server no longer counts the user online. */
async function goOffline(c: ChatTestClient, userId: number) {
  c.disconnect();
  for (let i = 0; i < 100 && (await app.chatRealtime.onlineOf([userId])).has(userId); i++) await sleep(20);
}

describe('web push of chat messages', () => {
  it('pushes once per conversation to a member with no socket, again only after they read', async () => {
    const [ana, ben] = await Promise.all([
      chatUser(app, { firstName: 'Ana' }),
      chatUser(app, { language: 'ar' }),
    ]);
    const convo = await conversationOf(app, [ana, ben]);
    const benPath = await subscribe(ben);
    await subscribe(ana);
    const a = await connected(ana, [convo]);

    await send(a, convo, 'first');
    await send(a, convo, 'second');
    await send(a, convo, 'third');
    expect(push.errors).toEqual([]);
    const [first, ...more] = pushesTo(benPath);
    expect(more).toEqual([]);
    expect(first!.payload).toEqual({
      v: 1,
      kind: 'chat',
      conversation_id: convo,
      seq: 1,
      title: 'Ana Tester',
      body: 'first',
      // no translation provider in the tests: the original, in a notification laid out for Arabic
      lang: 'ar',
      dir: 'rtl',
      url: `/chat?c=${convo}`,
      tag: `chat-${convo}`,
    });
    expect(first!.topic).toBe(`chat-${convo}`);
    expect(first!.bodyBytes).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    // the sender is never pushed their own message
    expect(push.received.filter((r) => r.payload.conversation_id === convo && r.path !== benPath)).toEqual(
      [],
    );
    expect((await memberRow(app, convo, ben.id)).pushedSeq).toBe(1);

    // Ben reads on his phone, then closes it: the next message is pushed again
    const b = await connected(ben, [convo]);
    expect(await b.request(CHAT_CLIENT_EVENTS.read, { conversationId: convo, seq: 3 })).toEqual({
      ok: true,
      seq: 3,
    });
    await goOffline(b, ben.id);
    await send(a, convo, 'fourth');
    expect(pushesTo(benPath).map((r) => r.payload.body)).toEqual(['first', 'fourth']);

    // with a socket open, nothing is pushed even though he has not read yet
    const b2 = await connected(ben, [convo]);
    await b2.request(CHAT_CLIENT_EVENTS.read, { conversationId: convo, seq: 4 });
    await send(a, convo, 'fifth');
    expect(pushesTo(benPath)).toHaveLength(2);
    expect((await memberRow(app, convo, ben.id)).pushedSeq).toBe(4);
  });

  it('names the group and the sender, and removes a subscription its push service calls gone', async () => {
    const [ana, ben, cai] = await Promise.all([
      chatUser(app, { firstName: 'Ana' }),
      chatUser(app),
      chatUser(app, { language: 'fr' }),
    ]);
    const convo = await conversationOf(app, [ana, ben, cai], 'Neighbours');
    const benPath = await subscribe(ben);
    await subscribe(cai, [410]);
    const a = await connected(ana, [convo]);
    await send(a, convo, 'Meeting at 6?');

    expect(pushesTo(benPath).map((r) => [r.payload.title, r.payload.body, r.payload.lang])).toEqual([
      ['Neighbours', 'Ana Tester: Meeting at 6?', 'en'],
    ]);
    const left = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, cai.id));
    expect(left).toEqual([]);
  });

  it('links to the conversation in the chat of CHAT_SITE_URL', () => {
    expect(chatLink('/chat', 7)).toBe('/chat?c=7');
    expect(chatLink('https://chat.example.org/', 7)).toBe('https://chat.example.org/?c=7');
    expect(chatLink('https://example.org/app?from=push', 7)).toBe('https://example.org/app?from=push&c=7');
  });

  it('cuts a long message so the encrypted push stays under the limit', () => {
    const json = encodeChatPush({
      v: 1,
      kind: 'chat',
      conversation_id: 1,
      seq: 1,
      title: 'Группа соседей',
      body: 'ب'.repeat(2000),
      lang: 'ar',
      dir: 'rtl',
      url: '/chat?c=1',
      tag: 'chat-1',
    });
    const payload = JSON.parse(json) as { body: string; title: string };
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.title).toBe('Группа соседей');
    // aes128gcm adds 103 bytes
    expect(Buffer.byteLength(json) + 103).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
  });
});
