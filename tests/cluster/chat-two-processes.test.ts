import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, type ChatMessage, type ChatSendAck } from '@harbour/shared';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatTestClient } from '../../apps/server/src/modules/chat/realtime/chat-test-client.js';
import { chatUsers, conversationOf, type ChatUserRow } from './chat-support.js';
import { clusterMissing, startTestCluster, type TestCluster } from './support.js';

const missing = clusterMissing();

/** NuChat across two processes: the Redis streams adapter carries events; catch-up works from either. */
describe.skipIf(missing.length > 0)('chat on two server processes behind nginx with Redis', () => {
  let test: TestCluster;
  let sql: pg.Client;
  let proxy: string;
  let one: string;
  let two: string;
  const clients: ChatTestClient[] = [];

  beforeAll(async () => {
    test = await startTestCluster('harbour-chat-cluster');
    ({ sql, proxy, one, two } = test);
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await test?.stop();
  });

  const client = (base: string, user: ChatUserRow, conversations: number[]) => {
    const c = new ChatTestClient(base, user.token, conversations);
    clients.push(c);
    return c;
  };
  const send = (c: ChatTestClient, conversationId: number, text: string) =>
    c.request<ChatSendAck>(CHAT_CLIENT_EVENTS.send, { conversationId, text });

  it('a message sent on one process reaches sockets on the other and through nginx; presence too', async () => {
    const [ana, ben, cai] = await chatUsers(sql, 3);
    const convo = await conversationOf(sql, [ana!, ben!, cai!], 'Cluster');
    const a = client(one, ana!, [convo]);
    const b = client(two, ben!, [convo]);
    const c = client(proxy, cai!, [convo]);
    await Promise.all([a.connect(), b.connect(), c.connect()]);

    const ack = await send(a, convo, 'across processes');
    expect(ack.ok).toBe(true);
    for (const x of [b, c])
      expect(await x.waitFor<ChatMessage>(CHAT_SERVER_EVENTS.message)).toMatchObject({
        seq: 1,
        text: 'across processes',
      });
    await b.request(CHAT_CLIENT_EVENTS.read, { conversationId: convo, seq: 1 });
    expect(await a.waitFor(CHAT_SERVER_EVENTS.read)).toEqual({
      conversationId: convo,
      userId: ben!.id,
      seq: 1,
    });
    // Ben's socket is on process 2: Ana on process 1 learns he is online (his arrival, or her
    // snapshot, which asks both processes through the adapter)
    await a.waitForOnline(ben!.id);
  });

  it('a socket dropped for 2 s during a burst of 100 comes back on the other process with all 100, in order, once', async () => {
    const [ana, ben, cai] = await chatUsers(sql, 3);
    const convo = await conversationOf(sql, [ana!, ben!, cai!], 'Burst');
    const a = client(one, ana!, [convo]);
    const c = client(two, cai!, [convo]);
    const firstB = client(one, ben!, [convo]);
    await Promise.all([a.connect(), c.connect(), firstB.connect()]);

    const burst = (async () => {
      const acks: ChatSendAck[] = [];
      for (let i = 1; i <= 100; i++) {
        acks.push(await send(i % 2 ? a : c, convo, `message ${i}`));
        await sleep(30);
      }
      return acks;
    })();
    await firstB.waitFor(CHAT_SERVER_EVENTS.message, (m: ChatMessage) => m.seq >= 20);
    firstB.disconnect();
    await sleep(2000);
    // the same page reconnecting, now to process 2, holding what it had
    const b = client(two, ben!, []);
    for (const [id, messages] of firstB.held) b.held.set(id, new Map(messages));
    const heldAtDrop = b.cursors()[convo]!;
    await b.connect();
    expect((await burst).every((x) => x.ok)).toBe(true);
    await sleep(300);
    await b.sync();

    expect(b.messages(convo).map((m) => m.text)).toEqual(
      Array.from({ length: 100 }, (_, i) => `message ${i + 1}`),
    );
    const caught = b.syncs[0]!.messages.map((m) => m.seq);
    expect(heldAtDrop).toBeGreaterThanOrEqual(20);
    expect(caught[0]).toBe(heldAtDrop + 1);
    expect(new Set(caught).size).toBe(caught.length);
  });
});
