import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventItem } from '@harbour/shared';
import { changeLanguage } from '@/lib/i18n';
import { envelope, main, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';
import { currentMonth, monthRange } from './lib/month';

setupAppTests();

const range = monthRange(currentMonth());

const event = (id: number, extra: Partial<EventItem>): EventItem => ({
  id,
  province_id: 1,
  city_id: 12,
  title: `Event ${id}`,
  eventDate: `${range.startDate.slice(0, 8)}1${id}`,
  eventStartTime: '18:00',
  eventEndTime: null,
  venue: 'Confederation Centre of the Arts',
  address: '145 Richmond Street, Charlottetown, PE',
  address_lat: null,
  address_long: null,
  age_group: '',
  eventDetails: 'Bring a dish from home.',
  hostDetails: '',
  website: null,
  price: null,
  phone_number: null,
  image: null,
  timezone: 'America/Halifax',
  original_lang: 'en',
  ...extra,
});

describe('events in the reader’s language', () => {
  it('labels a translated event in its detail and shows its original on demand', async () => {
    await changeLanguage('es');
    mockSignedIn({
      // a member reading in Spanish
      'GET /api/users/profile': envelope({ ...PROFILE, preferred_language: 'es' }),
      'GET /api/web/get-event-meeting-calendar': envelope({
        events: [
          event(1, {
            title: 'Cena compartida',
            eventDetails: 'Traiga un plato de su casa.',
            translation: {
              lang: 'es',
              original_lang: 'en',
              machine: true,
              reviewed: false,
              original: { title: 'Potluck supper', eventDetails: 'Bring a dish from home.' },
            },
          }),
          event(2, { title: 'Board games' }),
        ],
      }),
    });
    await openPage('/displayevents');
    await userEvent.click((await main().findAllByRole('button', { name: /Cena compartida/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cena compartida' });
    expect(within(dialog).getByText('Traducción automática del inglés')).toBeInTheDocument();
    const toggle = within(dialog).getByRole('button', { name: 'Ver original' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('Potluck supper')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText('Bring a dish from home.')).toHaveAttribute('dir', 'auto');
  });
});
