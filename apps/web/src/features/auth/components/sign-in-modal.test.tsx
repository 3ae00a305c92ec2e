import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PROFILE, envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

/** The /sign-in gate page: its card's button opens the modal. */
async function openModal(user: UserEvent, next = '/user-profile') {
  const view = await openPage(`/sign-in?next=${encodeURIComponent(next)}`);
  await user.click(await main().findByRole('button', { name: 'Sign in' }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('sign-in modal', { timeout: 30_000 }, () => {
  it('moves between SIGN IN, SIGN UP and VERIFICATION', async () => {
    mockApi({ 'POST /api/registration': envelope(null, true, 'registration.success') });
    const user = userEvent.setup({ delay: null });
    const { dialog } = await openModal(user);
    const inDialog = within(dialog);

    expect(inDialog.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const forgot = inDialog.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    expect(forgot).toHaveAttribute('target', '_blank');

    await user.click(inDialog.getByRole('button', { name: "Not a member? SIGN UP now. It's free." }));
    expect(inDialog.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Back to Sign In' }));
    expect(inDialog.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(inDialog.getByRole('button', { name: "Not a member? SIGN UP now. It's free." }));
    await user.type(inDialog.getByRole('textbox', { name: /first name/i }), 'Amira');
    await user.type(inDialog.getByRole('textbox', { name: /last name/i }), 'Khalil');
    await user.type(inDialog.getByRole('textbox', { name: /e-mail/i }), 'amira@example.ca');
    await user.type(inDialog.getByRole('textbox', { name: /postal code/i }), 'C1A 1A1');
    for (const [field, option] of [
      [/province/i, 'Prince Edward Island'],
      [/city/i, 'Charlottetown'],
    ] as const) {
      const select = inDialog.getByRole('button', { name: field });
      await waitFor(() => expect(select).toBeEnabled());
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.type(inDialog.getByLabelText(/^password/i), 'harbour7x');
    await user.type(inDialog.getByLabelText(/^confirm password/i), 'harbour7x');
    await user.click(inDialog.getByRole('checkbox', { name: /accept the terms/i }));
    await user.click(inDialog.getByRole('button', { name: 'Create my account' }));

    expect(await inDialog.findByRole('heading', { name: 'Verification' })).toBeInTheDocument();
    expect(inDialog.getByText('Please check your e-mail for confirmation')).toBeInTheDocument();
    expect(inDialog.getByText(/spam or junk folder/)).toBeInTheDocument();

    await user.click(inDialog.getByRole('button', { name: 'Back to Sign In' }));
    expect(inDialog.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('closes after a successful login and goes to the next route', async () => {
    mockApi({
      'POST /api/login': envelope({
        userId: PROFILE.id,
        token: 'tok-2',
        preferred_language: 'en',
        userData: PROFILE,
      }),
      'GET /api/users/profile': envelope(PROFILE),
    });
    const user = userEvent.setup({ delay: null });
    const { dialog, router } = await openModal(user, '/user-profile');
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'amira@example.ca');
    await user.type(within(dialog).getByLabelText(/^password/i), 'harbour7x');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('tok-2');
  });

  it('stays open on a failed login and on a backdrop click; the close button closes it', async () => {
    mockApi({ 'POST /api/login': { status: 401, json: envelope(null, false, 'login.fail.invalid') } });
    const user = userEvent.setup({ delay: null });
    const { dialog, router } = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'amira@example.ca');
    await user.type(within(dialog).getByLabelText(/^password/i), 'nope-nope1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not correct.',
    );

    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
