import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

// the site header comes first (a page title's <header> inside main may also count as a banner here)
const banner = () => within(screen.getAllByRole('banner')[0]!);

describe('landing header and footer', () => {
  it.each(['/', '/info', '/our-services', '/products', '/pricing', '/privacy-policy'])(
    '%s shows the landing header: services, pricing, listings manager, sign in and the language picker',
    async (path) => {
      mockApi();
      await openPage(path);
      const nav = banner().getByRole('navigation', { name: 'Harbour for organisations' });
      expect(within(nav).getByRole('link', { name: 'Our services' })).toHaveAttribute(
        'href',
        '/our-services',
      );
      expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
      expect(within(nav).getByRole('link', { name: 'Listings manager' })).toHaveAttribute(
        'href',
        '/vivalinks/manager',
      );
      // sign in stays on the bar, outside the links that fold into the menu on narrow screens
      expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
      expect(banner().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(banner().getByRole('button', { name: 'Settings' })).toBeInTheDocument();
      expect(banner().getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('offers the links in a menu drawer that the keyboard opens and Escape closes, focus back on the button', async () => {
    mockApi();
    const user = userEvent.setup();
    await openPage('/pricing');
    const menuButton = banner().getByRole('button', { name: 'Open menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Harbour for organisations' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Our services', '/our-services'],
      ['Pricing', '/pricing'],
      ['Listings manager', '/vivalinks/manager'],
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu drawer when one of its links is followed', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = await openPage('/');
    await user.click(banner().getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('shows My Harbour instead of sign in to a signed-in member', async () => {
    mockSignedIn();
    await openPage('/info');
    expect(await banner().findByRole('link', { name: 'My Harbour' })).toHaveAttribute('href', '/dashboard');
    expect(banner().queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('keeps the app header on the other pages', async () => {
    mockApi();
    await openPage('/login');
    expect(banner().getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Harbour for organisations' })).not.toBeInTheDocument();
  });

  it('opens the same language picker from the header and from the footer language button', async () => {
    mockApi();
    const user = userEvent.setup();
    await openPage('/');
    await user.click(banner().getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('option', { name: 'Français' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the postal address from the settings, company, security and social links', async () => {
    mockApi({
      'GET /api/web/settings': envelope({ value: 'Harbour Newcomer Hub, 100 Queen Street, Charlottetown' }),
    });
    await openPage('/info');
    const footer = within(screen.getByRole('contentinfo'));
    expect(
      await footer.findByText('Harbour Newcomer Hub, 100 Queen Street, Charlottetown'),
    ).toBeInTheDocument();
    const company = within(footer.getByRole('navigation', { name: 'Company' }));
    expect(company.getByRole('link', { name: 'Rent an office' })).toHaveAttribute('href', '/rentanoffice');
    const security = within(footer.getByRole('navigation', { name: 'Security and privacy' }));
    expect(security.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(security.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com'),
    );
  });
});
