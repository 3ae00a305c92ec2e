import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, envelope, mockFetch, renderApp, setupAppTests } from '../../../test/app-harness';

setupAppTests();

const main = () => within(screen.getByRole('main'));

describe('/:token/confirm-email', { timeout: 30_000 }, () => {
  it('confirms on load and shows the sign-in page with a success notice', async () => {
    const api = mockFetch(
      baseRoutes({ 'PATCH /api/auth/confirm-email': envelope(null, true, 'confirm_email.success') }),
    );
    const { router } = renderApp('/abcdef0123456789/confirm-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await main().findByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeInTheDocument();
    expect(api.to('PATCH /api/auth/confirm-email')).toHaveLength(1);
    expect(api.to('PATCH /api/auth/confirm-email')[0]?.body).toEqual({ token: 'abcdef0123456789' });
  });

  it('shows error_message and a way to get a new link when the token is refused', async () => {
    mockFetch(
      baseRoutes({
        'PATCH /api/auth/confirm-email': {
          status: 400,
          json: envelope(null, false, 'confirm_email.invalid_token'),
        },
      }),
    );
    const { router } = renderApp('/abcdef0123456789/confirm-email');
    await screen.findByRole('main');
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
    const api = mockFetch(
      baseRoutes({ 'POST /api/auth/reset-password': envelope(null, true, 'forgot_password.sent') }),
    );
    renderApp('/forgot-password');
    await screen.findByRole('main');
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
    const api = mockFetch(
      baseRoutes({ 'POST /api/auth/reset-password/confirm': envelope(null, true, 'reset_password.success') }),
    );
    const { router } = renderApp('/reset-password?token=reset-token-0123');
    await screen.findByRole('main');
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
    mockFetch(
      baseRoutes({
        'POST /api/auth/reset-password/confirm': {
          status: 400,
          json: envelope(null, false, 'reset_password.invalid_token'),
        },
      }),
    );
    renderApp('/reset-password?token=old-token-0123');
    await screen.findByRole('main');
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
