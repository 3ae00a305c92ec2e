import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_PAGE_SIZE } from '@harbour/shared';
import {
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  setupAppTests,
  type Call,
} from '@/test/app-harness';
import { conversation, FakeSocket, LINA, ME, message, OMAR } from './chat-test-support';

vi.mock('socket.io-client', () => ({ io: (url: unknown, options: unknown) => new FakeSocket(url, options) }));

setupAppTests();

const LIST = 'GET /api/chat/conversations/7';
const page = (messages: ReturnType<typeof message>[], hasMore = false) => envelope({ messages, hasMore });
const socket = async () => {
  await waitFor(() => expect(FakeSocket.last).not.toBeNull());
  return FakeSocket.last!;
};

describe('/chat', () => {
  it('sends a visitor to sign in and back', async () => {
    mockApi();
    const { router } = await openPage('/chat?c=4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/chat?c=4')}`);
  });

  it('sends a user without access to the NuChat checkout', async () => {
    mockSignedIn({ [LIST]: { status: 403, json: envelope(null, false, 'chat.no_access') } });
    const { router } = await openPage('/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nuchat/checkout'));
  });

  it('lists conversations by activity with names, the last message in the reader language and unread counts', async () => {
    FakeSocket.last = null;
    const old = conversation(1, {
      lastMessage: message(3, { createdAt: new Date(Date.now() - 3600_000).toISOString() }),
      lastSeq: 3,
    });
    const recent = conversation(2, {
      members: [ME, OMAR, LINA],
      isGroup: true,
      groupName: 'Welcome team',
      unread: 2,
      lastSeq: 9,
      lastMessage: message(9, {
        conversationId: 2,
        text: 'مرحبا بالجميع',
        createdAt: new Date(Date.now() - 60_000).toISOString(),
        lang: 'ar',
        translation: { lang: 'en', text: 'Hello everyone' },
      }),
    });
    mockSignedIn({ [LIST]: envelope([old, recent]) });
    await openPage('/chat');
    const links = await main().findAllByRole('link', { name: /Omar Haddad|Welcome team/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/chat?c=2', '/chat?c=1']);
    expect(links[0]).toHaveTextContent('Omar Haddad: Hello everyone');
    expect(links[0]).toHaveTextContent('2 unread messages');
    expect(links[0]).not.toHaveTextContent('مرحبا');
    expect(links[1]).toHaveTextContent('Message 3');
    expect(links[1]).not.toHaveTextContent('unread');
    // the socket asks for what was missed since the list's last seq
    expect((await socket()).sent('chat:sync')).toEqual([{ cursors: { 1: 3, 2: 9 } }]);
  });

  it('shows the newest messages and loads older ones above them', async () => {
    const newest = Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => message(31 + i));
    const older = Array.from({ length: 30 }, (_, i) => message(1 + i));
    const api = mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 60, lastMessage: newest.at(-1)! })]),
      'GET /api/chat/chat-messages/1': (call: Call) =>
        call.search.includes('before=31') ? page(older, false) : page(newest, true),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 60');
    expect(within(region).queryByText('Message 30')).toBeNull();
    // scrolling to the top asks for the page before the first seq held
    fireEvent.scroll(region, { target: { scrollTop: 0 } });
    await within(region).findByText('Message 30');
    expect(api.to('GET /api/chat/chat-messages/1').map((c) => c.search)).toEqual(['', '?before=31']);
    const texts = within(region)
      .getAllByText(/^Message \d+$/)
      .map((p) => Number(p.textContent.split(' ')[1]));
    expect(texts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(within(region).queryByRole('button', { name: 'Load older messages' })).toBeNull();
    // one name above Omar's run of messages
    expect(within(region).getAllByRole('heading', { name: 'Omar Haddad' })).toHaveLength(1);
  });

  it('sends on Enter, adds a line on Shift+Enter, in the interface language with a client key', async () => {
    const api = mockSignedIn({
      [LIST]: envelope([conversation(1)]),
      'GET /api/chat/chat-messages/1': page([]),
      'POST /api/chat/chat-messages': (call: Call) =>
        envelope(message(1, { senderId: ME.id, text: (call.body as { text: string }).text })),
    });
    await openPage('/chat?c=1');
    const field = await main().findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(field).toHaveValue('Hello\nthere');
    expect(api.to('POST /api/chat/chat-messages')).toHaveLength(0);
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    const [sent] = api.to('POST /api/chat/chat-messages');
    expect(sent!.body).toMatchObject({ conversationId: 1, text: 'Hello\nthere', lang: 'en' });
    expect((sent!.body as { clientKey: string }).clientKey).toMatch(/\S{8,}/);
    const region = main().getByRole('region', { name: 'Messages' });
    expect(await within(region).findByText(/Hello\s+there/)).toBeInTheDocument();
  });

  it('keeps the text when sending fails and retries with the same client key', async () => {
    let fail = true;
    const api = mockSignedIn({
      [LIST]: envelope([conversation(1)]),
      'GET /api/chat/chat-messages/1': page([]),
      'POST /api/chat/chat-messages': (call: Call) =>
        fail
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : envelope(message(1, { senderId: ME.id, text: (call.body as { text: string }).text })),
    });
    await openPage('/chat?c=1');
    const field = await main().findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Are you there?{Enter}');
    const alert = await main().findByText(/Your message was not sent/);
    expect(alert).toHaveTextContent('Your message was not sent: Something went wrong! Please try again.');
    expect(field).toHaveValue('Are you there?');
    fail = false;
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field).toHaveValue(''));
    const keys = api
      .to('POST /api/chat/chat-messages')
      .map((c) => (c.body as { clientKey: string }).clientKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows a translated message with its language and the original on demand; a late translation replaces the original', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1)]),
      'GET /api/chat/chat-messages/1': page([
        message(1, { text: 'صباح الخير', lang: 'ar', translation: { lang: 'en', text: 'Good morning' } }),
      ]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Good morning');
    expect(within(region).getByText('Written in Arabic')).toBeInTheDocument();
    const toggle = within(region).getByRole('button', { name: 'Show original' });
    await userEvent.click(toggle);
    expect(within(region).getByText('صباح الخير')).toHaveAttribute('lang', 'ar');
    expect(within(region).queryByText('Good morning')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Show translation' }));
    expect(within(region).getByText('Good morning')).toBeInTheDocument();

    const s = await socket();
    act(() => s.serverEmit('chat:message', message(2, { text: 'كيف حالك؟', lang: 'ar' })));
    expect(await within(region).findByText('كيف حالك؟')).toBeInTheDocument();
    act(() =>
      s.serverEmit('chat:translation', {
        conversationId: 1,
        messageId: 1002,
        seq: 2,
        lang: 'en',
        text: 'How are you?',
      }),
    );
    expect(await within(region).findByText('How are you?')).toBeInTheDocument();
    expect(within(region).queryByText('كيف حالك؟')).toBeNull();
  });

  it('makes only http(s) addresses links, safely, and never renders HTML', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1)]),
      'GET /api/chat/chat-messages/1': page([
        message(1, {
          text: 'See https://example.org/a?b=1. Not javascript:alert(1) <img src=x onerror=alert(1)>',
        }),
      ]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    const link = await within(region).findByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.org/a?b=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(region.querySelector('img')).toBeNull();
    expect(region).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('announces a new message in a polite live region, merges by seq and marks it read', async () => {
    mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) })]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await within(region).findByText('Message 1');
    const s = await socket();
    act(() => {
      s.serverEmit('chat:message', message(2, { text: 'Are you free at 3?' }));
      s.serverEmit('chat:message', message(2, { text: 'Are you free at 3?' }));
    });
    const live = screen.getByTestId('chat-live');
    await waitFor(() => expect(live).toHaveTextContent('New message from Omar Haddad: Are you free at 3?'));
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByText('Are you free at 3?')).toHaveLength(1);
    await waitFor(() => expect(s.sent('chat:read')).toContainEqual({ conversationId: 1, seq: 2 }));
  });

  it('shows not found for a conversation the reader is not a member of', async () => {
    mockSignedIn({
      [LIST]: envelope([]),
      'GET /api/chat/conversations/get-convo': {
        status: 404,
        json: envelope(null, false, 'chat.conversation_not_found'),
      },
      'GET /api/chat/chat-messages/99': {
        status: 404,
        json: envelope(null, false, 'chat.conversation_not_found'),
      },
    });
    await openPage('/chat?c=99');
    expect(await main().findByText(/does not exist, or you are not one of its members/)).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('opens a conversation from the list with focus on its title, and starts one by e-mail', async () => {
    const api = mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) })]),
      'GET /api/chat/chat-messages/1': page([message(1)]),
      'GET /api/chat/chat-messages/2': page([]),
      'GET /api/chat/users': envelope(LINA),
      'POST /api/chat/conversations': (call: Call) =>
        envelope(
          conversation(2, { members: [ME, LINA], isGroup: (call.body as { isGroup: boolean }).isGroup }),
        ),
    });
    const { router } = await openPage('/chat');
    await userEvent.click(await main().findByRole('link', { name: /Omar Haddad/ }));
    await waitFor(() => expect(main().getByRole('heading', { level: 2, name: 'Omar Haddad' })).toHaveFocus());

    await userEvent.click(main().getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-mail address/ }),
      'Lina@Example.ca{Enter}',
    );
    await within(dialog).findByRole('button', { name: 'Remove Lina Park' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=2'));
    expect(api.to('GET /api/chat/users')[0]!.search).toBe('?email=Lina%40Example.ca');
    expect(api.to('POST /api/chat/conversations')[0]!.body).toEqual({ members: [LINA.id], isGroup: false });
    expect(await main().findByRole('heading', { level: 2, name: 'Lina Park' })).toBeInTheDocument();
  });

  it('renames a group from its menu and says so', async () => {
    const group = conversation(3, { members: [ME, OMAR, LINA], isGroup: true, groupName: 'Walkers' });
    const api = mockSignedIn({
      [LIST]: envelope([group]),
      'GET /api/chat/chat-messages/3': page([]),
      'POST /api/chat/conversations/3/update-name': (call: Call) =>
        envelope({ ...group, groupName: (call.body as { groupName: string }).groupName }),
    });
    await openPage('/chat?c=3');
    await userEvent.click(await main().findByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sunday walkers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await main().findByRole('heading', { level: 2, name: 'Sunday walkers' })).toBeInTheDocument();
    expect(api.to('POST /api/chat/conversations/3/update-name')[0]!.body).toEqual({
      groupName: 'Sunday walkers',
    });
    await waitFor(() =>
      expect(screen.getByTestId('chat-live')).toHaveTextContent('The group is now called “Sunday walkers”.'),
    );
  });

  it('reports a message with a reason and blocks the other member after a confirmation', async () => {
    const api = mockSignedIn({
      [LIST]: envelope([conversation(1, { lastSeq: 1, lastMessage: message(1) })]),
      'GET /api/chat/chat-messages/1': page([message(1, { text: 'Buy cheap pills' })]),
      'POST /api/chat/reports': envelope(null, true, 'chat.reported'),
      'POST /api/chat/blocks': envelope(null),
    });
    await openPage('/chat?c=1');
    const region = await main().findByRole('region', { name: 'Messages' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Report this message' }));
    const report = await screen.findByRole('dialog', { name: 'Report this message' });
    await userEvent.type(within(report).getByRole('textbox', { name: /Why are you reporting/ }), 'Spam');
    await userEvent.click(within(report).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(api.to('POST /api/chat/reports')[0]?.body).toEqual({ messageId: 1001, reason: 'Spam' }),
    );
    // said on the page and in the live region (one match only once the page's notice is gone)
    const thanks = 'Thank you. The message was reported to the Harbour team.';
    expect(await main().findAllByText(thanks)).toHaveLength(2);
    expect(screen.getByTestId('chat-live')).toHaveTextContent(thanks);

    await userEvent.click(main().getByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Omar Haddad' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Omar Haddad' });
    expect(api.to('POST /api/chat/blocks')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block Omar Haddad' }));
    await waitFor(() => expect(api.to('POST /api/chat/blocks')[0]?.body).toEqual({ userId: OMAR.id }));
    expect(await main().findAllByText('Omar Haddad is blocked.')).toHaveLength(2);
    expect(screen.getByTestId('chat-live')).toHaveTextContent('Omar Haddad is blocked.');
  });
});
