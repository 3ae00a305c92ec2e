// Issue 3: what the demo member does on the local-information pages (in English; the walk through
// every page in three languages is local-info-walk.spec.ts).
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  en,
  expect,
  expectNoAxeViolations,
  field,
  logIn,
  pattern,
  saveScreenshot,
  test,
  text,
} from './fixtures/index.js';

const wb = en['well-being'];

test.beforeEach(async ({ page }) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
});

test('a well-being search with a typo ("dentl") finds the dental clinics and opens one', async ({
  page,
}, testInfo) => {
  await page.goto('/well-being');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: wb.search.label }).fill('dentl');
  await main.getByRole('button', { name: wb.search.submit, exact: true }).click();

  await page.waitForURL('**/well-being-listings?search=dentl');
  await expect(
    page.getByRole('heading', { level: 1, name: text(wb.search.results_title, { term: 'dentl' }) }),
  ).toBeVisible();
  const clinic = main.getByRole('link', {
    name: text(wb.listings.view, { name: 'Belvedere Family Dental' }),
  });
  await expect(clinic).toBeVisible();
  await expect(main.getByRole('link', { name: pattern(wb.listings.view) }).first()).toBeVisible();
  await expect(main.getByText(en.common['well-being'].search.noresults)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'local-well-being-search');

  await clinic.click();
  await page.waitForURL(/\/well-being-detail\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Belvedere Family Dental' })).toBeVisible();
  await expect(main.getByText('201 Belvedere Ave, Charlottetown, PE C1A 2Y8')).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the weather page shows the stand-in forecast, and the arrows move through the hours', async ({
  page,
}, testInfo) => {
  const w = en.weather;
  // From the dashboard's weather card.
  await page
    .getByRole('main')
    // the stand-in's current weather: 7.4 °C, WMO code 61
    .getByRole('link', {
      name: `Charlottetown ${text(w.degrees, { value: 7 })} ${w.conditions.light_rain}`,
      exact: false,
    })
    .click();
  await page.waitForURL('**/nuweather');
  await expect(
    page.getByRole('heading', { level: 1, name: w.title }),
    'the weather comes from the Open-Meteo stand-in',
  ).toBeVisible();
  await expect(page.getByText(text(w.subtitle, { city: 'Charlottetown' }))).toBeVisible();
  await expect(page.getByText(w.unavailable)).toHaveCount(0);

  // Each part is a <section> under its heading (named by nothing else).
  const part = (title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const hourly = part(w.hourly.title);
  const hours = hourly.getByRole('listitem');
  const earlier = hourly.getByRole('button', { name: w.hourly.earlier });
  const later = hourly.getByRole('button', { name: w.hourly.later });
  await expect(hours).toHaveCount(6);
  await expect(earlier).toBeDisabled();
  await expect(later).toBeEnabled();
  const first = (await hours.first().textContent()) ?? '';
  const second = (await hours.nth(1).textContent()) ?? '';

  await later.click();
  await expect(hours.first()).toHaveText(second);
  await expect(earlier).toBeEnabled();
  await later.click();
  await earlier.click();
  await expect(hours.first()).toHaveText(second);
  await earlier.click();
  await expect(hours.first()).toHaveText(first);
  await expect(earlier).toBeDisabled();

  await expect(part(w.daily.title).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'local-weather-hours');
});

test('the demo member collects a coupon into the wallet and removes it', async ({ page }, testInfo) => {
  const c = en.coupons;
  await page.goto('/coupons');
  const main = page.getByRole('main');
  const collectedSection = main.getByRole('region', { name: c.collected_title });
  await expect(collectedSection.getByText(en.common.no_coupons)).toBeVisible();

  const collect = main.getByRole('button', { name: pattern(c.collect_label) }).first();
  const label = (await collect.getAttribute('aria-label')) ?? '';
  const name = label.slice(text(c.collect_label).length);
  await collect.click();
  await expect(main.getByText(c.coupon.collected)).toBeVisible();
  const remove = collectedSection.getByRole('button', { name: text(c.remove_label, { name }) });
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'local-coupon-collected');

  // The wallet is the same list.
  await page.goto('/wallet');
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(main.getByText(c.coupon.removed)).toBeVisible();
  await expect(collectedSection.getByText(en.common.no_coupons)).toBeVisible();
  await expect(main.getByRole('button', { name: text(c.collect_label, { name }) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the contact form sends a message', async ({ page }, testInfo) => {
  const c = en.about.contact;
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await field(main, c.first_name).fill('Demo');
  await field(main, c.last_name).fill('Newcomer');
  await field(main, c.email).fill(DEMO_EMAIL);
  await field(main, c.message).fill(
    'Hello from the end-to-end tests: where can I learn French in Charlottetown?',
  );
  await main.getByRole('button', { name: c.send, exact: true }).click();
  await expect(main.getByText(en.common.contact_us.success)).toBeVisible();
  await expect(field(main, c.message)).toHaveValue('');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'local-contact-sent');
});

test('tips of the day, translation rates and school food show their content', async ({ page }) => {
  const main = page.getByRole('main');

  await page.goto('/tips-of-the-day');
  const months = main.getByRole('tablist', { name: en.tips.months_label });
  await expect(months.getByRole('tab')).toHaveCount(12);
  await expect(months.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(main.getByRole('tabpanel').getByText(pattern(en.tips.tip_day)).first()).toBeVisible();
  await months.getByRole('tab').last().click();
  await expect(months.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await page.goto('/translation');
  await expect(main.getByRole('table', { name: en.translation.table_caption })).toBeVisible();
  await main.getByRole('link', { name: en.translation.contact_button }).click();
  await page.waitForURL('**/about-us');

  await page.goto('/school-food');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
