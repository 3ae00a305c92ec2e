import { en, expect, expectNoAxeViolations, saveScreenshot, test, text } from './fixtures/index.js';

const PEI = en.location.names.PE;
const PEI_CITIES = [
  'Summerside',
  'Rural Municipality of North Shore',
  'Charlottetown',
  'Cornwall',
  'Stratford',
];

test('a visitor picks Prince Edward Island, then Charlottetown, and lands on the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/select-province');
  await expect(page.getByRole('heading', { level: 1, name: en.location.province.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every province is a button on the map, reachable and usable with the keyboard.
  const provinceMap = page.getByRole('group', { name: en.location.province.map_label });
  for (const name of Object.values(en.location.names)) {
    await expect(provinceMap.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const pei = provinceMap.getByRole('button', { name: PEI, exact: true });
  await pei.focus();
  await expect(pei).toBeFocused();
  await page.keyboard.press('Enter');

  await page.waitForURL('**/select-location');
  await expect(
    page.getByRole('heading', { level: 1, name: text(en.location.city.title, { province: PEI }) }),
  ).toBeVisible();
  const cityMap = page.getByRole('group', { name: text(en.location.city.map_label, { province: PEI }) });
  for (const city of PEI_CITIES) {
    await expect(cityMap.getByRole('button', { name: city, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('button', { name: text(en.location.city.all_of, { province: PEI }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await cityMap.getByRole('button', { name: 'Charlottetown', exact: true }).click();
  await page.waitForURL('**/dashboard');
  const title = page.getByRole('heading', {
    level: 1,
    name: text(en.common.dashboard.title_city, { city: 'Charlottetown' }),
  });
  await expect(title).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'location');

  // The choice is kept for the visit, and the settings popup shows it.
  await page.reload();
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: en.common.settings.open }).click();
  const settings = page.getByRole('dialog', { name: en.common.settings.title });
  await expect(
    settings.getByRole('link', {
      name: new RegExp(text(en.common.settings.location_value, { city: 'Charlottetown', province: PEI })),
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without a chosen province, /select-location sends the visitor back to /select-province', async ({
  page,
}) => {
  await page.goto('/select-location');
  await page.waitForURL('**/select-province');
  await expect(page.getByRole('heading', { level: 1, name: en.location.province.title })).toBeVisible();
});
