import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { main, mockSignedIn, openPage, renderApp, setupAppTests } from '@/test/app-harness';

setupAppTests();

/** Version data whose nuchat flag is on only in `states` (empty: everywhere). PROFILE lives in state 1. */
const version = (states: number[], enabled = true) => ({
  status: 1,
  message: '',
  data: { lang_version: '1', feature_list: [{ name: 'nuchat', enabled, states }] },
});

async function openDrawer() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Open your profile' }));
  return within(await screen.findByRole('dialog', { name: 'Your profile' }));
}

describe('the way into the chat (issue 23 §4)', () => {
  it('the tools hub chat tile leads to /chat', async () => {
    mockSignedIn({ 'GET /api/getVersion': version([]) });
    await openPage('/tulz');
    const list = await main().findByRole('list', { name: 'Tools' });
    await userEvent.setup({ delay: null }).click(await within(list).findByRole('button', { name: 'Chat' }));
    expect(main().getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chat');
  });

  it('the profile drawer’s chat button leads to /chat where the flag is on for the user’s state', async () => {
    mockSignedIn({ 'GET /api/getVersion': version([1, 2]) });
    renderApp('/dashboard');
    const drawer = await openDrawer();
    expect(await drawer.findByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat');
    expect(drawer.queryByText('The chat is not available in your region yet.')).toBeNull();
  });

  it('says the chat is not available in the region when the flag is off for the user’s state', async () => {
    mockSignedIn({ 'GET /api/getVersion': version([2]) });
    renderApp('/dashboard');
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Open chat' })).toBeDisabled());
    expect(drawer.getByRole('button', { name: 'Open chat' })).toHaveAccessibleDescription(
      'The chat is not available in your region yet.',
    );
    expect(drawer.queryByRole('link', { name: 'Open chat' })).toBeNull();
  });

  it('the same when the flag is off everywhere; the tools hub then shows no chat tile', async () => {
    mockSignedIn({ 'GET /api/getVersion': version([], false) });
    const { unmount } = renderApp('/dashboard');
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Open chat' })).toBeDisabled());
    unmount();
    await openPage('/tulz');
    const list = await main().findByRole('list', { name: 'Tools' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(list).queryByRole('button', { name: 'Chat' })).toBeNull();
  });
});
