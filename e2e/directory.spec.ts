// Issue 4, "Done means": search a directory, page through it, open a detail with its map, in English,
// French and Arabic, with axe on the list, the details and a popup. The map has no tiles here
// (MAP_TILE_URL=''): Leaflet draws the marker on a plain background.
import { charlottetownIn } from './fixtures/city-names.js';
import type { Page } from '@playwright/test';
import {
  catalogue,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  formatIn,
  plural,
  startsWith,
  test,
  text,
  visitInLanguage,
} from './fixtures/index.js';

const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** Charlottetown's services in the seeded demo directory (apps/server/src/db/seed/directory.ts): three pages of 10. */
const SERVICES = 30;
/** A seeded Charlottetown business, misspelt as a visitor might type it; two businesses match. */
const TYPO = { search: 'Oakwod Tutoring', count: 2, first: 'Oakwood Tutoring Centre' } as const;
const NONSENSE = 'xqzvwpl';

/** The visitor picks Prince Edward Island, then the city, on the maps (as in location.spec.ts). */
async function chooseCity(page: Page, lang: string) {
  const location = catalogue(lang, 'location');
  const province = location.names.PE;
  await page.goto('/select-province');
  await expectLanguage(page, lang);
  // PEI is a thin crescent on the map: its button is taken with the keyboard, as in location.spec.ts.
  await page
    .getByRole('group', { name: location.province.map_label })
    .getByRole('button', { name: province, exact: true })
    .press('Enter');
  await page
    .getByRole('group', { name: text(location.city.map_label, { province }) })
    .getByRole('button', { name: charlottetownIn(lang), exact: true })
    // the Arabic labels of neighbouring towns overlap its dot, so it is taken with the keyboard too
    .press('Enter');
  await page.waitForURL('**/dashboard');
}

/** The numbers the directory shows (counts and pages), formatted by the page for its language. */
const NUMBERS = [1, 2, 3, SERVICES] as const;

async function directoryPage(page: Page, lang: string) {
  const common = catalogue(lang, 'common');
  const d = catalogue(lang, 'directory');
  const main = page.getByRole('main');
  const shown = await formatIn(page, lang, NUMBERS);
  const num = (n: (typeof NUMBERS)[number]) => shown[NUMBERS.indexOf(n)]!;
  // The card grid is the page's one region, named by its "30 results" heading.
  const results = main.getByRole('region');
  return {
    main,
    results,
    /** Each card's name is a button that opens its popup (a translated card has a "Show original" one too). */
    cards: results.getByRole('button').filter({ hasNotText: common.translation_note.show_original }),
    pager: main.getByRole('navigation', { name: d.pager.label }),
    noResults: main.getByRole('status').filter({ hasText: common['well-being'].search.noresults }),
    resultsTitle(count: (typeof NUMBERS)[number], term?: string) {
      const key = term ? 'results_for' : 'results';
      return text(plural(d, key, count, lang), { total: num(count), term: term ?? '' });
    },
    pagerStatus(current: 1 | 2 | 3, pages: 3) {
      return text(d.pager.status, { page: num(current), pages: num(pages) });
    },
    /** From the header's Market link to a tile of the market page. */
    async fromMarket(tile: string) {
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: common.nav.main })
        .getByRole('link', { name: common.nav.market, exact: true })
        .click();
      await main.getByRole('link', { name: startsWith(tile) }).click();
    },
  };
}

