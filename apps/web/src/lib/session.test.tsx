import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE, envelope, mockApi, mockSignedIn, renderApp, setupAppTests } from '@/test/app-harness';
import { i18next } from './i18n';

setupAppTests();

describe('session start', () => {
  it('asks "Continue as…?" for a login_token and signs in only after Continue', async () => {
    const api = mockApi({
      'POST /api/auth/login-token/preview': envelope({ first_name: 'Amira' }),
      'POST /api/verifyLoginToken': {
        status: 1,
        message: '',
        data: {
          userId: 7,
          token: 'session-token',
          preferred_language: 'fr',
          userData: { ...PROFILE, preferred_language: 'fr' },
        },
      },
    });
    const { router } = renderApp('/dashboard?login_token=one-time-token-123&tab=2');

    const dialog = await screen.findByRole('alertdialog', { name: 'Continue as Amira?' });
    expect(dialog).toHaveTextContent('The link you opened wants to sign you in as Amira.');
    // The token leaves the address bar at once; behind the question the page is a visitor's.
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome home', hidden: true })).toBeInTheDocument();
    expect(api.to('POST /api/auth/login-token/preview')[0]?.body).toEqual({
      login_token: 'one-time-token-123',
    });
    expect(api.to('POST /api/verifyLoginToken')).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBeNull();

    // The primary button has the focus: Enter accepts.
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(proceed).toHaveFocus());
    await userEvent.setup({ delay: null }).keyboard('{Enter}');

    // The interface switches to the user's language (French, or English where a text is missing).
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('button', { name: i18next.t('profile_drawer.open') })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.to('POST /api/verifyLoginToken')[0]?.body).toEqual({
      data: { login_token: 'one-time-token-123' },
    });
    expect(sessionStorage.getItem('token')).toBe('session-token');
    expect(sessionStorage.getItem('userId')).toBe('7');
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByRole('link', { name: i18next.t('nav.communities') }).length).toBeGreaterThan(0);
  });

  it('stays a visitor after "Not me" and never uses the token', async () => {
    const api = mockApi({ 'POST /api/auth/login-token/preview': envelope({ first_name: 'Amira' }) });
    const { router } = renderApp('/?login_token=someone-elses-token-789');

    const dialog = await screen.findByRole('alertdialog', { name: 'Continue as Amira?' });
    expect(router.state.location.search).toBe('');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Not me' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
    expect(api.to('POST /api/verifyLoginToken')).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the name as text in its own <bdi>, never as markup', async () => {
    mockApi({ 'POST /api/auth/login-token/preview': envelope({ first_name: '<b>Zed</b>' }) });
    renderApp('/?login_token=odd-name-token-000');

    const dialog = await screen.findByRole('alertdialog', { name: 'Continue as <b>Zed</b>?' });
    expect(dialog.querySelector('b')).toBeNull();
    const isolated = [...dialog.querySelectorAll('bdi')].map((el) => el.textContent);
    expect(isolated).toEqual(['<b>Zed</b>', '<b>Zed</b>']);
  });

  it('stays a visitor when the login_token is refused, and still removes it', async () => {
    const api = mockApi({
      'POST /api/auth/login-token/preview': {
        status: 400,
        json: envelope(null, false, 'login_token.invalid'),
      },
    });
    const { router } = renderApp('/?login_token=expired-token-456');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Atlantic Canada' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST /api/auth/login-token/preview')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
    expect(api.to('POST /api/verifyLoginToken')).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('loads the profile behind a loading screen when a token is stored', async () => {
    const api = mockSignedIn();
    renderApp('/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Charlottetown' }),
    ).toBeInTheDocument();
    expect(api.to('GET /api/users/profile')[0]?.headers.authorization).toBe('Bearer stored');
    expect(api.to('GET /api/getVersion')).toHaveLength(1);
    expect(sessionStorage.getItem('provinceId')).toBe('1');
  });

  it('becomes a visitor and forgets the token when the profile cannot be loaded', async () => {
    localStorage.setItem('token', 'revoked');
    mockApi({ 'GET /api/users/profile': { status: 401, json: envelope(null, false, 'unauthorized') } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome home' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Register' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
