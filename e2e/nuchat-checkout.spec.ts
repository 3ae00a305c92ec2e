// Issue 23 §1, §5: the NuChat checkout. A user in the 30-day trial sees the trial plans and buys one
// in the sandbox (English); a user past the trial sees the regular plans (Arabic, right to left).
// Axe on every step.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  USER_PASSWORD,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  formatIn,
  logIn,
  sandboxCheckout,
  test,
  text,
  uniqueEmail,
  visitInLanguage,
} from './fixtures/index.js';
import enNuchat from '../packages/i18n/locales/en/nuchat.json' with { type: 'json' };

/** The seeded account registered 60 days ago (DEMO_VETERAN in apps/server/src/db/seed/users.ts). */
const VETERAN_EMAIL = 'veteran@harbour.local';

type NuChatTexts = typeof enNuchat;
const nuchat = (lang: string): NuChatTexts['checkout'] =>
  lang === 'en'
    ? enNuchat.checkout
    : (
        JSON.parse(
          readFileSync(new URL(`../packages/i18n/locales/${lang}/nuchat.json`, import.meta.url), 'utf8'),
        ) as NuChatTexts
      ).checkout;

/** Prices as the checkout shows them: Canadian dollars, always with cents. */
async function prices(page: Page, lang: string, values: number[]): Promise<string[]> {
  return formatIn(page, lang, values, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

test('a user in the trial sees the trial plans and buys the year in the sandbox', async ({ page, api }) => {
  const c = nuchat('en');
  const email = uniqueEmail('nuchat-trial');
  await api.createConfirmedUser(email, USER_PASSWORD);
  await logIn(page, email, USER_PASSWORD);
  await page.goto('/nuchat/checkout');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(c.trial_note)).toBeVisible();
  const [month, year, regularYear, total] = await prices(page, 'en', [0.99, 9.99, 19.99, 11.49]);
  await expect(page.getByText(text(c.per_month, { price: month! }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(c.per_year, { price: year! }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(c.per_year, { price: regularYear! }), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.locator('label').filter({ hasText: 'Yearly (trial offer)' }).click();
  await expect(page.getByRole('radio', { name: /Yearly \(trial offer\)/ })).toBeChecked();
  await expect(page.locator('dl')).toContainText(total!);
  await page.getByRole('button', { name: c.pay, exact: true }).click();
  const checkout = await sandboxCheckout(page, 'en');
  await checkout.pay.click();

  await page.waitForURL(/\/nuchat\/checkout\?transaction_id=/);
  await expect(page.getByRole('heading', { level: 2, name: c.done_title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Receipt number: H-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: c.open_chat })).toHaveAttribute('href', '/chat');
  await expectNoAxeViolations(page);
});

test('a user past the trial sees the regular plans, right to left in Arabic', async ({ page }) => {
  const lang = 'ar';
  const c = nuchat(lang);
  await logIn(page, VETERAN_EMAIL, DEMO_PASSWORD);
  await visitInLanguage(page, lang);
  await page.evaluate((l) => sessionStorage.setItem('language', l), lang);
  await page.goto('/nuchat/checkout');
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const [month, year, trialMonth] = await prices(page, lang, [1.99, 19.99, 0.99]);
  await expect(page.getByText(text(c.per_month, { price: month! }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(c.per_year, { price: year! }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(c.per_month, { price: trialMonth! }), { exact: true })).toHaveCount(0);
  await expect(page.getByText(c.trial_note)).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByText(c.one_month)).toBeVisible();
  await expectNoAxeViolations(page);
});
