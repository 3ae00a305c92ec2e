import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { WeatherData, WeatherIcon } from '@harbour/shared';
import { PROFILE, envelope, main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import { cardIcon } from './weather-card';

setupAppTests();

const weather = (icon: WeatherIcon, description_key: string | null = null): WeatherData => ({
  city_name: 'Charlottetown',
  timezone_offset: -10800,
  current: {
    dt: 1730466300,
    temp: -0.4,
    feels_like: -4.6,
    weather: { icon, description: description_key ? '' : 'Light snow', description_key },
    sunrise: 1730459422,
    sunset: 1730496318,
    wind_speed: 5,
    clouds: 90,
  },
  hourly: [],
  daily: [],
});

async function card() {
  await openPage('/dashboard');
  return within((await main().findByRole('heading', { name: 'Weather' })).closest('section')!);
}

describe('home weather card', { timeout: 30_000 }, () => {
  it('chooses rain, snow or clear, and cloudy for everything else', () => {
    expect(
      (['rain', 'drizzle', 'thunderstorm', 'snow', 'clear', 'clouds', 'fog'] as const).map(cardIcon),
    ).toEqual(['rain', 'rain', 'rain', 'snow', 'clear', 'clouds', 'clouds']);
  });

  it('shows a sign-in button to visitors, without asking for the weather', async () => {
    const api = mockApi({ 'GET /api/web/weather': envelope(weather('snow')) });
    const view = await card();
    expect(view.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });

  it('shows the city, rounded temperature, description and feels-like, linking to /nuweather', async () => {
    const api = mockSignedIn({ 'GET /api/web/weather': envelope(weather('snow')) });
    const view = await card();
    const link = await view.findByRole('link', { name: /Charlottetown/ });
    expect(link).toHaveAttribute('href', '/nuweather');
    expect(link).toHaveTextContent(/Charlottetown\s*0°\s*Light snow\s*Feels like -5°/);
    expect(link.querySelector('svg')).toHaveAttribute('data-icon', 'snow');
    expect(api.to('GET /api/web/weather')[0]!.search).toBe(`?cityId=${PROFILE.city_id}`);
  });

  it('translates a catalogue description and shows cloudy for fog', async () => {
    mockSignedIn({ 'GET /api/web/weather': envelope(weather('fog', 'conditions.fog')) });
    const view = await card();
    const link = await view.findByRole('link', { name: /Charlottetown/ });
    expect(link).toHaveTextContent('Fog');
    expect(link.querySelector('svg')).toHaveAttribute('data-icon', 'clouds');
  });

  it('stays empty when the weather fails', async () => {
    const api = mockSignedIn({
      'GET /api/web/weather': { status: 503, json: envelope(null, false, 'weather.unavailable') },
    });
    const view = await card();
    await expect.poll(() => api.to('GET /api/web/weather')).toHaveLength(1);
    await expect.poll(() => view.queryByRole('status')).toBeNull();
    expect(view.queryByRole('link')).not.toBeInTheDocument();
    expect(view.queryByText(/°/)).not.toBeInTheDocument();
  });

  it('asks nothing when the site has no weather provider (no failing request in the console)', async () => {
    const api = mockSignedIn({
      'GET /api/web/client-config': envelope({
        captchaEnabled: false,
        chatSiteUrl: '',
        mapTileUrl: '',
        cardPayments: true,
        weatherAvailable: false,
      }),
      'GET /api/web/weather': { status: 404, json: envelope(null, false, 'weather.unavailable') },
    });
    const view = await card();
    await expect.poll(() => api.to('GET /api/web/client-config')).toHaveLength(1);
    await expect.poll(() => view.queryByRole('status')).toBeNull();
    expect(view.queryByText(/°/)).not.toBeInTheDocument();
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });

  it('stays empty without a location', async () => {
    const api = mockSignedIn({
      'GET /api/users/profile': envelope({ ...PROFILE, city_id: null, state_id: null }),
    });
    const view = await card();
    expect(view.queryByRole('link')).not.toBeInTheDocument();
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });
});
