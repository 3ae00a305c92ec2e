import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListingTranslationsData } from '@harbour/shared';
import type { Call } from '@/test/app-harness';
import { main, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import { ownedJob } from '@/features/listings/shared/lib/test-listings';

setupAppTests();

const ok = <T,>(data: T, message = '') => ({ status: 1, message, data });
const refused = (message: string, status = 400) => ({ status, json: { status: 0, message, data: [] } });

const lookups = {
  'POST /api/getbusinessCategory': ok({ category_list: [] }),
  'POST /api/getVolunteerCategory': ok({ category_list: [] }),
};

const machine = (text: string, stale = false) => ({
  text,
  origin: 'machine' as const,
  reviewed: false,
  stale,
});
const own = (text: string) => ({ text, origin: 'owner' as const, reviewed: true, stale: false });

/** Job 77 written in English: French machine translated, Spanish the owner's, Arabic stale, the rest none. */
function translations(extra: Partial<ListingTranslationsData> = {}): ListingTranslationsData {
  return {
    kind: 'job',
    id: 77,
    original_lang: 'en',
    original: {
      jobTitle: 'Barista',
      jobDescription: 'Make coffee.',
      skillRequired: '',
      educationQualification: '',
      howToApply: '',
    },
    translations: {
      fr: { jobTitle: machine('Barista (fr)'), jobDescription: machine('Faire du café.') },
      es: { jobTitle: own('Barista experto'), jobDescription: machine('Hacer café.') },
      ar: { jobTitle: machine('باريستا', true) },
    },
    pending: false,
    machine_available: true,
    ...extra,
  };
}

const GET = 'GET /api/listingTranslations';
const PUT = 'PUT /api/listingTranslation';

async function openTranslations(user: UserEvent) {
  const toggle = await main().findByRole('button', { name: 'Translations' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The list item of one language, by its own name. */
const language = (name: string) => within(main().getByRole('listitem', { name }));
/** What one field of a language says: its label and where its text comes from. */
const fieldTerm = (name: string, field: string) =>
  language(name)
    .getAllByRole('term')
    .find((dt) => dt.textContent?.startsWith(field));

describe('/vivalinks/update: the language of the texts', () => {
  it('starts from the listing’s language and sends a new one with the save', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob({ original_lang: 'fr' })] }),
      'POST /api/editJob': ok(null, 'listing.updated'),
    });
    const { router } = await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    const select = await main().findByRole('button', { name: /Language of your texts/ });
    expect(select).toHaveTextContent('Français');
    await user.click(select);
    const arabic = await screen.findByRole('option', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getAllByRole('option')).toHaveLength(13);
    await user.click(arabic);
    expect(select).toHaveTextContent('العربية');
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vivalinks/manager'));
    expect(api.to('POST /api/editJob')[0]!.body).toMatchObject({ id: 77, original_lang: 'ar' });
    // the section was never opened: its texts were never asked for
    expect(api.to(GET)).toHaveLength(0);
  });
});

