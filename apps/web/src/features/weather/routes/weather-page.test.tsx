import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeatherCondition, WeatherData } from '@harbour/shared';
import { PROFILE, envelope, main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

/** 2024-11-01 13:00 UTC, 10 AM in Charlottetown (UTC−3) */
const T0 = 1730466000;
const rain: WeatherCondition = { icon: 'rain', description: 'Light rain', description_key: null };
const clear: WeatherCondition = { icon: 'clear', description: '', description_key: 'conditions.clear_sky' };

const WEATHER: WeatherData = {
  city_name: 'Charlottetown',
  timezone_offset: -3 * 3600,
  current: {
    dt: T0 + 300,
    temp: 7.36,
    feels_like: 4.42,
    weather: rain,
    sunrise: T0 - 10200, // 7:10 AM
    sunset: T0 + 27300, // 5:35 PM
    wind_speed: 5.14,
    clouds: 90,
  },
  // 8 hours: the strip of 6 can move twice
  hourly: Array.from({ length: 8 }, (_, i) => ({
    dt: T0 + i * 3600,
    temp: 7 - i,
    pop: i / 10,
    wind_speed: 10,
    clouds: 50,
    weather: i % 2 ? clear : rain,
  })),
  daily: [
    { dt: T0 + 2 * 3600, temp: { max: 9.6, min: 3.2 }, pop: 0.86, weather: rain, sunrise: 0, sunset: 0 },
    { dt: T0 + 26 * 3600, temp: { max: 8.4, min: -0.4 }, pop: 0.2, weather: clear, sunrise: 0, sunset: 0 },
  ],
};

const weatherApi = (data: WeatherData | null, status = 200, message = '') => ({
  'GET /api/web/weather': { status, json: envelope(data, status === 200, message) },
});

describe('/nuweather', { timeout: 30_000 }, () => {
  it('asks visitors to sign in and does not ask for the weather', async () => {
    const api = mockApi(weatherApi(WEATHER));
    await openPage('/nuweather');
    expect(await main().findByText('Sign in to see the weather for your city.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fnuweather',
    );
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });

  it("shows the current conditions of the user's city, wind in km/h", async () => {
    const api = mockSignedIn(weatherApi(WEATHER));
    await openPage('/nuweather');
    expect(main().getByRole('status')).toHaveTextContent('Loading');
    expect(
      await main().findByText('The weather in Charlottetown today and in the days ahead.'),
    ).toBeInTheDocument();
    expect(api.to('GET /api/web/weather')[0]!.search).toBe(`?cityId=${PROFILE.city_id}`);

    const now = main().getByRole('heading', { name: 'Right now' }).closest('section')!;
    expect(within(now).getByText('7°')).toBeInTheDocument();
    expect(within(now).getByText('Light rain')).toBeInTheDocument();
    expect(within(now).getByText('Feels like 4°')).toBeInTheDocument();
    // 5.14 m/s × 3.6 = 18.5 km/h
    expect(within(now).getByText('Wind').nextSibling).toHaveTextContent('19 km/h');
    expect(within(now).getByText('Clouds').nextSibling).toHaveTextContent('90%');
    expect(within(now).getByText('Sunrise').nextSibling).toHaveTextContent('7:10 AM');
    expect(within(now).getByText('Sunset').nextSibling).toHaveTextContent('5:35 PM');
    expect(main().getByRole('link', { name: 'Change location' })).toHaveAttribute('href', '/select-province');
  });

  it('moves the hourly strip one hour per arrow, disabled at both ends', async () => {
    mockSignedIn(weatherApi(WEATHER));
    await openPage('/nuweather');
    const strip = (await main().findByRole('heading', { name: 'Hour by hour' })).closest('section')!;
    const earlier = within(strip).getByRole('button', { name: 'Earlier hours' });
    const later = within(strip).getByRole('button', { name: 'Later hours' });
    const shown = () =>
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    const user = userEvent.setup({ delay: null });

    expect(shown()).toEqual(['10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM']);
    expect(earlier).toBeDisabled();
    expect(later).toBeEnabled();

    await user.click(later);
    expect(shown()).toEqual(['11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM']);
    expect(earlier).toBeEnabled();
    await user.click(later);
    expect(shown()).toEqual(['12 PM', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM']);
    expect(later).toBeDisabled();

    await user.click(earlier);
    expect(shown()[0]).toBe('11 AM');
    const first = within(strip).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('6°');
    expect(first).toHaveTextContent('Clear sky');
    expect(first).toHaveTextContent('Precipitation 10%');
    expect(first).toHaveTextContent('36 km/h');
  });

  it('lists the next days with high, low and precipitation as a percentage', async () => {
    mockSignedIn(weatherApi(WEATHER));
    await openPage('/nuweather');
    const days = within(
      (await main().findByRole('heading', { name: 'The next days' })).closest('section')!,
    ).getAllByRole('listitem');
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveTextContent(/^Today.*Light rain.*High 10°.*Low 3°.*86%$/);
    expect(days[1]).toHaveTextContent(/^Saturday, Nov 2.*Clear sky.*High 8°.*Low 0°.*20%$/);
  });

  it('shows the empty state when the weather is unavailable', async () => {
    mockSignedIn(weatherApi(null, 503, 'weather.unavailable'));
    await openPage('/nuweather');
    expect(
      await main().findByText('The weather is not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(main().queryByText('Right now')).not.toBeInTheDocument();
  });

  it('says the weather is unavailable without asking when the site has no weather provider', async () => {
    const api = mockSignedIn({
      ...weatherApi(null, 404, 'weather.unavailable'),
      'GET /api/web/client-config': envelope({
        captchaEnabled: false,
        chatSiteUrl: '',
        mapTileUrl: '',
        cardPayments: true,
        weatherAvailable: false,
      }),
    });
    await openPage('/nuweather');
    expect(
      await main().findByText('The weather is not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });

  it('uses the stored city when the profile has none', async () => {
    sessionStorage.setItem('provinceId', '2');
    sessionStorage.setItem('cityId', '21');
    const api = mockSignedIn({
      'GET /api/users/profile': envelope({ ...PROFILE, city_id: null, state_id: null }),
      ...weatherApi(WEATHER),
    });
    await openPage('/nuweather');
    await main().findByText('Right now');
    expect(api.to('GET /api/web/weather')[0]!.search).toBe('?cityId=21');
  });

  it('asks for a location when there is none', async () => {
    const api = mockSignedIn({
      'GET /api/users/profile': envelope({ ...PROFILE, city_id: null, state_id: null }),
      ...weatherApi(WEATHER),
    });
    await openPage('/nuweather');
    expect(
      await main().findByText('Choose your province and city to see the weather there.'),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Choose your location' })).toHaveAttribute(
      'href',
      '/select-province',
    );
    expect(api.to('GET /api/web/weather')).toHaveLength(0);
  });
});
