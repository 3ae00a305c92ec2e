import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE, envelope, mockApi, renderApp, setupAppTests } from '@/test/app-harness';
import { changeLanguage } from '@/lib/i18n';

setupAppTests();

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

describe('settings popup', () => {
  it('switches the page to right-to-left for Arabic and back for English', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/');
    let dialog = await openSettings(user);
    expect(within(dialog).getAllByRole('option')).toHaveLength(13);

    await user.click(within(dialog).getByRole('option', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(sessionStorage.getItem('language')).toBe('ar');

    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('option', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('arrow keys move between the languages without switching; Enter chooses, and the option stays in sight', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openSettings(user);
    const list = within(dialog).getByRole('listbox', { name: 'Language' });
    expect(within(list).getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await user.click(within(list).getByRole('option', { name: 'English' }));
    // through all twelve others to the last language: the interface stays English all the way
    for (let i = 0; i < 12; i++) await user.keyboard('{ArrowRight}');
    const last = within(list).getByRole('option', { name: 'Українська' });
    expect(document.activeElement).toBe(last);
    expect(scrolled).toContain(last);
    expect(document.documentElement.lang).toBe('en');
    expect(sessionStorage.getItem('language')).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('uk'));
    expect(sessionStorage.getItem('language')).toBe('uk');
  });

  it('shows the location, which leads to /select-province, and sign in / sign up for visitors', async () => {
    sessionStorage.setItem('provinceId', '1');
    sessionStorage.setItem('cityId', '12');
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const dialog = await openSettings(user);
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    const location = await within(dialog).findByRole('link', { name: /Charlottetown, Prince Edward Island/ });
    await user.click(location);
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-province'));
  });

  it('names the province in the interface language', async () => {
    sessionStorage.setItem('provinceId', '1');
    sessionStorage.setItem('cityId', '12');
    mockApi();
    await changeLanguage('fr');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres' });
    expect(
      await within(dialog).findByRole('link', { name: /Charlottetown, Île-du-Prince-Édouard/ }),
    ).toBeInTheDocument();
  });

  it('saves the language to the profile of a signed-in user', async () => {
    localStorage.setItem('token', 'stored');
    const api = mockApi({
      'GET /api/users/profile': envelope(PROFILE),
      'POST /api/web/update-profile': envelope([{ ...PROFILE, preferred_language: 'fa' }]),
    });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openSettings(user);
    expect(within(dialog).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: 'فارسی' }));
    await waitFor(() => expect(api.to('POST /api/web/update-profile')).toHaveLength(1));
    expect(api.to('POST /api/web/update-profile')[0]?.body).toEqual({ preferred_language: 'fa' });
    expect(document.documentElement.dir).toBe('rtl');
  });
});
