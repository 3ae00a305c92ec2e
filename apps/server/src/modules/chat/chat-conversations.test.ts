import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CONVERSATIONS_PER_DAY,
  CHAT_GROUP_MAX_MEMBERS,
  type ChatConversation,
  type ChatUser,
} from '@harbour/shared';
import { users as usersTable } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { chooseOnSandbox, createIntent, packageId } from '../payments/test-helpers.js';
import { call, post, startConversation, users, type TestUser } from './chat-test-helpers.js';

let app: FastifyInstance;
const events: {
  kind: string;
  payload: { conversationId: number; memberIds: number[]; removedIds: number[] };
}[] = [];
/** the events with member ids in a fixed order */
const told = () =>
  events.map((e) => ({
    ...e,
    payload: { ...e.payload, memberIds: [...e.payload.memberIds].sort((x, y) => x - y) },
  }));
const ids = (...list: (TestUser | undefined)[]) => list.map((u) => u!.userId).sort((x, y) => x - y);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  app.chatEvents.on('conversation', (payload) => events.push({ kind: 'conversation', payload }));
}, 300_000);
afterAll(() => app?.close());

const convo = (user: TestUser, id: number) =>
  call<ChatConversation>(app, user, 'GET', `/api/chat/conversations/get-convo?conversationId=${id}`);

