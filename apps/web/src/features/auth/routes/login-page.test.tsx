import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROFILE,
  type Call,
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  setupAppTests,
} from '@/test/app-harness';

// The real widget solves a proof of work in a worker; this stand-in is solved by pressing it.
vi.mock('@/components/captcha/altcha-widget', async () => {
  const { createElement } = await import('react');
  return {
    AltchaWidget: ({ onChange }: { onChange: (payload: string | null) => void }) =>
      createElement(
        'button',
        { type: 'button', onClick: () => onChange('solved-payload') },
        'Solve the check',
      ),
  };
});

setupAppTests();

const failure = (message: string, status = 400) => ({ status, json: envelope(null, false, message) });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await main().findByRole('textbox', { name: /e-mail/i }), email);
  await user.type(main().getByLabelText(/^password/i), password);
  await user.click(main().getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('explains an unconfirmed address and links to resending the confirmation', async () => {
    mockApi({ 'POST /api/login': failure('login.fail.confirm_email', 403) });
    const { router } = await openPage('/login');
    const user = await fillAndSubmit('amira@example.ca', 'harbour7x');

    expect(await main().findByRole('alert')).toHaveTextContent('Please confirm your e-mail address first');
    const link = main().getByRole('link', { name: 'Send the confirmation e-mail again' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resend-confirmation'));
    expect(await main().findByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeInTheDocument();
  });

  it('says the e-mail or password is wrong, without a resend link', async () => {
    mockApi({ 'POST /api/login': failure('login.fail.invalid', 401) });
    await openPage('/login');
    await fillAndSubmit('amira@example.ca', 'wrong-one1');

    expect(await main().findByRole('alert')).toHaveTextContent('The e-mail or password is not correct.');
    expect(main().queryByRole('link', { name: /confirmation e-mail/i })).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi();
    await openPage('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('button', { name: 'Sign in' }));

    expect(await main().findAllByText('Please fill in all the required fields.')).toHaveLength(2);
    expect(api.to('POST /api/login')).toHaveLength(0);
  });

  it('signs in, remembers the session when asked, and opens the dashboard', async () => {
    const api = mockApi({
      'POST /api/login': envelope(
        { userId: PROFILE.id, token: 'tok-1', preferred_language: 'en', userData: PROFILE },
        true,
        'login.success',
      ),
    });
    const { router } = await openPage('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await main().findByRole('textbox', { name: /e-mail/i }), 'amira@example.ca');
    await user.type(main().getByLabelText(/^password/i), 'harbour7x');
    await user.click(main().getByRole('checkbox', { name: 'Remember me' }));
    await user.click(main().getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(api.to('POST /api/login')[0]?.body).toMatchObject({
      email: 'amira@example.ca',
      password: 'harbour7x',
      remember: true,
      captchaOn: false,
    });
  });

  it('shows the captcha when the server asks for it, keeps the fields and sends the solution', async () => {
    const api = mockApi({
      'POST /api/login': (call: Call) =>
        (call.body as { captcha?: string }).captcha === 'solved-payload'
          ? envelope({ userId: PROFILE.id, token: 'tok-2', preferred_language: 'en', userData: PROFILE })
          : failure('login.captcha_required', 401),
    });
    const { router } = await openPage('/login');
    expect(main().queryByRole('button', { name: 'Solve the check' })).not.toBeInTheDocument();
    const user = await fillAndSubmit('amira@example.ca', 'harbour7x');

    expect(await main().findByRole('alert')).toHaveTextContent(
      'For your security, please complete the check that you are not a robot, then sign in again.',
    );
    expect(main().getByRole('textbox', { name: /e-mail/i })).toHaveValue('amira@example.ca');
    expect(main().getByLabelText(/^password/i)).toHaveValue('harbour7x');
    const submit = main().getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();

    await user.click(main().getByRole('button', { name: 'Solve the check' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.to('POST /api/login')[1]?.body).toMatchObject({
      email: 'amira@example.ca',
      password: 'harbour7x',
      captcha: 'solved-payload',
      captchaOn: true,
    });
  });

  it('says how long to wait when attempts come too fast', async () => {
    mockApi({
      'POST /api/login': () =>
        new Response(JSON.stringify(envelope(null, false, 'login.try_again_later')), {
          status: 429,
          headers: { 'Retry-After': '42' },
        }),
    });
    await openPage('/login');
    await fillAndSubmit('amira@example.ca', 'harbour7x');

    expect(await main().findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait 42 seconds and try again.',
    );
  });

  it('says how long to wait when this address has failed too often', async () => {
    mockApi({
      'POST /api/login': () =>
        new Response(JSON.stringify(envelope(null, false, 'too_many_requests')), {
          status: 429,
          headers: { 'Retry-After': '600' },
        }),
    });
    await openPage('/login');
    await fillAndSubmit('amira@example.ca', 'harbour7x');

    expect(await main().findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait 10 minutes and try again.',
    );
  });

  it('asks to wait a moment when the server gives no Retry-After', async () => {
    mockApi({ 'POST /api/login': failure('login.try_again_later', 429) });
    await openPage('/login');
    await fillAndSubmit('amira@example.ca', 'harbour7x');

    expect(await main().findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a moment and try again.',
    );
  });

  it('sends a signed-in user to the home page', async () => {
    mockSignedIn();
    const { router } = await openPage('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers guest access, registration and password help', async () => {
    mockApi();
    await openPage('/login');
    expect(await main().findByRole('link', { name: 'Continue as guest' })).toHaveAttribute(
      'href',
      '/select-province',
    );
    expect(main().getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');
    expect(main().getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
