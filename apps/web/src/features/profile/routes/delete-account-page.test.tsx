import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROFILE,
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  setupAppTests,
  type Routes,
} from '@/test/app-harness';

setupAppTests();
afterEach(() => {
  vi.useRealTimers();
});

const emailField = () => main().getByRole('textbox', { name: /account's e-mail/i });
const deleteButton = () => main().getByRole('button', { name: 'Delete my account' });

const signedIn = (extra: Routes = {}) =>
  mockSignedIn({ 'POST /api/auth/logout': envelope(null, true, 'logout.success'), ...extra });

async function open() {
  const view = await openPage('/delete-account');
  await main().findByRole('textbox', { name: /account's e-mail/i });
  return view;
}

describe('/delete-account', { timeout: 30_000 }, () => {
  it('refuses an empty address and one that is not the account’s, without calling the server', async () => {
    const api = signedIn();
    await open();
    const user = userEvent.setup({ delay: null });

    await user.click(deleteButton());
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();

    await user.type(emailField(), 'someone-else@example.ca');
    await user.click(deleteButton());
    expect(await main().findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.to('POST /api/deleteUser')).toHaveLength(0);
  });

  it('asks a visitor to sign in', async () => {
    mockApi();
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(emailField(), 'amira@example.ca');
    await user.click(deleteButton());
    expect(await main().findByRole('alert')).toHaveTextContent('Please sign in to continue.');
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for confirmation, deletes, clears storage and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem('provinceId', '1');
    const api = signedIn({
      'POST /api/deleteUser': { status: 1, message: 'delete_account.success', data: [] },
    });
    const { router } = await open();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // The same address in another case is the account's.
    await user.type(emailField(), 'AMIRA@example.CA');
    await user.click(deleteButton());

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(api.to('POST /api/deleteUser')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));

    expect(
      await main().findByText('Your account has been deleted. We are sorry to see you go.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/deleteUser')[0]?.body).toEqual({
      data: { user_id: PROFILE.id, email: 'AMIRA@example.CA' },
    });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('provinceId')).toBeNull();
    expect(router.state.location.pathname).toBe('/delete-account');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
  });

  it('shows the server message when the deletion fails', async () => {
    signedIn({
      'POST /api/deleteUser': { status: 400, json: { status: 0, message: 'email_not_valid', data: [] } },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(emailField(), 'amira@example.ca');
    await user.click(deleteButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it' }),
    );
    expect(await main().findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(localStorage.getItem('token')).toBe('stored');
  });
});
