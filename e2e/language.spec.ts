import arCommon from '../packages/i18n/locales/ar/common.json' with { type: 'json' };
import { en, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures/index.js';

test('choosing Arabic in the settings popup turns the page right to left', async ({ page }, testInfo) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en.common.settings.open }).click();
  const settings = page.getByRole('dialog', { name: en.common.settings.title });
  await expect(settings).toBeVisible();
  await expectNoAxeViolations(page);
  await settings.getByText('العربية', { exact: true }).click();

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  // The interface itself is now in Arabic, not only the direction.
  const settingsAr = page.getByRole('dialog', { name: arCommon.settings.title });
  await expect(settingsAr).toBeVisible();
  await expect(settingsAr.getByRole('option', { name: 'العربية' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: arCommon.settings.open })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'language', 'ar');

  // The choice lasts for the visit.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
});
