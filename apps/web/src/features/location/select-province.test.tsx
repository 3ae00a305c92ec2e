import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n';
import { PROFILE, PROVINCES, envelope, mockApi, renderApp, setupAppTests } from '@/test/app-harness';
import { provinceChoice } from './lib/province-choice';

setupAppTests();

const list = (name: string) => screen.getByRole('region', { name });

describe('province choice rule', () => {
  it('one city: that city; several: choose a city; none: nothing', () => {
    expect(provinceChoice(PROVINCES[2]!)).toEqual({ kind: 'city', provinceId: 3, cityId: 31 });
    expect(provinceChoice(PROVINCES[0]!)).toEqual({ kind: 'choose-city', province: PROVINCES[0] });
    expect(provinceChoice(PROVINCES[3]!)).toEqual({ kind: 'none' });
  });
});

describe('/select-province', () => {
  it('shows the four provinces on the map and as a list', async () => {
    mockApi();
    renderApp('/select-province');
    const map = await screen.findByRole('group', { name: 'Map of the Atlantic provinces' });
    const onMap = within(map)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(onMap.sort()).toEqual([
      'New Brunswick',
      'Newfoundland and Labrador',
      'Nova Scotia',
      'Prince Edward Island',
    ]);
    const buttons = within(list('Provinces')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Prince Edward Island',
      'Nova Scotia',
      'Newfoundland and Labrador',
      'New Brunswick',
    ]);
    // A province without cities cannot be chosen.
    expect(within(list('Provinces')).getByRole('button', { name: 'New Brunswick' })).toBeDisabled();
  });

  it('stores a province with exactly one city and goes to /dashboard', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/select-province');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Provinces' })).findByRole('button', {
        name: 'Newfoundland and Labrador',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "Welcome to St. John's" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStorage.getItem('provinceId')).toBe('3');
    expect(sessionStorage.getItem('cityId')).toBe('31');
    // The logo now leads home to the dashboard.
    expect(screen.getByRole('link', { name: 'Harbour home' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends a province with several cities to /select-location, chosen on the map with the keyboard', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/select-province');
    const map = await screen.findByRole('group', { name: 'Map of the Atlantic provinces' });
    within(map).getByRole('button', { name: 'Prince Edward Island' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Choose your community in Prince Edward Island' });
    expect(router.state.location.pathname).toBe('/select-location');
    const cityMap = screen.getByRole('group', { name: 'Map of Prince Edward Island with its communities' });
    const pins = within(cityMap)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(pins).toEqual([
      'Summerside',
      'Charlottetown',
      'Cornwall',
      'Stratford',
      'Rural Municipality of North Shore',
    ]);
    // Each pin has a visible label too.
    expect(within(cityMap).getByText('Stratford')).toBeInTheDocument();
    // The province-wide choice is a button of its own, not a pin.
    expect(screen.getByRole('button', { name: 'All of Prince Edward Island' })).toBeInTheDocument();
    expect(sessionStorage.getItem('provinceId')).toBeNull();
  });

  it('on /select-location, choosing a city stores it, saves it to the profile and goes to /dashboard', async () => {
    localStorage.setItem('token', 'stored');
    const api = mockApi({
      'GET /api/users/profile': envelope({ ...PROFILE, state_id: null, city_id: null }),
      'POST /api/web/update-profile': envelope([{ ...PROFILE, state_id: 2, city_id: 21 }]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/select-province');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Provinces' })).findByRole('button', {
        name: 'Nova Scotia',
      }),
    );
    const cityMap = await screen.findByRole('group', { name: 'Map of Nova Scotia with its communities' });
    await user.click(within(cityMap).getByRole('button', { name: 'Halifax' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStorage.getItem('provinceId')).toBe('2');
    expect(sessionStorage.getItem('cityId')).toBe('21');
    expect(api.to('POST /api/web/update-profile')[0]?.body).toEqual({ state_id: 2, city_id: 21 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Halifax' })).toBeInTheDocument();
  });

  it('sends /select-location without a chosen province back to /select-province', async () => {
    mockApi();
    const { router } = renderApp('/select-location');
    await screen.findByRole('heading', { level: 1, name: 'Where are you settling?' });
    expect(router.state.location.pathname).toBe('/select-province');
  });

  it('shows an error with a retry when the provinces cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/web/provinces/all': () =>
        fail ? new Response('offline', { status: 502 }) : envelope({ state_list: PROVINCES }),
    });
    const user = userEvent.setup();
    renderApp('/select-province');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the list of places.');
    expect(alert).toHaveTextContent('Something went wrong! Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Map of the Atlantic provinces' })).toBeInTheDocument();
  });

  it('names the provinces in the interface language on the map, the list and the city page', async () => {
    mockApi();
    await changeLanguage('fr');
    const user = userEvent.setup();
    renderApp('/select-province');
    const map = await screen.findByRole('group', { name: "Carte des provinces de l'Atlantique" });
    expect(within(map).getByRole('button', { name: 'Île-du-Prince-Édouard' })).toBeInTheDocument();
    await user.click(within(list('Provinces')).getByRole('button', { name: 'Nouvelle-Écosse' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nouvelle-Écosse\u00a0: choisissez votre communauté',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Carte\u00a0: Nouvelle-Écosse et ses communautés' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle-Écosse (toute la province)' })).toBeInTheDocument();
  });
});