describe('membership', () => {
  it('answers a non-member exactly as for a conversation that does not exist', async () => {
    const [a, b, stranger] = await users(app, 3);
    const c = await startConversation(app, a!, [b!]);
    await post(app, a!, c.id, 'hello');
    const unknownId = c.id + 100_000;
    const calls: [string, 'GET' | 'POST', (id: number) => string, (id: number) => object | undefined][] = [
      ['get-convo', 'GET', (id) => `/api/chat/conversations/get-convo?conversationId=${id}`, () => undefined],
      ['messages', 'GET', (id) => `/api/chat/chat-messages/${id}`, () => undefined],
      ['post', 'POST', () => '/api/chat/chat-messages', (id) => ({ conversationId: id, text: 'x' })],
      ['read', 'POST', () => '/api/chat/read', (id) => ({ conversationId: id, seq: 1 })],
      ['leave', 'POST', (id) => `/api/chat/conversations/leave/${id}`, () => undefined],
      ['rename', 'POST', (id) => `/api/chat/conversations/${id}/update-name`, () => ({ groupName: 'n' })],
      ['status', 'POST', (id) => `/api/chat/conversations/status/${id}`, () => ({ status: 2 })],
      [
        'add',
        'POST',
        () => '/api/chat/conversations/add-user',
        (id) => ({ convoId: id, newUsers: [a!.userId] }),
      ],
    ];
    for (const [name, method, url, body] of calls) {
      const real = await call(app, stranger!, method, url(c.id), body(c.id));
      const none = await call(app, stranger!, method, url(unknownId), body(unknownId));
      expect({ name, ...real }).toEqual({
        name,
        statusCode: 404,
        message: 'chat.conversation_not_found',
        data: null,
      });
      expect(none).toEqual({ statusCode: real.statusCode, message: real.message, data: real.data });
    }
    // the members' list shows nothing of it to the stranger; another user's list is a 404
    const own = await call<ChatConversation[]>(
      app,
      stranger!,
      'GET',
      `/api/chat/conversations/${stranger!.userId}`,
    );
    expect(own.data).toEqual([]);
    const other = await call(app, stranger!, 'GET', `/api/chat/conversations/${a!.userId}`);
    expect(other.statusCode).toBe(404);
  });

  it('shows a user only to themselves and to who shares a conversation with them', async () => {
    const [a, b, stranger] = await users(app, 3);
    await startConversation(app, a!, [b!]);
    const seen = await call<ChatUser>(app, a!, 'GET', `/api/chat/users/${b!.userId}`);
    expect(seen.data).toMatchObject({ id: b!.userId, fullName: 'Test User' });
    expect((await call(app, a!, 'GET', `/api/chat/users/${a!.userId}`)).statusCode).toBe(200);
    const hidden = await call(app, stranger!, 'GET', `/api/chat/users/${b!.userId}`);
    expect([hidden.statusCode, hidden.message]).toEqual([404, 'chat.user_not_found']);
  });

  it('finds a user by exact e-mail only', async () => {
    const [a, b] = await users(app, 2);
    const [row] = await app.db.select().from(usersTable).where(eq(usersTable.id, b!.userId));
    const found = await call<ChatUser>(
      app,
      a!,
      'GET',
      `/api/chat/users?email=${encodeURIComponent(row!.email.toUpperCase())}`,
    );
    expect(found.data.id).toBe(b!.userId);
    const partial = await call(
      app,
      a!,
      'GET',
      `/api/chat/users?email=${encodeURIComponent(row!.email.slice(1))}`,
    );
    expect([partial.statusCode, partial.message]).toEqual([404, 'chat.user_not_found']);
  });
  it('limits e-mail look-ups to 30 a minute (they could enumerate accounts)', async () => {
    const [a] = await users(app, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await call(app, a!, 'GET', `/api/chat/users?email=nobody-${i}@example.com`)).statusCode);
    }
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('conversations', () => {
  it('answers the existing 1:1 with the same person, and reopens it for one who left', async () => {
    const [a, b] = await users(app, 2);
    const first = await startConversation(app, a!, [b!]);
    expect(first.isGroup).toBe(false);
    expect(first.members.map((m) => m.id).sort()).toEqual([a!.userId, b!.userId].sort());
    const again = await startConversation(app, b!, [a!], { isGroup: false });
    expect(again.id).toBe(first.id);
    await call(app, a!, 'POST', `/api/chat/conversations/leave/${first.id}`);
    expect((await convo(a!, first.id)).statusCode).toBe(404);
    const back = await startConversation(app, a!, [b!]);
    expect(back.id).toBe(first.id);
    // in a 1:1, a new message brings back the side who left
    await call(app, a!, 'POST', `/api/chat/conversations/leave/${first.id}`);
    await post(app, b!, first.id, 'still there?');
    const list = await call<ChatConversation[]>(app, a!, 'GET', `/api/chat/conversations/${a!.userId}`);
    expect(list.data.map((x) => [x.id, x.unread])).toEqual([[first.id, 1]]);
  });

  it('makes a group of more than one other member; add, rename, leave each tell the members', async () => {
    const [a, b, c, d] = await users(app, 4);
    const group = await startConversation(app, a!, [b!, c!], { groupName: 'Neighbours' });
    expect(group).toMatchObject({ isGroup: true, groupName: 'Neighbours', unread: 0, lastMessage: null });
    expect(group.members).toHaveLength(3);

    await post(app, b!, group.id, 'before d came');
    events.length = 0;
    const added = await call<ChatConversation>(app, a!, 'POST', '/api/chat/conversations/add-user', {
      convoId: group.id,
      newUsers: [d!.userId],
    });
    expect(added.data.members.map((m) => m.id)).toContain(d!.userId);
    // history before joining does not count as unread for the newcomer
    expect((await convo(d!, group.id)).data).toMatchObject({ unread: 0, lastSeq: 1, lastReadSeq: 1 });
    expect(told()).toEqual([
      {
        kind: 'conversation',
        payload: { conversationId: group.id, memberIds: ids(a, b, c, d), removedIds: [] },
      },
    ]);

    const renamed = await call<ChatConversation>(
      app,
      d!,
      'POST',
      `/api/chat/conversations/${group.id}/update-name`,
      {
        groupName: '  Street 12  ',
      },
    );
    expect(renamed.data.groupName).toBe('Street 12');
    expect((await convo(b!, group.id)).data.groupName).toBe('Street 12');

    const left = await call(app, c!, 'POST', `/api/chat/conversations/leave/${group.id}`);
    expect(left.data).toEqual({ conversationId: group.id });
    expect(told().at(-1)).toEqual({
      kind: 'conversation',
      payload: {
        conversationId: group.id,
        memberIds: ids(a, b, d),
        removedIds: [c!.userId],
      },
    });
    expect(events).toHaveLength(3);
    expect((await post(app, c!, group.id, 'still here?')).statusCode).toBe(404);
    expect((await convo(a!, group.id)).data.members.map((m) => m.id)).not.toContain(c!.userId);
  });

  it('refuses adding to or renaming a 1:1 (chat.not_a_group)', async () => {
    const [a, b, c] = await users(app, 3);
    const one = await startConversation(app, a!, [b!]);
    const add = await call(app, a!, 'POST', '/api/chat/conversations/add-user', {
      convoId: one.id,
      newUsers: [c!.userId],
    });
    expect([add.statusCode, add.message]).toEqual([400, 'chat.not_a_group']);
    const rename = await call(app, a!, 'POST', `/api/chat/conversations/${one.id}/update-name`, {
      groupName: 'x',
    });
    expect([rename.statusCode, rename.message]).toEqual([400, 'chat.not_a_group']);
  });

  it('lists the caller’s conversations by last activity with last message and unread count', async () => {
    const [a, b, c] = await users(app, 3);
    const older = await startConversation(app, a!, [b!]);
    const newer = await startConversation(app, a!, [c!]);
    await post(app, b!, older.id, 'one');
    await post(app, b!, older.id, 'two');
    const list = await call<ChatConversation[]>(app, a!, 'GET', `/api/chat/conversations/${a!.userId}`);
    expect(list.data.map((x) => x.id)).toEqual([older.id, newer.id]);
    expect(list.data[0]).toMatchObject({ unread: 2, lastSeq: 2, lastMessage: { text: 'two', seq: 2 } });
    await call(app, a!, 'POST', '/api/chat/read', { conversationId: older.id, seq: 2 });
    const after = await call<ChatConversation[]>(app, a!, 'GET', `/api/chat/conversations/${a!.userId}`);
    expect(after.data[0]!.unread).toBe(0);
  });

  it('closes a conversation for the caller with status 2; a new message opens it again', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    const closed = await call(app, a!, 'POST', `/api/chat/conversations/status/${c.id}`, { status: 2 });
    expect(closed.statusCode).toBe(200);
    const listOf = async (u: TestUser) =>
      (await call<ChatConversation[]>(app, u, 'GET', `/api/chat/conversations/${u.userId}`)).data.map(
        (x) => x.id,
      );
    expect(await listOf(a!)).toEqual([]);
    expect(await listOf(b!)).toEqual([c.id]);
    expect((await convo(a!, c.id)).data.status).toBe(2);
    const bad = await call(app, a!, 'POST', `/api/chat/conversations/status/${c.id}`, { status: 3 });
    expect(bad.statusCode).toBe(400);
    await post(app, b!, c.id, 'are you there?');
    expect(await listOf(a!)).toEqual([c.id]);
    expect((await convo(a!, c.id)).data.status).toBe(1);
  });
});

describe('limits', () => {
  it(`caps a group at ${CHAT_GROUP_MAX_MEMBERS} members`, async () => {
    const people = await users(app, CHAT_GROUP_MAX_MEMBERS + 1);
    const [owner, ...rest] = people;
    const tooMany = await call(app, owner!, 'POST', '/api/chat/conversations', {
      members: rest.map((u) => u.userId),
    });
    expect([tooMany.statusCode, tooMany.message]).toEqual([400, 'chat.too_many_members']);
    const full = await startConversation(app, owner!, rest.slice(0, CHAT_GROUP_MAX_MEMBERS - 1));
    expect(full.members).toHaveLength(CHAT_GROUP_MAX_MEMBERS);
    const one = await call(app, owner!, 'POST', '/api/chat/conversations/add-user', {
      convoId: full.id,
      newUsers: [rest.at(-1)!.userId],
    });
    expect([one.statusCode, one.message]).toEqual([400, 'chat.too_many_members']);
  });

  it(`lets a user start ${CHAT_CONVERSATIONS_PER_DAY} conversations a day`, async () => {
    const [a, b, c] = await users(app, 3);
    for (let i = 0; i < CHAT_CONVERSATIONS_PER_DAY; i++) await startConversation(app, a!, [b!, c!]);
    const next = await call(app, a!, 'POST', '/api/chat/conversations', { members: [b!.userId, c!.userId] });
    expect([next.statusCode, next.message]).toEqual([429, 'chat.too_many_conversations']);
    // someone else is not concerned
    await startConversation(app, b!, [a!, c!]);
  });

  it('refuses unknown members', async () => {
    const [a] = await users(app, 1);
    const res = await call(app, a!, 'POST', '/api/chat/conversations', { members: [a!.userId + 1_000_000] });
    expect([res.statusCode, res.message]).toEqual([404, 'chat.user_not_found']);
  });
});

describe('access', () => {
  const pastTrial = async (u: TestUser) =>
    app.db
      .update(usersTable)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(usersTable.id, u.userId));

  it('refuses a user past the trial without a plan (chat.no_access), and opens to a paid NuChat plan', async () => {
    const [a, b] = await users(app, 2);
    const c = await startConversation(app, a!, [b!]);
    await pastTrial(a!);
    for (const [method, url, body] of [
      ['GET', `/api/chat/conversations/${a!.userId}`, undefined],
      ['GET', `/api/chat/chat-messages/${c.id}`, undefined],
      ['POST', '/api/chat/chat-messages', { conversationId: c.id, text: 'hi' }],
      ['GET', '/api/chat/blocks', undefined],
    ] as const) {
      const res = await call(app, a!, method, url, body);
      expect([url, res.statusCode, res.message]).toEqual([url, 403, 'chat.no_access']);
    }
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/chat/blocks' });
    expect(unauthenticated.statusCode).toBe(401);

    const intent = await createIntent(app, a!.authorization, {
      product_name: 'NuChat',
      metadata: { product: 'nuchat', package_id: await packageId(app, 'nuchat-month') },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    await chooseOnSandbox(app, intent.json<{ data: { payment_url: string } }>().data.payment_url, 'pay');
    const res = await post(app, a!, c.id, 'paid and back');
    expect([res.statusCode, res.data.text]).toEqual([200, 'paid and back']);
  });
});
