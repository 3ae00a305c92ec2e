// Issue 10, "Done means": in Arabic, Persian, French, Somali and Chinese, the home page, a
// well-being listing, an event, a service detail and the values page show no English sentence
// (each page is read in English first; none of its sentences may be left word for word), and an
// Arabic search finds a listing written in English through its translation.
import type { Locator, Page } from '@playwright/test';
import { englishLeftIn, visibleText } from './fixtures/english-check.js';
import {
  catalogue,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expect,
  logIn,
  pattern,
  saveScreenshot,
  test,
} from './fixtures/index.js';

const LANGUAGES = ['ar', 'fa', 'fr', 'so', 'zh'] as const;

async function useLanguage(page: Page, lang: string) {
  await page.evaluate((l) => sessionStorage.setItem('language', l), lang);
}

/** Waits until the page's data has come and no loading status is left. */
async function settled(page: Page, lang: string) {
  await page.waitForLoadState('networkidle');
  const loading = catalogue(lang, 'common').loading;
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: loading })).toHaveCount(0);
}

/** The addresses of a well-being listing and of a service, found as a visitor finds them (in English). */
async function findPlaces(page: Page) {
  const wellBeing = catalogue('en', 'well-being');
  const directory = catalogue('en', 'directory');
  const main = page.getByRole('main');
  await page.goto('/well-being');
  await main.getByRole('region', { name: wellBeing.categories.heading }).getByRole('link').first().click();
  await main
    .getByRole('link', { name: pattern(wellBeing.listings.view) })
    .first()
    .click();
  await page.waitForURL(/\/well-being-detail\?/);
  const wellBeingUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.goto('/services');
  const cards = main.getByRole('region').getByRole('button');
  const name = (await cards.first().textContent()) ?? '';
  await cards.first().click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: directory.detail.open_page }).click();
  await page.waitForURL(/\/services\/\d+$/);
  return { wellBeingUrl, serviceUrl: new URL(page.url()).pathname };
}

type Place = { name: string; open: (page: Page, lang: string) => Promise<Locator> };

function places(urls: { wellBeingUrl: string; serviceUrl: string }): Place[] {
  const atUrl =
    (url: string): Place['open'] =>
    async (page, lang) => {
      await page.goto(url);
      await settled(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return page.getByRole('main');
    };
  return [
    { name: 'home', open: atUrl('/dashboard') },
    { name: 'values', open: atUrl('/principles-and-values') },
    { name: 'well-being listing', open: atUrl(urls.wellBeingUrl) },
    { name: 'service detail', open: atUrl(urls.serviceUrl) },
    {
      name: 'event',
      open: async (page, lang) => {
        await page.goto('/displayevents');
        await settled(page, lang);
        const events = catalogue(lang, 'events');
        await page
          .getByRole('main')
          .getByRole('button', { name: pattern(events.view_details_of) })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await page.waitForLoadState('networkidle');
        return dialog;
      },
    },
  ];
}

for (const lang of LANGUAGES) {
  test(`the home, values, well-being, service and event pages show no English sentence in ${lang}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await useLanguage(page, 'en');
    const urls = await findPlaces(page);
    for (const place of places(urls)) {
      await useLanguage(page, 'en');
      const english = await visibleText(await place.open(page, 'en'));
      await useLanguage(page, lang);
      const translated = await visibleText(await place.open(page, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await saveScreenshot(page, testInfo, `reader-${place.name.replace(/ /g, '-')}`, lang);
      expect(englishLeftIn(translated, english), `English left on the ${place.name} page in ${lang}`).toEqual(
        [],
      );
    }
  });
}

test('an Arabic search finds a service written in English, through its translation', async ({
  page,
  request,
}) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await useLanguage(page, 'en');
  const { serviceUrl } = await findPlaces(page);
  const id = serviceUrl.split('/').pop();
  const read = async (language: string) =>
    (
      (await (await request.get(`/api/web/directory/service/${id}`, { headers: { language } })).json()) as {
        data: { businessName: string; business_description: string };
      }
    ).data;
  const [english, arabic] = [await read('en'), await read('ar')];
  expect(arabic.business_description).not.toBe(english.business_description);
  // the longest Arabic word of its translated description, which the English text cannot contain
  const word = arabic.business_description
    .split(/[\s.,،؛:!?()]+/)
    .filter((w) => /\p{Script=Arabic}/u.test(w))
    .sort((a, b) => b.length - a.length)[0]!;

  await useLanguage(page, 'ar');
  await page.goto(`/services?search=${encodeURIComponent(word)}`);
  await settled(page, 'ar');
  const cards = page.getByRole('main').getByRole('region').getByRole('button');
  await expect(cards.filter({ hasText: english.businessName }).first()).toBeVisible();
});