for (const lang of LANGUAGES) {
  test(`a visitor searches and pages through the services, and opens a service, a job and a volunteer organisation in ${lang}`, async ({
    page,
    request,
  }) => {
    const d = catalogue(lang, 'directory');
    const community = catalogue(lang, 'community');
    const common = catalogue(lang, 'common');
    await visitInLanguage(page, lang);
    await chooseCity(page, lang);
    const dir = await directoryPage(page, lang);
    const { main, results, cards, pager } = dir;

    await dir.fromMarket(community.market.services_title);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: d.services, exact: true })).toBeVisible();
    await expect(results).toHaveAccessibleName(dir.resultsTitle(SERVICES));
    await expect(cards).toHaveCount(10);
    await expect(pager.getByText(dir.pagerStatus(1, 3))).toBeVisible();
    await expectNoAxeViolations(page);

    // Page 2 is in the address; back shows page 1 again.
    const firstOfPage1 = (await cards.first().textContent()) ?? '';
    await pager.getByRole('link', { name: d.pager.next, exact: true }).click();
    await expect(page).toHaveURL(/\/services\?page=2$/);
    await expect(pager.getByText(dir.pagerStatus(2, 3))).toBeVisible();
    await expect(cards.first()).not.toHaveText(firstOfPage1);
    await expect(cards).toHaveCount(10);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(cards.first()).toHaveText(firstOfPage1);
    await expect(pager.getByText(dir.pagerStatus(1, 3))).toBeVisible();

    // A misspelt name still finds the business, first.
    const search = main.getByRole('searchbox', { name: d.search.label.service });
    await search.fill(TYPO.search);
    await main.getByRole('button', { name: d.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/services\?search=Oakwod\+Tutoring$/);
    await expect(results).toHaveAccessibleName(dir.resultsTitle(TYPO.count, TYPO.search));
    await expect(cards.first()).toHaveText(TYPO.first);
    await expect(cards).toHaveCount(TYPO.count);
    await expect(pager).toHaveCount(0);

    // Nonsense finds nothing; emptying the field shows the whole list again.
    await search.fill(NONSENSE);
    await search.press('Enter');
    await expect(dir.noResults).toBeVisible();
    await expect(results).toHaveCount(0);
    await search.fill('');
    await expect(page).toHaveURL(/\/services$/);
    await expect(results).toHaveAccessibleName(dir.resultsTitle(SERVICES));
    await expect(cards).toHaveCount(10);
    await expect(dir.noResults).toHaveCount(0);

    // A card opens its popup, and the popup its own page: name, category chips, the map and its marker.
    const name = (await cards.first().textContent()) ?? '';
    await cards.first().click();
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await popup.getByRole('link', { name: d.detail.open_page }).click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    const id = /\/services\/(\d+)$/.exec(page.url())![1];
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    const detail = (await (
      await request.get(`/api/web/directory/service/${id}`, { headers: { language: lang } })
    ).json()) as { data: { cat_name: string } };
    const chips = detail.data.cat_name.split(',').map((c) => c.trim());
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips)
      await expect(main.getByRole('listitem').filter({ hasText: chip })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: d.detail.map, exact: true })).toBeVisible();
    const map = main.getByRole('region', { name: text(d.detail.map_label, { name }) });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toBeVisible();
    await expectNoAxeViolations(page);

    // An id that does not exist is the not-found screen.
    await page.goto('/services/999999');
    await expect(page.getByRole('heading', { level: 1, name: common.not_found.title })).toBeVisible();
    await expect(main.getByText(common.page_not_found)).toBeVisible();

    // Jobs: the popup shows the job's own fields.
    await dir.fromMarket(community.market.jobs_title);
    await expect(page).toHaveURL(/\/findajob$/);
    await expect(page.getByRole('heading', { level: 1, name: d.find_a_job, exact: true })).toBeVisible();
    await expect(results).toBeVisible();
    await expect(cards).toHaveCount(10);
    const job = (await cards.first().textContent()) ?? '';
    await cards.first().click();
    const jobPopup = page.getByRole('dialog', { name: job });
    await expect(jobPopup.getByText(d.job.hourly_wage, { exact: true })).toBeVisible();
    await expect(jobPopup.getByText(d.job.how_to_apply, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(jobPopup).toHaveCount(0);

    // Volunteer hub (its tile is on the members' Communities page): a listing's own page, with its
    // mission and map.
    await page.goto('/volunteer-hub');
    await expect(page.getByRole('heading', { level: 1, name: d.volunteer_hub, exact: true })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const org = (await cards.first().textContent()) ?? '';
    await cards.first().click();
    await page.getByRole('dialog', { name: org }).getByRole('link', { name: d.detail.open_page }).click();
    await expect(page).toHaveURL(/\/volunteer-hub\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: org, exact: true })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 3, name: d.volunteer.mission, exact: true }),
    ).toBeVisible();
    const orgMap = main.getByRole('region', { name: text(d.detail.map_label, { name: org }) });
    await expect(orgMap.locator('path.leaflet-interactive')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
