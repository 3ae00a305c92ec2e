import { describe, expect, it } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n';
import { main, mockSignedIn, openPage, setupAppTests, type Routes } from '@/test/app-harness';
import { GEOCODER_ROUTES } from '@/features/listings/shared/lib/event-test-helpers';

setupAppTests();

const LOOKUPS: Routes = {
  ...GEOCODER_ROUTES,
  'POST /api/getVolunteerCategory': {
    status: 1,
    message: '',
    data: { category_list: [{ cat_id: 3, cat_name: 'Food bank' }] },
  },
};

/** Fills the volunteer wizard, lets the server refuse with `message` and answers the alert. */
async function refusedWith(message: string, status: number, language: 'en' | 'fr' = 'en') {
  mockSignedIn({
    ...LOOKUPS,
    'POST /api/createVolunteerOrganization': () =>
      new Response(JSON.stringify({ status: 0, message, data: [] }), {
        status,
        headers: status === 429 ? { 'Retry-After': '1800' } : {},
      }),
  });
  await openPage('/vivalinks/volunteer');
  const user = userEvent.setup({ delay: null });
  await user.type(await main().findByRole('textbox', { name: /organisation name/i }), 'Island Helpers');
  await user.click(main().getByRole('radio', { name: 'Yes' }));
  await user.click(await main().findByRole('checkbox', { name: 'Charlottetown' }));
  await act(() => changeLanguage(language));
  await user.click(main().getByRole('button', { name: SUBMIT[language] }));
  return main().findByRole('alert');
}

const SUBMIT: Record<'en' | 'fr', string> = { en: 'Register the organisation', fr: "Inscrire l'organisme" };

describe('limits on new listings, as the wizard shows them', { timeout: 60_000 }, () => {
  it('says the hourly cap, the listings waiting for payment and the photo space were reached', async () => {
    expect(await refusedWith('listing.limit.hourly', 429)).toHaveTextContent(
      'You have added as many listings as you can in one hour. Please try again later.',
    );
    cleanup();
    expect(await refusedWith('listing.limit.awaiting_payment', 403)).toHaveTextContent(
      'You already have as many listings waiting for a payment or an approval as you can.',
    );
    cleanup();
    expect(await refusedWith('listing.limit.photo_bytes', 403)).toHaveTextContent(
      'The photos of your listings take all the space one account can use.',
    );
  });

  it('says it in the reader’s language', async () => {
    const alert = await refusedWith('listing.limit.photo_bytes', 403, 'fr');
    expect(alert).toHaveTextContent(
      'Les photos de vos annonces occupent tout l’espace permis pour un compte. Supprimez quelques photos avant d’en ajouter de nouvelles.',
    );
  });
});
