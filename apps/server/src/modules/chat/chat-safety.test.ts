import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAdminReport, ChatConversation, ChatUser } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth } from '../../test/sessions.js';
import type { ChatEventMap } from './chat-events.js';
import { call, page, post, startConversation, users, type TestUser } from './chat-test-helpers.js';

let app: FastifyInstance;
let admin: TestUser;
const sent: ChatEventMap['message'][0][] = [];

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = { userId: 0, ...(await adminAuth(app)) };
  app.chatEvents.on('message', (e) => sent.push(e));
}, 300_000);
afterAll(() => app?.close());

const block = (u: TestUser, other: TestUser) =>
  call<ChatUser[]>(app, u, 'POST', '/api/chat/blocks', { userId: other.userId });

describe('blocking', () => {
  it('in a 1:1 refuses posting both ways and a new conversation, until unblocked', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    const blocked = await block(a!, b!);
    expect(blocked.data.map((u) => u.id)).toEqual([b!.userId]);
    expect((await block(a!, b!)).data).toHaveLength(1);
    for (const [from, text] of [
      [a!, 'from the blocker'],
      [b!, 'from the blocked'],
    ] as const) {
      const res = await post(app, from, c.id, text);
      expect([res.statusCode, res.message]).toEqual([403, 'chat.blocked']);
    }
    const again = await call(app, b!, 'POST', '/api/chat/conversations', { members: [a!.userId] });
    expect([again.statusCode, again.message]).toEqual([403, 'chat.blocked']);
    const list = await call<ChatUser[]>(app, a!, 'DELETE', `/api/chat/blocks/${b!.userId}`);
    expect(list.data).toEqual([]);
    expect((await post(app, b!, c.id, 'friends again')).statusCode).toBe(200);
  });

  it('in a group hides the blocked sender’s messages from the blocker only', async () => {
    const [a, b, c] = await users(app, 3);
    const g = await startConversation(app, a!, [b!, c!]);
    await post(app, b!, g.id, 'before the block');
    await block(a!, b!);
    sent.length = 0;
    const hidden = await post(app, b!, g.id, 'after the block');
    expect(hidden.statusCode).toBe(200);
    await post(app, c!, g.id, 'from c');
    expect(sent[0]!.recipientIds).toEqual([c!.userId]);
    expect(sent[0]!.memberIds).toContain(a!.userId);
    expect([...sent[1]!.recipientIds].sort()).toEqual([a!.userId, b!.userId].sort());

    const texts = async (u: TestUser, q = '') =>
      (await page(app, u, g.id, q)).data.messages.map((m) => m.text);
    expect(await texts(a!)).toEqual(['from c']);
    expect(await texts(a!, '?after=0')).toEqual(['from c']);
    expect(await texts(c!)).toEqual(['from c', 'after the block', 'before the block']);
    const mine = await call<ChatConversation>(
      app,
      a!,
      'GET',
      `/api/chat/conversations/get-convo?conversationId=${g.id}`,
    );
    expect(mine.data).toMatchObject({ unread: 1, lastMessage: { text: 'from c' } });
    // b, not the blocker, still reads a
    await post(app, a!, g.id, 'from a');
    expect(await texts(b!)).toContain('from a');
  });

  it('cannot block oneself or someone unknown', async () => {
    const [a] = await users(app, 1);
    expect((await block(a!, a!)).statusCode).toBe(400);
    const unknown = await block(a!, { userId: a!.userId + 1_000_000, authorization: '' });
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'chat.user_not_found']);
  });
});

describe('reports', () => {
  it('reach the admin with the message and up to 5 before and after it, once per reporter', async () => {
    const [a, b, stranger] = await users(app, 3);
    const c = await startConversation(app, a!, [b!]);
    const ids: number[] = [];
    for (let i = 1; i <= 14; i++) ids.push((await post(app, i === 8 ? b! : a!, c.id, `m${i}`)).data.id);

    const outsider = await call(app, stranger!, 'POST', '/api/chat/reports', {
      messageId: ids[7],
      reason: 'x',
    });
    expect([outsider.statusCode, outsider.message]).toEqual([404, 'chat.conversation_not_found']);

    const report = await call<{ id: number }>(app, a!, 'POST', '/api/chat/reports', {
      messageId: ids[7],
      reason: ' threatening ',
    });
    expect([report.statusCode, report.message]).toEqual([200, 'chat.reported']);
    const twice = await call(app, a!, 'POST', '/api/chat/reports', { messageId: ids[7], reason: 'again' });
    expect([twice.statusCode, twice.message]).toEqual([409, 'chat.already_reported']);
    // a report near the start keeps what there is
    const early = await call<{ id: number }>(app, b!, 'POST', '/api/chat/reports', {
      messageId: ids[1],
      reason: 'spam',
    });

    expect((await call(app, a!, 'GET', '/api/admin/chat-reports')).statusCode).toBe(403);
    const list = await call<ChatAdminReport[]>(app, admin, 'GET', '/api/admin/chat-reports');
    const mine = list.data.find((r) => r.id === report.data.id)!;
    expect(mine).toMatchObject({
      messageId: ids[7],
      conversationId: c.id,
      reason: 'threatening',
      reporter: { id: a!.userId },
      reportedUser: { id: b!.userId },
      resolvedAt: null,
    });
    expect(mine.context.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(mine.context.find((m) => m.id === ids[7])!.text).toBe('m8');
    const earlyReport = list.data.find((r) => r.id === early.data.id)!;
    expect(earlyReport.context.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const resolved = await call<ChatAdminReport>(
      app,
      admin,
      'POST',
      `/api/admin/chat-reports/${mine.id}/resolve`,
    );
    expect(resolved.data.resolvedAt).not.toBeNull();
    const after = await call<ChatAdminReport[]>(app, admin, 'GET', '/api/admin/chat-reports');
    const order = after.data.map((r) => r.id);
    expect(order.indexOf(early.data.id)).toBeLessThan(order.indexOf(mine.id));
    expect((await call(app, admin, 'POST', '/api/admin/chat-reports/99999999/resolve')).statusCode).toBe(404);
  });
});