describe('/vivalinks/update: Translations', () => {
  it('lists the 12 other languages with each field labelled by where its text comes from', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: ok(translations()),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    await openTranslations(user);
    expect(await main().findByText('Your texts are written in:')).toHaveTextContent('English');
    expect(Object.fromEntries(new URLSearchParams(api.to(GET)[0]!.search))).toEqual({
      kind: 'job',
      id: '77',
    });

    const items = within(main().getByRole('list', { name: 'Translations' })).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(main().queryByRole('listitem', { name: 'English' })).not.toBeInTheDocument();
    // only the fields with a written text are shown
    expect(
      language('Français')
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Job titleMachine translated', 'Job descriptionMachine translated']);
    const french = language('Français').getByText('Faire du café.');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('dir', 'auto');
    expect(fieldTerm('Español', 'Job title')).toHaveTextContent('Your text');
    expect(language('Español').getByText('Barista experto')).toBeInTheDocument();
    // a text made from an earlier original is being redone; readers see the original meanwhile
    expect(fieldTerm('العربية', 'Job title')).toHaveTextContent('Being translated…');
    expect(language('العربية').queryByText('باريستا')).not.toBeInTheDocument();
    expect(fieldTerm('中文', 'Job title')).toHaveTextContent('Not translated yet');
  });

  it('shows "Being translated…" for every missing text while the machine is at work', async () => {
    mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: ok(translations({ translations: {}, pending: true })),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    await openTranslations(userEvent.setup());
    await main().findByRole('listitem', { name: 'Français' });
    expect(main().getAllByText('Being translated…')).toHaveLength(24);
    expect(main().queryByText('Not translated yet')).not.toBeInTheDocument();
  });

  it('without a translation service, says so and shows a stale or missing text as not translated', async () => {
    mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: ok(translations({ machine_available: false, pending: false })),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    await openTranslations(userEvent.setup());
    await main().findByRole('listitem', { name: 'Français' });
    expect(main().getByText(/no automatic translation service/)).toBeInTheDocument();
    expect(main().queryByText('Being translated…')).not.toBeInTheDocument();
    expect(fieldTerm('العربية', 'Job title')).toHaveTextContent('Not translated yet');
    expect(main().queryByRole('button', { name: /Use the machine translation/ })).not.toBeInTheDocument();
    await userEvent.setup().click(main().getByRole('button', { name: 'Edit Français' }));
    expect(main().getByText(/Empty a text to show the original again/)).toBeInTheDocument();
  });

  it('Edit opens the fields of a language; Save sends only what the owner changed', async () => {
    let data = translations();
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: () => ok(data),
      [PUT]: (c: Call) => {
        const body = c.body as { fields: Record<string, string> };
        data = translations();
        data.translations.fr!.jobTitle = own(body.fields.jobTitle!);
        return ok(data, 'translation.saved');
      },
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    await openTranslations(user);
    const edit = await main().findByRole('button', { name: 'Edit Français' });
    await user.click(edit);

    const title = language('Français').getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Barista (fr)');
    expect(title).toHaveAttribute('dir', 'auto');
    expect(title).toHaveAttribute('lang', 'fr');
    expect(language('Français').getByRole('textbox', { name: 'Job description' })).toHaveValue(
      'Faire du café.',
    );
    expect(language('Français').getByText('Barista')).toHaveAttribute('lang', 'en');
    await user.clear(title);
    await user.type(title, 'Barista / serveur de café');
    await user.click(language('Français').getByRole('button', { name: 'Save translation' }));

    expect(await language('Français').findByRole('status')).toHaveTextContent('Your translation is saved.');
    expect(api.to(PUT)[0]!.body).toEqual({
      kind: 'job',
      id: 77,
      lang: 'fr',
      fields: { jobTitle: 'Barista / serveur de café' },
    });
    expect(language('Français').queryByRole('textbox')).not.toBeInTheDocument();
    expect(fieldTerm('Français', 'Job title')).toHaveTextContent('Your text');
    expect(language('Français').getByText('Barista / serveur de café')).toBeInTheDocument();
    await waitFor(() => expect(main().getByRole('button', { name: 'Edit Français' })).toHaveFocus());

    // nothing changed: the editor closes without a call
    await user.click(main().getByRole('button', { name: 'Edit Français' }));
    await user.click(language('Français').getByRole('button', { name: 'Cancel' }));
    expect(api.to(PUT)).toHaveLength(1);
  });

  it('"Use the machine translation" empties the owner’s texts of that language', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: ok(translations()),
      [PUT]: ok(translations({ translations: {}, pending: true }), 'translation.saved'),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    await openTranslations(user);
    await main().findByRole('listitem', { name: 'Español' });
    // only a language with the owner's own text offers it
    expect(
      main().queryByRole('button', { name: 'Use the machine translation for Français' }),
    ).not.toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Use the machine translation for Español' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    expect(api.to(PUT)[0]!.body).toEqual({ kind: 'job', id: 77, lang: 'es', fields: { jobTitle: '' } });
    await waitFor(() => expect(fieldTerm('Español', 'Job title')).toHaveTextContent('Being translated…'));
  });

  it('a refused save keeps the editor open and says why', async () => {
    mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: ok(translations()),
      [PUT]: refused('translation.same_language'),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    await openTranslations(user);
    await user.click(await main().findByRole('button', { name: 'Edit Русский' }));
    const box = language('Русский').getByRole('textbox', { name: 'Job title' });
    await user.type(box, 'Бариста');
    await user.click(language('Русский').getByRole('button', { name: 'Save translation' }));
    expect(await language('Русский').findByRole('alert')).toHaveTextContent(
      'This is the language the listing is written in: edit the listing itself.',
    );
    expect(box).toBeInTheDocument();
  });

  it('shows a failed load with a retry, and a listing without texts as nothing to translate', async () => {
    let fail = true;
    mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      [GET]: () =>
        fail
          ? refused('something_went_wrong', 500)
          : ok(translations({ original: { jobTitle: ' ', jobDescription: '' }, translations: {} })),
    });
    await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    await openTranslations(user);
    expect(await main().findByRole('alert')).toHaveTextContent('We could not load the translations.');
    fail = false;
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(
      await main().findByText('There is nothing to translate yet. Add a description to your listing first.'),
    ).toBeInTheDocument();
  });
});
