import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { envelope, main, type Routes } from '@/test/app-harness';

/** The geocoder's answer for "12 Queen" (GET /api/web/geocode), for the wizard page tests. */
export const GEOCODER_ROUTES: Routes = {
  'GET /api/web/geocode': envelope({
    results: [
      {
        label: '12 Queen St, Charlottetown, PE',
        address: '12 Queen St, Charlottetown, PE',
        lat: 46.2352,
        lon: -63.1311,
        city_id: 12,
        province_id: 1,
      },
    ],
  }),
};

/** Types into the address field labelled `label` and picks the geocoder's suggestion. */
export async function fillAddress(user: UserEvent, label: RegExp) {
  await user.type(main().getByRole('combobox', { name: label }), '12 Queen');
  await user.click(await screen.findByRole('option', { name: /12 Queen St/ }));
}
