import { CHAT_SYNC_MAX_PER_CONVERSATION, type ChatMessage } from '@harbour/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatBlocks, chatConversations, chatMessages } from '../../../db/schema/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { listMessages } from '../chat.service.js';
import { chatUser, conversationOf, type ChatTestUser } from './chat-test-helpers.js';
import { syncMessages } from './socket-handlers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** `count` messages written in bulk, senders in turn, seq 1…count. */
async function fill(conversationId: number, senders: ChatTestUser[], count: number) {
  await app.db.insert(chatMessages).values(
    Array.from({ length: count }, (_, i) => ({
      conversationId,
      seq: i + 1,
      senderId: senders[i % senders.length]!.id,
      text: `m${i + 1}`,
      lang: 'en',
    })),
  );
  await app.db
    .update(chatConversations)
    .set({ lastSeq: count })
    .where(eq(chatConversations.id, conversationId));
}

/** What the sync answered before it was one statement: listMessages with `after`, page by page. */
async function pagedReference(userId: number, cursors: Record<string, number>) {
  const messages: ChatMessage[] = [];
  let hasMore = false;
  for (const [key, cursor] of Object.entries(cursors)) {
    let after = cursor;
    let count = 0;
    for (;;) {
      const page = await listMessages(app.db, userId, Number(key), { after, limit: 100, lang: 'en' }).catch(
        () => null,
      );
      if (!page) break;
      messages.push(...page.messages.slice(0, CHAT_SYNC_MAX_PER_CONVERSATION - count));
      count += page.messages.length;
      if (!page.hasMore || page.messages.length === 0) break;
      if (count >= CHAT_SYNC_MAX_PER_CONVERSATION) {
        hasMore = true;
        break;
      }
      after = page.messages[page.messages.length - 1]!.seq;
    }
  }
  return { messages, hasMore };
}

describe('chat:sync in one statement', () => {
  it('answers what the paged listMessages answers: cursors, cap, blocked senders, non-members', async () => {
    const [reader, friend, blocked, stranger] = await Promise.all(
      [0, 1, 2, 3].map(() => chatUser(app, { language: 'en' })),
    );
    const big = await conversationOf(app, [reader!, friend!, blocked!], 'Big');
    const small = await conversationOf(app, [reader!, blocked!]);
    const notMine = await conversationOf(app, [friend!, stranger!]);
    await fill(big, [friend!, blocked!, reader!], CHAT_SYNC_MAX_PER_CONVERSATION + 400);
    await fill(small, [blocked!, reader!], 30);
    await fill(notMine, [friend!, stranger!], 10);
    await app.db.insert(chatBlocks).values({ blockerId: reader!.id, blockedId: blocked!.id });
    const deps = { db: app.db, events: app.chatEvents };

    // a third of the big one is from the blocked sender: 600 visible, over the cap
    // the small one first: the answer keeps the order of the cursors
    const cursors = { [small]: 4, [big]: 0, [notMine]: 0, 999999: 0 };
    const synced = await syncMessages(deps, reader!.id, 'en', cursors);
    const reference = await pagedReference(reader!.id, cursors);
    expect(synced.hasMore).toBe(true);
    expect(synced).toEqual(reference);
    expect(synced.messages.some((m) => m.senderId === blocked!.id || m.conversationId === notMine)).toBe(
      false,
    );
    const bigSeqs = synced.messages.filter((m) => m.conversationId === big).map((m) => m.seq);
    expect(bigSeqs).toHaveLength(CHAT_SYNC_MAX_PER_CONVERSATION);
    expect(bigSeqs).toEqual([...bigSeqs].sort((a, b) => a - b));

    // from the new cursors: the rest, and no more
    const next = { [small]: 30, [big]: bigSeqs.at(-1)! };
    const rest = await syncMessages(deps, reader!.id, 'en', next);
    expect(rest).toEqual(await pagedReference(reader!.id, next));
    expect(rest.hasMore).toBe(false);
    expect(rest.messages.at(-1)?.seq).toBe(CHAT_SYNC_MAX_PER_CONVERSATION + 400);
  });

  it('answers nothing for no conversation of the user', async () => {
    const reader = await chatUser(app);
    expect(await syncMessages({ db: app.db, events: app.chatEvents }, reader.id, 'en', {})).toEqual({
      messages: [],
      hasMore: false,
    });
  });
});
