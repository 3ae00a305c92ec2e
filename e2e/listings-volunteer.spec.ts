// Issue 9, "Done means": a volunteer organisation registers (free) and is live in /volunteer-hub, in
// English, in Arabic (right to left) and in French.
import { charlottetownIn } from './fixtures/city-names.js';
import {
  USER_PASSWORD,
  addCroppedPhoto,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  expectStep,
  field,
  pickAddress,
  searchDirectory,
  shoot,
  signInThroughGate,
  startsWith,
  test,
  text,
  texts,
  tick,
  uniqueEmail,
  uniqueName,
  visitInLanguage,
} from './fixtures/index.js';

const STREET = '7 Pownal Street, Charlottetown';

const LANGUAGES = [
  { lang: 'en', name: 'Harbour Helpers' },
  { lang: 'ar', name: 'Harbour Neighbours' },
  { lang: 'fr', name: 'Bénévoles du Port' },
] as const;

for (const { lang, name: label } of LANGUAGES) {
  test.describe(() => {
    test.use({ locale: lang === 'en' ? 'en-CA' : lang });
    test(`a volunteer organisation registers and is live in the Volunteer Hub (${lang})`, async ({
      page,
      api,
    }, testInfo) => {
      test.setTimeout(120_000);
      const v = texts(lang, 'vivalinks');
      const c = texts(lang, 'checkout');
      const email = uniqueEmail(`volunteer-${lang}`);
      const name = uniqueName(label);
      await api.createConfirmedUser(email, USER_PASSWORD, lang);
      await visitInLanguage(page, lang);
      await page.goto('/vivalinks/volunteer');
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: v.volunteer.title })).toBeVisible();
      await signInThroughGate(page, lang, email, USER_PASSWORD);

      await test.step('the form', async () => {
        await expectStep(page, lang, 1, 2, v.volunteer.steps.form);
        await field(page, v.volunteer.form.name).fill(name);
        await pickAddress(page, page, lang, v.volunteer.form.address, STREET);
        await field(page, v.volunteer.form.postal_code).fill('C1A 3V7');
        await field(page, v.volunteer.form.email).fill('volunteer@helpers.example');
        await tick(page.getByRole('radio', { name: v.volunteer.looking['0'], exact: true }));
        // the user's own province is chosen already: its cities are the chips
        const cities = page.getByRole('group', { name: startsWith(v.volunteer.form.cities) });
        await tick(cities.getByRole('checkbox', { name: charlottetownIn(lang) }));
        const categories = page.getByRole('group', { name: startsWith(v.volunteer.form.categories) });
        await tick(categories.getByRole('checkbox').first());
        await field(page, v.volunteer.form.description).fill('Neighbours helping newcomers settle in.');
        await field(page, v.volunteer.form.mission).fill('Nobody arrives alone.');
        await field(page, v.volunteer.form.needs).fill(
          'Drivers on Saturdays; English conversation partners.',
        );
        await addCroppedPhoto(page, lang, v.volunteer.form.image, 1, [124, 58, 237]);
        await expect(page.getByText(text(v.photos.limit_reached, { max: 1 }))).toBeVisible();
        await expectNoAxeViolations(page);
        if (lang !== 'fr') await shoot(page, testInfo, 'volunteer-1-form', lang);
        await page.getByRole('button', { name: v.volunteer.form.submit, exact: true }).click();
      });

      await test.step('the confirmation: live at once', async () => {
        await expectStep(page, lang, 2, 2, v.volunteer.steps.confirmation);
        const live = page.getByRole('status').filter({ hasText: c.confirmation.live_title });
        await expect(live).toContainText(
          text(c.confirmation.live_text, { kind: c.confirmation.kind.volunteer }),
        );
        await expectNoAxeViolations(page);
        if (lang !== 'fr') await shoot(page, testInfo, 'volunteer-2-confirmation', lang);
      });

      await test.step('it is in the Volunteer Hub', async () => {
        const cards = await searchDirectory(page, lang, 'volunteer', name);
        await expect(cards.first()).toHaveText(name);
        await expectLanguage(page, lang);
        await expectNoAxeViolations(page);
      });
    });
  });
}
