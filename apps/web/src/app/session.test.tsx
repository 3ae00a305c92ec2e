import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PROFILE, envelope, mockApi, mockSignedIn, renderApp, setupAppTests } from '../test/app-harness';
import { i18next } from './i18n';

setupAppTests();

describe('session start', () => {
  it('signs in with a login_token in the address, switches language and removes the parameter', async () => {
    const api = mockApi({
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

    // The interface switches to the user's language (French, or English where a text is missing).
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('button', { name: i18next.t('profile_drawer.open') })).toBeInTheDocument();
    expect(api.to('POST /api/verifyLoginToken')[0]?.body).toEqual({
      data: { login_token: 'one-time-token-123' },
    });
    expect(sessionStorage.getItem('token')).toBe('session-token');
    expect(sessionStorage.getItem('userId')).toBe('7');
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.getAllByRole('link', { name: i18next.t('nav.communities') }).length).toBeGreaterThan(0);
  });

  it('stays a visitor when the login_token is refused, and still removes it', async () => {
    mockApi({
      'POST /api/verifyLoginToken': { json: { status: 0, message: 'unauthorized', data: [] }, status: 401 },
    });
    const { router } = renderApp('/?login_token=expired-token-456');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Atlantic Canada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
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
