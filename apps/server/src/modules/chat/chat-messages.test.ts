import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PER_MINUTE, type ChatMessage } from '@harbour/shared';
import { chatMessages } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import type { ChatEventMap } from './chat-events.js';
import { call, page, post, startConversation, users } from './chat-test-helpers.js';

let app: FastifyInstance;
const sent: ChatEventMap['message'][0][] = [];
const reads: ChatEventMap['read'][0][] = [];

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  app.chatEvents.on('message', (e) => sent.push(e));
  app.chatEvents.on('read', (e) => reads.push(e));
}, 300_000);
afterAll(() => app?.close());

const seqs = (list: ChatMessage[]) => list.map((m) => m.seq);

describe('posting', () => {
  it('keeps the text as written (trimmed, never HTML), in the sender’s language unless told', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    const text = '<b>hi</b> & <script>alert(1)</script> 🙂';
    const res = await post(app, a!, c.id, `  ${text}\n `);
    expect(res.data).toMatchObject({ text, lang: 'en', seq: 1, senderId: a!.userId, translation: null });
    const ar = await post(app, a!, c.id, 'مرحبا', { lang: 'ar' });
    expect(ar.data.lang).toBe('ar');
    expect((await page(app, b!, c.id)).data.messages.map((m) => m.text)).toEqual(['مرحبا', text]);
  });

  it('refuses an empty or too long message', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    const long = await post(app, a!, c.id, 'x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect([long.statusCode, long.message]).toEqual([400, 'chat.message_too_long']);
    expect((await post(app, a!, c.id, 'x'.repeat(CHAT_MESSAGE_MAX))).statusCode).toBe(200);
    const blank = await post(app, a!, c.id, '   ');
    expect([blank.statusCode, blank.message]).toEqual([400, 'fill_required_fields']);
  });

  it('emits one message event after commit, to the members but the sender', async () => {
    const [a, b, c] = await users(app, 3);
    const group = await startConversation(app, a!, [b!, c!]);
    sent.length = 0;
    const res = await post(app, b!, group.id, 'to all');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toEqual(res.data);
    expect(sent[0]!.memberIds.sort()).toEqual([a!.userId, b!.userId, c!.userId].sort());
    expect(sent[0]!.recipientIds.sort()).toEqual([a!.userId, c!.userId].sort());
    // the message is in the database when the event is seen
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, res.data.id));
    expect(row?.text).toBe('to all');
  });

  it('stores one message for a repeated clientKey and emits no second event', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    sent.length = 0;
    const first = await post(app, a!, c.id, 'once', { clientKey: 'k-1' });
    const again = await post(app, a!, c.id, 'once', { clientKey: 'k-1' });
    expect(again.data).toEqual(first.data);
    // concurrent repeats as well
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => post(app, a!, c.id, 'race', { clientKey: 'k-2' })),
    );
    expect(new Set(racing.map((r) => r.data.id)).size).toBe(1);
    // the other member may use the same key
    const other = await post(app, b!, c.id, 'mine', { clientKey: 'k-1' });
    expect(other.data.id).not.toBe(first.data.id);
    const rows = await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id));
    expect(rows).toHaveLength(3);
    expect(sent).toHaveLength(3);
    expect(seqs((await page(app, a!, c.id, '?after=0')).data.messages)).toEqual([1, 2, 3]);
  });

  it('gives 20 concurrent posts distinct consecutive seqs', async () => {
    const [a, b, c] = await users(app, 3);
    const group = await startConversation(app, a!, [b!, c!]);
    const posters = [a!, b!, c!];
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(app, posters[i % 3]!, group.id, `m${i}`)),
    );
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(res.map((r) => r.data.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it(`answers 429 chat.rate_limited past ${CHAT_MESSAGES_PER_MINUTE} messages a minute`, async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await post(app, a!, c.id, `n${i}`)).statusCode).toBe(200);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/chat/chat-messages',
      headers: { authorization: a!.authorization },
      payload: { conversationId: c.id, text: 'one too many' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ meta: { message: string } }>().meta.message).toBe('chat.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the other member is not concerned
    expect((await post(app, b!, c.id, 'my turn')).statusCode).toBe(200);
  });
});

describe('paging', () => {
  it('pages back with before and catches up with after, without gap or duplicate', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    for (let i = 1; i <= 25; i++) await post(app, i % 2 ? a! : b!, c.id, `m${i}`);

    const newest = await page(app, b!, c.id, '?limit=10');
    expect(seqs(newest.data.messages)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(newest.data.hasMore).toBe(true);
    const collected = [...newest.data.messages];
    let before = newest.data.messages.at(-1)!.seq;
    for (;;) {
      const older = await page(app, b!, c.id, `?limit=10&before=${before}`);
      collected.push(...older.data.messages);
      if (!older.data.hasMore) break;
      before = older.data.messages.at(-1)!.seq;
    }
    expect(seqs(collected)).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));

    const caught: ChatMessage[] = [];
    let after = 0;
    for (;;) {
      const next = await page(app, b!, c.id, `?limit=7&after=${after}`);
      caught.push(...next.data.messages);
      if (!next.data.hasMore) break;
      after = next.data.messages.at(-1)!.seq;
    }
    expect(seqs(caught)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await page(app, b!, c.id, '?after=25')).data).toEqual({ messages: [], hasMore: false });
  });

  it('marks read up to a seq, never back, never past the last', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    await post(app, a!, c.id, 'one');
    await post(app, a!, c.id, 'two');
    reads.length = 0;
    const read = await call(app, b!, 'POST', '/api/chat/read', { conversationId: c.id, seq: 99 });
    expect(read.data).toEqual({ conversationId: c.id, seq: 2 });
    const back = await call(app, b!, 'POST', '/api/chat/read', { conversationId: c.id, seq: 1 });
    expect(back.data).toEqual({ conversationId: c.id, seq: 2 });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ conversationId: c.id, userId: b!.userId, seq: 2 });
    expect([...reads[0]!.memberIds].sort()).toEqual([a!.userId, b!.userId].sort());
  });
});
