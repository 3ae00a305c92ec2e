import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE, envelope, mockApi, mockSignedIn, renderApp, setupAppTests } from '@/test/app-harness';

setupAppTests();

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('header', () => {
  it('shows about, nuz, tulz, market, sign in and register to visitors; the logo goes to /', async () => {
    mockApi();
    // '/' shows the landing header (landing-header.test.tsx); the app header is on the other pages
    renderApp('/coming-soon');
    await screen.findByRole('heading', { level: 1 });
    expect(linkNames(mainNav())).toEqual(['About', 'Nuz', 'Tulz', 'Market', 'Sign in', 'Register']);
    expect(screen.getByRole('link', { name: 'Harbour home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
  });

  it('shows communities instead of sign in and register to a signed-in user; the logo goes to /dashboard', async () => {
    localStorage.setItem('token', 'stored');
    mockApi({ 'GET /api/users/profile': envelope(PROFILE) });
    renderApp('/coming-soon');
    await screen.findByRole('button', { name: 'Open your profile' });
    expect(linkNames(mainNav())).toEqual(['About', 'Nuz', 'Tulz', 'Market', 'Communities']);
    expect(screen.getByRole('link', { name: 'Harbour home' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers the same links in the menu drawer, which Escape closes', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/coming-soon');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(linkNames(drawer)).toEqual(['About', 'Nuz', 'Tulz', 'Market', 'Sign in', 'Register']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('opens the profile drawer with the user details, and logs out to /login with storage cleared', async () => {
    const api = mockSignedIn({ 'POST /api/auth/logout': envelope(null) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open your profile' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(within(drawer).getByText('Amira Khalil')).toBeInTheDocument();
    expect(within(drawer).getByText('amira@example.ca')).toBeInTheDocument();
    expect(within(drawer).getByText('902 555 0101')).toBeInTheDocument();
    expect(within(drawer).getByText('C1A 1A1')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(within(drawer).getByRole('link', { name: 'Listings manager' })).toHaveAttribute(
      'href',
      '/vivalinks/manager',
    );
    expect(await within(drawer).findByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat');

    await user.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open your profile' })).not.toBeInTheDocument();
    // the login page's screen view is sent once it has rendered: wait for it here, or on a slow machine
    // it lands in the next test's mock
    await waitFor(() =>
      expect(api.to('POST /api/analytics/screen-view').map((c) => c.body)).toContainEqual({
        path: '/login',
        language: 'en',
      }),
    );
  });

  it('sends one screen-view event per route', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Get started' }));
    await screen.findByRole('heading', { level: 1, name: 'Where are you settling?' });
    // the event is sent once the page has rendered, which can be just after its heading shows
    await waitFor(() =>
      expect(api.to('POST /api/analytics/screen-view').map((c) => c.body)).toEqual([
        { path: '/', language: 'en' },
        { path: '/select-province', language: 'en' },
      ]),
    );
  });
});
