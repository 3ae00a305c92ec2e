import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { main, mockApi, mockSignedIn, openPage, setupAppTests, type Routes } from '@/test/app-harness';
import { fillAddress, GEOCODER_ROUTES } from '@/features/listings/shared/lib/event-test-helpers';

setupAppTests();

const status = <T,>(data: T, message = '') => ({ status: 1, message, data });

const LOOKUPS: Routes = {
  ...GEOCODER_ROUTES,
  'POST /api/getVolunteerCategory': status({
    category_list: [
      { cat_id: 3, cat_name: 'Food bank' },
      { cat_id: 4, cat_name: 'Tutoring' },
    ],
  }),
};

const submit = () => main().getByRole('button', { name: 'Register the organisation' });

async function open() {
  await openPage('/vivalinks/volunteer');
  await main().findByRole('heading', { level: 1, name: 'Register a volunteer organisation' });
  await main().findByRole('textbox', { name: /organisation name/i });
}

async function choose(user: UserEvent, field: RegExp, option: string) {
  const select = main().getByRole('button', { name: field });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/vivalinks/volunteer (volunteer wizard)', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in', async () => {
    mockApi(LOOKUPS);
    await openPage('/vivalinks/volunteer');
    expect(await main().findByText(/please sign in to create a listing/i)).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: /organisation name/i })).not.toBeInTheDocument();
  });

  it('refuses a short name, no city, no "looking for volunteers" answer and a bad e-mail', async () => {
    const api = mockSignedIn(LOOKUPS);
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /organisation name/i }), 'ab');
    await user.type(main().getByRole('textbox', { name: /e-mail/i }), 'not-an-email');
    await user.click(submit());

    expect(await main().findByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /organisation name/i })).toHaveAccessibleDescription(
      'The name needs at least 3 characters.',
    );
    expect(main().getByRole('textbox', { name: /e-mail/i })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(main().getByRole('radiogroup', { name: /looking for volunteers/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(main().getByRole('group', { name: /cities where you look/i })).toHaveAccessibleDescription(
      /Please choose a city\./,
    );
    expect(api.to('POST /api/createVolunteerOrganization')).toHaveLength(0);
  });

  it('keeps each text to 300 characters with a counter', async () => {
    mockSignedIn(LOOKUPS);
    await open();
    const user = userEvent.setup({ delay: null });
    for (const name of [/^description/i, /^mission/i, /what the organisation needs/i, /^note/i]) {
      const box = main().getByRole('textbox', { name });
      await user.click(box);
      await user.paste('x'.repeat(320));
      expect(box).toHaveValue('x'.repeat(300));
    }
    expect(main().getAllByText('300 / 300')).toHaveLength(4);
  });

  it('registers the organisation as multipart and shows the confirmation', async () => {
    const api = mockSignedIn({
      ...LOOKUPS,
      'POST /api/createVolunteerOrganization': status(
        { id: 31, status: 1, payment_state: 'active', amount_due_cents: null },
        'listing.created',
      ),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /organisation name/i }), 'Island Helpers');
    await fillAddress(user, /^address/i);
    await user.type(main().getByRole('textbox', { name: /postal code/i }), 'C1A 1A1');
    await user.type(main().getByRole('textbox', { name: /telephone/i }), '9025550101');
    expect(main().getByRole('textbox', { name: /telephone/i })).toHaveValue('+1 (902) 555-0101');
    await user.type(main().getByRole('textbox', { name: /e-mail/i }), 'Help@Island.ca');
    await user.click(main().getByRole('radio', { name: 'Adding names to waiting list' }));
    // The user's own province (PEI) is shown first.
    await user.click(await main().findByRole('checkbox', { name: 'Charlottetown' }));
    await choose(user, /province/i, 'Nova Scotia');
    expect(main().queryByRole('checkbox', { name: 'Charlottetown' })).not.toBeInTheDocument();
    await user.click(await main().findByRole('checkbox', { name: 'Halifax' }));
    await user.click(await main().findByRole('checkbox', { name: 'Tutoring' }));
    await user.type(main().getByRole('textbox', { name: /^mission/i }), 'Help newcomers settle.');
    await user.click(submit());

    expect(await main().findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    expect(main().getByText('Your volunteer organisation is live now.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
      'href',
      '/volunteer-hub/31',
    );
    expect(main().getByRole('link', { name: 'Go to the listings manager' })).toHaveAttribute(
      'href',
      '/vivalinks/manager',
    );
    const form = api.to('POST /api/createVolunteerOrganization')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(form.get('data') as string)).toEqual({
      org_name_en: 'Island Helpers',
      org_postcode: 'C1A 1A1',
      org_address_en: '12 Queen St, Charlottetown, PE',
      address_lat: 46.2352,
      address_long: -63.1311,
      org_telephone: '+1 (902) 555-0101',
      org_website: null,
      org_email: 'help@island.ca',
      search_by_location: [21],
      search_by_category: [4],
      org_description_en: null,
      org_mission_en: 'Help newcomers settle.',
      des_org_needs_en: null,
      note_en: null,
      looking_for_volunteer_en: 2,
    });
  });

  it('sends the language of the texts the owner picked (the interface language is shown first)', async () => {
    const api = mockSignedIn({
      ...LOOKUPS,
      'POST /api/createVolunteerOrganization': status(
        { id: 32, status: 1, payment_state: 'active', amount_due_cents: null },
        'listing.created',
      ),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /organisation name/i }), 'Island Helpers');
    await user.click(main().getByRole('radio', { name: 'Yes' }));
    await user.click(await main().findByRole('checkbox', { name: 'Charlottetown' }));
    expect(main().getByRole('button', { name: /language of your texts/i })).toHaveTextContent('English');
    await choose(user, /language of your texts/i, 'العربية');
    await user.click(submit());
    expect(await main().findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    const form = api.to('POST /api/createVolunteerOrganization')[0]?.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toMatchObject({ original_lang: 'ar' });
  });

  it('shows the server message when the registration is refused', async () => {
    mockSignedIn({
      ...LOOKUPS,
      'POST /api/createVolunteerOrganization': {
        status: 400,
        json: { status: 0, message: 'email_not_valid', data: [] },
      },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /organisation name/i }), 'Island Helpers');
    await user.click(main().getByRole('radio', { name: 'Yes' }));
    await user.click(await main().findByRole('checkbox', { name: 'Charlottetown' }));
    await user.click(submit());
    expect(await main().findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(main().queryByRole('heading', { name: 'Confirmation' })).not.toBeInTheDocument();
  });
});
