import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SYNC_MAX_PER_CONVERSATION } from '@harbour/shared';
import { envelope, main, mockSignedIn, openPage, setupAppTests, type Call } from '@/test/app-harness';
import { conversation, FakeSocket, LINA, ME, message, OMAR, syncServer } from './chat-test-support';

vi.mock('socket.io-client', () => ({ io: (url: unknown, options: unknown) => new FakeSocket(url, options) }));

setupAppTests();

/* The page against the server's realtime contract: catch-up in rounds, removal, gaps, typing, reconnect. */

const LIST = 'GET /api/chat/conversations/7';
const page = (messages: ReturnType<typeof message>[], hasMore = false) => envelope({ messages, hasMore });
const socket = async () => {
  await waitFor(() => expect(FakeSocket.last).not.toBeNull());
  return FakeSocket.last!;
};
const shownSeqs = (region: HTMLElement) =>
  within(region)
    .queryAllByText(/^Message \d+$/)
    .map((p) => Number(p.textContent.split(' ')[1]));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

beforeEach(() => {
  FakeSocket.last = null;
  FakeSocket.respond = null;
  FakeSocket.refuse = null;
});

describe('/chat socket', () => {
  it('syncs again from the new cursors while the answer has more, without a duplicate', async () => {
    const many = CHAT_SYNC_MAX_PER_CONVERSATION + 20;
    const inTwo = (seq: number) => message(seq, { conversationId: 2, id: 5000 + seq });
    // held on the server: conversation 1 up to `many` (the client holds 1), conversation 2 up to 4
    const server = syncServer([...range(1, many).map((s) => message(s)), ...range(1, 4).map(inTwo)]);
    FakeSocket.respond = server;
    mockSignedIn({
      [LIST]: envelope([
        conversation(1, { lastSeq: 1, lastMessage: message(1) }),
        conversation(2, { lastSeq: 1, lastMessage: inTwo(1), members: [ME, LINA] }),
      ]),
      'GET /api/chat/chat-messages/2': page([inTwo(1)]),
    });
    await openPage('/chat?c=2');
    const s = await socket();
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(2));
    // the second round names only the conversation the server cut, from the last seq it sent
    expect(s.sent('chat:sync')).toEqual([
      { cursors: { 1: 1, 2: 1 } },
      { cursors: { 1: 1 + CHAT_SYNC_MAX_PER_CONVERSATION } },
    ]);
    const omar = await main().findByRole('link', { name: /Omar Haddad/ });
    await waitFor(() => expect(omar).toHaveTextContent(`Message ${many}`));
    // every message after seq 1 counted once
    expect(omar).toHaveTextContent(`${many - 1} unread messages`);
    const region = await main().findByRole('region', { name: 'Messages' });
    await waitFor(() => expect(shownSeqs(region)).toEqual([1, 2, 3, 4]));
    expect(s.sent('chat:sync')).toHaveLength(2);
  });

  it('drops a conversation the reader was removed from and leaves its thread', async () => {
    const group = conversation(3, { members: [ME, OMAR, LINA], isGroup: true, groupName: 'Walkers' });
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) }), group]),
      'GET /api/chat/chat-messages/3': page([message(1, { conversationId: 3, id: 7001 })]),
    });
    const { router } = await openPage('/chat?c=3');
    expect(await main().findByRole('heading', { level: 2, name: 'Walkers' })).toBeInTheDocument();
    const s = await socket();
    act(() => s.serverEmit('chat:conversation', { id: 3, removed: true }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(main().queryByRole('link', { name: /Walkers/ })).toBeNull();
    expect(main().queryByRole('heading', { level: 2 })).toBeNull();
    expect(main().getByRole('link', { name: /Omar Haddad/ })).toBeInTheDocument();
    // a removal elsewhere only takes it off the list
    act(() => s.serverEmit('chat:conversation', { id: 1, removed: true }));
    await waitFor(() => expect(main().queryByRole('link', { name: /Omar Haddad/ })).toBeNull());
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('keeps a live message past a gap and fills the gap in order from the held cursor', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 2, lastMessage: message(2) })]),
      'GET /api/chat/chat-messages/1': page([message(1), message(2)]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 2');
    const s = await socket();
    await waitFor(() => expect(s.sent('chat:sync')).toEqual([{ cursors: { 1: 2 } }]));
    // 3 to 5 were missed; the server answers the gap's sync with them (and 6 again)
    s.respond = syncServer(range(1, 6).map((seq) => message(seq)));
    act(() => s.serverEmit('chat:message', message(6)));
    expect(await within(region).findByText('Message 6')).toBeInTheDocument();
    await waitFor(() => expect(s.sent('chat:sync')).toEqual([{ cursors: { 1: 2 } }, { cursors: { 1: 2 } }]));
    await waitFor(() => expect(shownSeqs(region)).toEqual(range(1, 6)));
    // the next one follows on: no gap, no sync
    act(() => s.serverEmit('chat:message', message(7)));
    await within(region).findByText('Message 7');
    expect(shownSeqs(region)).toEqual(range(1, 7));
    expect(s.sent('chat:sync')).toHaveLength(2);
  });

  it('asks for an unfilled gap again after a reconnect, from below it', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 2, lastMessage: message(2) })]),
      'GET /api/chat/chat-messages/1': page([message(1), message(2)]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 2');
    const s = await socket();
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(1));
    // the gap's sync is refused (the server's event limit)
    s.respond = () => ({ ok: false, messages: [], hasMore: false, message: 'too_many_requests' });
    act(() => s.serverEmit('chat:message', message(5)));
    await within(region).findByText('Message 5');
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(2));
    s.respond = syncServer(range(1, 5).map((seq) => message(seq)));
    act(() => s.drop());
    act(() => s.reconnect());
    // the thread holds 5, but 3 and 4 are still missing: the catch-up starts at 2
    await waitFor(() => expect(s.sent('chat:sync')[2]).toEqual({ cursors: { 1: 2 } }));
    await waitFor(() => expect(shownSeqs(region)).toEqual(range(1, 5)));
  });

  it('counts the messages of a filled gap in the list’s unread badge, once each', async () => {
    const inTwo = (seq: number) => message(seq, { conversationId: 2, id: 5000 + seq });
    mockSignedIn({
      [LIST]: envelope([
        conversation(1, { lastSeq: 2, lastReadSeq: 2, unread: 0, lastMessage: message(2) }),
        conversation(2, { lastSeq: 1, lastMessage: inTwo(1), members: [ME, LINA] }),
      ]),
      'GET /api/chat/chat-messages/2': page([inTwo(1)]),
    });
    await openPage('/chat?c=2');
    const s = await socket();
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(1));
    const omar = await main().findByRole('link', { name: /Omar Haddad/ });
    s.respond = syncServer([...range(1, 5).map((seq) => message(seq)), inTwo(1)]);
    // 5 arrives live while 3 and 4 were missed: the gap is filled, and all three are unread
    act(() => s.serverEmit('chat:message', message(5)));
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(2));
    await waitFor(() => expect(omar).toHaveTextContent('3 unread messages'));
    // the same messages again (a reconnect's catch-up) are not counted twice
    act(() => s.serverEmit('chat:message', message(4)));
    act(() => s.drop());
    act(() => s.reconnect());
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omar).toHaveTextContent('3 unread messages');
  });

  it('shows who is typing until they stop, and tells the others while the reader types', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) })]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 1');
    const s = await socket();
    act(() => s.serverEmit('chat:typing', { conversationId: 1, userId: ME.id, typing: true }));
    act(() => s.serverEmit('chat:typing', { conversationId: 1, userId: OMAR.id, typing: true }));
    expect(await main().findByText('Omar Haddad is typing…')).toBeInTheDocument();
    // the reader's own signal (another tab) is not shown
    expect(main().getAllByText(/is typing…/)).toHaveLength(1);
    act(() => s.serverEmit('chat:typing', { conversationId: 1, userId: OMAR.id, typing: false }));
    await waitFor(() => expect(main().queryByText(/is typing/)).toBeNull());
    // a message from the one typing ends it at once
    act(() => s.serverEmit('chat:typing', { conversationId: 1, userId: OMAR.id, typing: true }));
    await main().findByText('Omar Haddad is typing…');
    act(() => s.serverEmit('chat:message', message(2)));
    await within(region).findByText('Message 2');
    expect(main().queryByText(/is typing/)).toBeNull();

    await userEvent.type(main().getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(s.sent('chat:typing')).toEqual([{ conversationId: 1, typing: true }]);
  });

  it('says it is reconnecting and catches up from the held cursors when the connection returns', async () => {
    mockSignedIn({
      [LIST]: envelope([
        conversation(1, { lastSeq: 1, lastMessage: message(1) }),
        conversation(2, {
          members: [ME, LINA],
          lastSeq: 4,
          lastMessage: message(4, { conversationId: 2, id: 5004 }),
        }),
      ]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 1');
    const s = await socket();
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(1));
    act(() => s.drop());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    // while away: 2 and 3 in the open conversation, 5 in the other
    s.respond = syncServer([
      ...range(1, 3).map((seq) => message(seq)),
      message(5, { conversationId: 2, id: 5005, senderId: LINA.id, text: 'Back soon' }),
    ]);
    act(() => s.reconnect());
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
    expect(s.sent('chat:sync')[1]).toEqual({ cursors: { 1: 1, 2: 4 } });
    await waitFor(() => expect(shownSeqs(region)).toEqual([1, 2, 3]));
    const lina = main().getByRole('link', { name: /Lina Park/ });
    await waitFor(() => expect(lina).toHaveTextContent('Back soon'));
    expect(lina).toHaveTextContent('1 unread message');
  });

  it('shows a one-to-one partner online from presence, and forgets it when the connection drops', async () => {
    const group = conversation(3, { members: [ME, OMAR, LINA], isGroup: true, groupName: 'Walkers' });
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) }), group]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
    });
    await openPage('/chat?c=1');
    const omar = await main().findByRole('link', { name: /Omar Haddad/ });
    const s = await socket();
    expect(omar).not.toHaveTextContent('Online');
    act(() => s.serverEmit('chat:presence', { userId: OMAR.id, online: true }));
    await waitFor(() => expect(omar).toHaveTextContent('Online'));
    // a group shows no dot; the open one-to-one says it beside its title
    expect(main().getByRole('link', { name: /Walkers/ })).not.toHaveTextContent('Online');
    const title = main().getByRole('heading', { level: 2, name: 'Omar Haddad' });
    expect(title.parentElement).toHaveTextContent('Online');
    act(() => s.serverEmit('chat:presence', { userId: OMAR.id, online: false }));
    await waitFor(() => expect(omar).not.toHaveTextContent('Online'));
    act(() => s.serverEmit('chat:presence', { userId: OMAR.id, online: true }));
    await waitFor(() => expect(omar).toHaveTextContent('Online'));
    act(() => s.drop());
    await waitFor(() => expect(omar).not.toHaveTextContent('Online'));
  });

  it('takes who is online from the snapshot of each connection and from a wave of arrivals', async () => {
    const withLina = conversation(2, {
      members: [ME, LINA],
      lastSeq: 1,
      lastMessage: message(1, { conversationId: 2 }),
    });
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) }), withLina]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
    });
    await openPage('/chat?c=1');
    const omar = await main().findByRole('link', { name: /Omar Haddad/ });
    const lina = main().getByRole('link', { name: /Lina Park/ });
    const s = await socket();
    act(() => s.serverEmit('chat:presence-snapshot', { online: [OMAR.id, LINA.id] }));
    await waitFor(() => expect(omar).toHaveTextContent('Online'));
    expect(lina).toHaveTextContent('Online');
    // the next connection's snapshot replaces it: Lina is no longer online
    act(() => s.drop());
    act(() => s.reconnect());
    act(() => s.serverEmit('chat:presence-snapshot', { online: [OMAR.id] }));
    await waitFor(() => expect(omar).toHaveTextContent('Online'));
    expect(lina).not.toHaveTextContent('Online');
    // several contacts back at once: one event
    act(() => s.serverEmit('chat:presence', { userId: OMAR.id, online: false }));
    await waitFor(() => expect(omar).not.toHaveTextContent('Online'));
    act(() => s.serverEmit('chat:presence-online', { userIds: [OMAR.id, LINA.id] }));
    await waitFor(() => expect(omar).toHaveTextContent('Online'));
    expect(lina).toHaveTextContent('Online');
  });

  it('says so when the server refuses the connection for too many attempts, and tries again when told', async () => {
    FakeSocket.refuse = Object.assign(new Error('too_many_requests'), { data: { retryAfterMs: 1500 } });
    mockSignedIn({ [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) })]) });
    await openPage('/chat');
    const s = await socket();
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(s.connects).toBe(0);
    await waitFor(() => expect(s.connects).toBe(1), { timeout: 3000 });
    await waitFor(() => expect(s.sent('chat:sync')).toHaveLength(1));
    expect(screen.queryByText('Too many attempts. Please wait a moment and try again.')).toBeNull();
  });

  it('closes a conversation from its menu: it leaves the list and the page says so', async () => {
    const api = mockSignedIn({
      [LIST]: envelope([
        conversation(1, { lastSeq: 1, lastMessage: message(1) }),
        conversation(2, { members: [ME, LINA] }),
      ]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
      'POST /api/chat/conversations/status/1': (call: Call) =>
        call.body && (call.body as { status: number }).status === 2
          ? envelope({ conversationId: 1 })
          : { status: 400, json: envelope(null, false, 'invalid_input') },
    });
    const { router } = await openPage('/chat?c=1');
    await userEvent.click(await main().findByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close conversation' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.to('POST /api/chat/conversations/status/1')[0]!.body).toEqual({ status: 2 });
    const closed = 'Conversation closed. It opens again when a new message arrives.';
    expect(await main().findAllByText(closed)).toHaveLength(2);
    expect(screen.getByTestId('chat-live')).toHaveTextContent(closed);
    expect(main().queryByRole('link', { name: /Omar Haddad/ })).toBeNull();
    expect(main().getByRole('link', { name: /Lina Park/ })).toBeInTheDocument();
  });
});
