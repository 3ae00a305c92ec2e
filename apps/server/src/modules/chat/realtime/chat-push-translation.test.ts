import { CHAT_CLIENT_EVENTS, type ChatSendAck } from '@harbour/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { fakeBrowser, startPushService, type PushServiceStandIn } from '../../push/push-service-stand-in.js';
import {
  changeWords,
  startWordChangerStandIn,
  type WordChangerStandIn,
} from '../translation/test-stand-in.js';
import { ChatTestClient } from './chat-test-client.js';
import {
  chatUser,
  conversationOf,
  listenWithRealtime,
  pushToStandIn,
  type ChatTestUser,
} from './chat-test-helpers.js';
import { PUSH_TRANSLATION_WAIT_MS } from './fan-out.js';

/* The push of a message waits (up to PUSH_TRANSLATION_WAIT_MS) for its translation into the reader's language. */

let app: FastifyInstance;
let base: string;
let push: PushServiceStandIn;
let translator: WordChangerStandIn;
const clients: ChatTestClient[] = [];

beforeAll(async () => {
  push = await startPushService();
  translator = await startWordChangerStandIn();
  app = await buildTestApp({ LIBRETRANSLATE_URL: translator.url });
  base = await listenWithRealtime(app);
  await pushToStandIn(app);
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app?.close();
  await push?.close();
  await translator?.close();
});

/** Ana (en) connected, Ben (fr) with a push subscription and no socket, in one conversation. */
async function anaWritesToBen(): Promise<{
  a: ChatTestClient;
  convo: number;
  benPath: string;
  ben: ChatTestUser;
}> {
  const [ana, ben] = await Promise.all([chatUser(app), chatUser(app, { language: 'fr' })]);
  const convo = await conversationOf(app, [ana, ben]);
  const browser = fakeBrowser();
  const endpoint = push.endpoint(`chat-t${ben.id}`, browser);
  await app.db.insert(pushSubscriptions).values({ userId: ben.id, endpoint, ...browser.keys });
  const a = new ChatTestClient(base, ana.token, [convo]);
  clients.push(a);
  await a.connect();
  return { a, convo, benPath: `/push/chat-t${ben.id}`, ben };
}

/** Sends and waits for the push work to end; the time that took. */
async function sendTimed(a: ChatTestClient, convo: number, text: string): Promise<number> {
  const started = performance.now();
  const ack = await a.request<ChatSendAck>(CHAT_CLIENT_EVENTS.send, {
    conversationId: convo,
    text,
    lang: 'en',
  });
  expect(ack.ok).toBe(true);
  await app.chatRealtime.idle();
  return performance.now() - started;
}

describe('web push of a chat message and its translation', () => {
  it('waits for the reader’s translation and pushes it', async () => {
    const { a, convo, benPath } = await anaWritesToBen();
    await sendTimed(a, convo, 'See you tomorrow');
    // without the wait the push would leave at once, with the original
    const [pushed] = push.received.filter((r) => r.path === benPath);
    expect(pushed!.payload).toMatchObject({ body: changeWords('See you tomorrow', 'fr'), lang: 'fr' });
  });

  it('pushes the original once the wait is over when the translation does not come', async () => {
    const { a, convo, benPath } = await anaWritesToBen();
    // the provider fails: no translation within the wait
    translator.fail(...Array.from({ length: 20 }, () => 503));
    const took = await sendTimed(a, convo, 'Running late');
    const [pushed] = push.received.filter((r) => r.path === benPath);
    expect(pushed!.payload).toMatchObject({ body: 'Running late', lang: 'fr' });
    expect(took).toBeGreaterThanOrEqual(PUSH_TRANSLATION_WAIT_MS - 50);
    expect(took).toBeLessThan(PUSH_TRANSLATION_WAIT_MS + 2000);
  });
});
