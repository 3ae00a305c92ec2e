import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, main, mockApi, openPage, renderApp, setupAppTests } from '@/test/app-harness';

setupAppTests();

describe('/:token/confirm-email', { timeout: 30_000 }, () => {
  it('confirms on load and shows the sign-in page with a success notice', async () => {
    const api = mockApi({ 'PATCH /api/auth/confirm-email': envelope(null, true, 'confirm_email.success') });
    const { router } = renderApp('/abcdef0123456789/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await main().findByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeInTheDocument();
    expect(api.to('PATCH /api/auth/confirm-email')).toHaveLength(1);
    expect(api.to('PATCH /api/auth/confirm-email')[0]?.body).toEqual({ token: 'abcdef0123456789' });
  });

  it('shows error_message and a way to get a new link when the token is refused', async () => {
    mockApi({
      'PATCH /api/auth/confirm-email': {
        status: 400,
        json: envelope(null, false, 'confirm_email.invalid_token'),
      },
    });
    const { router } = await openPage('/abcdef0123456789/confirm-email');
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong. Please try again.',
    );
    expect(main().getByRole('link', { name: 'Get a new confirmation link' })).toHaveAttribute(
      'href',
      '/resend-confirmation',
    );
    expect(router.state.location.pathname).toBe('/abcdef0123456789/confirm-email');
  });
});

describe('/forgot-password', { timeout: 30_000 }, () => {
  it('needs an address, then sends it as the email query and shows the answer', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': envelope(null, true, 'forgot_password.sent') });
    await openPage('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Send the reset link' }));
    expect(await main().findByText('Please fill in all the required fields.')).toBeInTheDocument();
    expect(api.to('POST /api/auth/reset-password')).toHaveLength(0);

    await user.type(main().getByRole('textbox', { name: /e-mail/i }), ' Amira@Example.ca ');
    await user.click(main().getByRole('button', { name: 'Send the reset link' }));
    expect(
      await main().findByText(/If this address has an account, we have sent a link to reset the password/),
    ).toBeInTheDocument();
    expect(api.to('POST /api/auth/reset-password')[0]?.search).toBe('?email=amira%40example.ca');
  });
});

describe('/reset-password', { timeout: 30_000 }, () => {
  it('sets the new password and sends the user to sign in', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password/confirm': envelope(null, true, 'reset_password.success'),
    });
    const { router } = await openPage('/reset-password?token=reset-token-0123');
    const user = userEvent.setup({ delay: null });
    await user.type(await main().findByLabelText(/^new password/i), 'harbour-new9');
    await user.type(main().getByLabelText(/^confirm password/i), 'harbour-new8');
    await user.click(main().getByRole('button', { name: 'Save the new password' }));
    expect(await main().findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(main().getByLabelText(/^confirm password/i));
    await user.type(main().getByLabelText(/^confirm password/i), 'harbour-new9');
    await user.click(main().getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await main().findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(api.to('POST /api/auth/reset-password/confirm')[0]?.body).toEqual({
      token: 'reset-token-0123',
      password: 'harbour-new9',
    });
  });

  it('explains an expired link and offers a new one', async () => {
    mockApi({
      'POST /api/auth/reset-password/confirm': {
        status: 400,
        json: envelope(null, false, 'reset_password.invalid_token'),
      },
    });
    await openPage('/reset-password?token=old-token-0123');
    const user = userEvent.setup({ delay: null });
    await user.type(await main().findByLabelText(/^new password/i), 'harbour-new9');
    await user.type(main().getByLabelText(/^confirm password/i), 'harbour-new9');
    await user.click(main().getByRole('button', { name: 'Save the new password' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'This reset link is not valid or has expired.',
    );
    expect(main().getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
