// Issue 9, "Done means": a new organisation lists its business (two cropped photos, hours), pays in
// the sandbox, finds it in /services and in the manager, edits it and deletes a photo; a declined
// payment (in Arabic, right to left) and a canceled one (in French) leave nothing live.
import type { Page } from '@playwright/test';
import {
  USER_PASSWORD,
  addCroppedPhoto,
  choose,
  clockIn,
  expect,
  expectAmounts,
  expectLanguage,
  expectNoAxeViolations,
  expectStep,
  field,
  managerRow,
  pickAddress,
  sandboxCheckout,
  searchDirectory,
  shoot,
  signInThroughGate,
  startsWith,
  test,
  text,
  tick,
  toggle,
  texts,
  uniqueEmail,
  uniqueName,
  visitInLanguage,
  weekdayIn,
} from './fixtures/index.js';

/** A street in Charlottetown, the new organisation's city: the local geocoder places it there. */
const STREET = '25 Queen Street, Charlottetown';
/** The first business plan (db/seed/packages.ts): 1 Month, $29, and the 15 % tax of the site settings. */
const FIRST_PLAN: [subtotal: number, tax: number, total: number] = [29, 4.35, 33.35];

/** Step 1: the fields every business listing needs (name, a category, a placed address). */
async function fillRequired(page: Page, lang: string, name: string) {
  const v = texts(lang, 'vivalinks');
  await expectStep(page, lang, 1, 3, v.business.steps.form);
  await field(page, v.business.name).fill(name);
  const categories = page.getByRole('group', { name: startsWith(v.business.categories) });
  await tick(categories.getByRole('checkbox').first());
  await pickAddress(page, page, lang, v.business.address, STREET);
  await field(page, v.business.email).fill('hello@tidewater.example');
  await field(page, v.business.description).fill('Fresh bread every morning; newcomers welcome.');
}

test('a new organisation lists its business with cropped photos and hours, pays in the sandbox, finds it live and edits it', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(210_000);
  const lang = 'en';
  const v = texts(lang, 'vivalinks');
  const c = texts(lang, 'checkout');
  const common = texts(lang, 'common');
  const d = texts(lang, 'directory');
  const email = uniqueEmail('business');
  const name = uniqueName('Tidewater Bakery');
  await api.createConfirmedUser(email, USER_PASSWORD, lang);

  await test.step('a visitor meets the sign-in gate and signs in without leaving the wizard', async () => {
    await page.goto('/vivalinks/business');
    await expect(page.getByRole('heading', { level: 1, name: v.business.title })).toBeVisible();
    await signInThroughGate(page, lang, email, USER_PASSWORD);
    await expect(page).toHaveURL(/\/vivalinks\/business$/);
  });

  await test.step('the form: fields, Sunday closed, Saturday from 10, two cropped photos', async () => {
    await fillRequired(page, lang, name);
    const [saturday, sunday] = await Promise.all([weekdayIn(page, lang, 5), weekdayIn(page, lang, 6)]);
    const sundayOpen = page.getByRole('switch', { name: text(v.hours.open_on, { day: sunday }) });
    await expect(sundayOpen).toBeChecked();
    await toggle(sundayOpen);
    await expect(sundayOpen).not.toBeChecked();
    await choose(page, page, text(v.hours.opens_on, { day: saturday }), await clockIn(page, lang, '10:00'));
    await addCroppedPhoto(page, lang, v.business.photos, 1, [14, 116, 144]);
    await addCroppedPhoto(page, lang, v.business.photos, 2, [180, 83, 9]);
    await expect(page.getByText(text(v.photos.count, { count: 2, max: 3 }))).toBeVisible();
    // the live card preview follows the form
    await expect(page.getByRole('complementary', { name: v.preview.title })).toContainText(name);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'business-1-form', lang);
    await page.getByRole('button', { name: c.common.next, exact: true }).click();
  });

  await test.step('plan and payment: the first plan with its tax, paid by card', async () => {
    await expectStep(page, lang, 2, 3, v.business.steps.payment);
    await expectAmounts(page, lang, FIRST_PLAN);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'business-2-payment', lang);
    await page.getByRole('button', { name: c.payment.pay_card, exact: true }).click();
  });

  await test.step('the sandbox checkout: Pay', async () => {
    const checkout = await sandboxCheckout(page, lang);
    await shoot(page, testInfo, 'sandbox-checkout', lang);
    await checkout.pay.click();
  });

  await test.step('back on the wizard, the confirmation turns paid', async () => {
    await page.waitForURL(/\/vivalinks\/business\?transaction_id=/);
    await expectStep(page, lang, 3, 3, v.business.steps.confirmation);
    const paid = page.getByRole('status').filter({ hasText: c.confirmation.paid_title });
    await expect(paid).toBeVisible({ timeout: 30_000 });
    await expect(paid).toContainText(text(c.confirmation.live_text, { kind: c.confirmation.kind.business }));
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'business-3-confirmation', lang);
  });

  await test.step('it is in /services, found by its name', async () => {
    const cards = await searchDirectory(page, lang, 'service', name);
    await expect(cards.first()).toHaveText(name);
    await expectNoAxeViolations(page);
  });

  const row = managerRow(page, name);
  await test.step('the manager lists it, Active and paid', async () => {
    await page.goto('/vivalinks/manager');
    await expect(page.getByRole('tab', { name: v.manager.tabs.business, selected: true })).toBeVisible();
    await expect(row).toContainText(v.manager.status.active);
    await expect(row).toContainText(v.manager.payment.paid);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'manager', lang);
  });

  const description = `Fresh bread, now also gluten-free (${Date.now().toString(36)}).`;
  await test.step('the owner deletes a photo (No, then Yes) and saves a new description', async () => {
    await row.getByRole('link', { name: text(v.manager.edit_label, { name }) }).click();
    await expect(page).toHaveURL(/\/vivalinks\/update\?kind=business&id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: v.update.title })).toBeVisible();
    const photos = page.getByRole('region', { name: v.business.photos, exact: true });
    const stored = (n: number) => photos.getByRole('img', { name: text(v.photos.stored_alt, { n }) });
    await expect(stored(2)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'update', lang);

    const deleteSecond = photos.getByRole('button', {
      name: `${v.photos.delete} ${text(v.photos.stored_alt, { n: 2 })}`,
    });
    const confirm = page.getByRole('alertdialog', { name: v.photos.delete_title });
    await deleteSecond.click();
    await expect(confirm).toContainText(v.photos.delete_message);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: v.common.no, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(stored(2)).toBeVisible();
    await deleteSecond.click();
    await confirm.getByRole('button', { name: v.common.yes, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: common.listing.image_deleted })).toBeVisible();
    await expect(stored(2)).toHaveCount(0);
    await expect(stored(1)).toBeVisible();

    await field(page, v.business.description).fill(description);
    await page.getByRole('button', { name: v.update.save, exact: true }).click();
    await expect(page).toHaveURL(/\/vivalinks\/manager\?tab=business$/);
    await expect(page.getByRole('status').filter({ hasText: common.listing.updated })).toBeVisible();
    await expect(row).toContainText(v.manager.status.active);
  });

  await test.step('its public page shows the new description and one photo', async () => {
    const cards = await searchDirectory(page, lang, 'service', name);
    await cards.first().click();
    await page.getByRole('dialog', { name }).getByRole('link', { name: d.detail.open_page }).click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(description)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Fills the wizard in `lang` up to the sandbox and answers it with `answer` (decline or cancel). */
async function payAndRefuse(
  page: Page,
  lang: string,
  name: string,
  answer: 'decline' | 'cancel',
  shots: (step: string) => Promise<void>,
) {
  const v = texts(lang, 'vivalinks');
  const c = texts(lang, 'checkout');
  await fillRequired(page, lang, name);
  await shots('business-1-form');
  await page.getByRole('button', { name: c.common.next, exact: true }).click();
  await expectStep(page, lang, 2, 3, v.business.steps.payment);
  await expectAmounts(page, lang, FIRST_PLAN);
  await expectNoAxeViolations(page);
  await shots('business-2-payment');
  await page.getByRole('button', { name: c.payment.pay_card, exact: true }).click();
  const checkout = await sandboxCheckout(page, lang);
  await shots('sandbox-checkout');
  await checkout[answer].click();
  await page.waitForURL(/\/vivalinks\/business\?transaction_id=/);
}

/** Nothing is live: not in /services, Inactive in the manager. */
async function expectNothingLive(page: Page, lang: string, name: string) {
  const v = texts(lang, 'vivalinks');
  const cards = await searchDirectory(page, lang, 'service', name);
  await expect(cards.filter({ hasText: name })).toHaveCount(0);
  await page.goto('/vivalinks/manager');
  const row = managerRow(page, name);
  await expect(row).toContainText(v.manager.status.inactive);
}

test.describe('with the browser in en and the site in ar', () => {
  test('a declined payment leaves nothing live, and the owner pays again from the manager (in Arabic, right to left)', async ({
    page,
    api,
  }, testInfo) => {
    test.setTimeout(150_000);
    const lang = 'ar';
    const v = texts(lang, 'vivalinks');
    const c = texts(lang, 'checkout');
    const email = uniqueEmail(`business-${lang}`);
    const name = uniqueName('Harbourside Tailor');
    await api.createConfirmedUser(email, USER_PASSWORD, lang);
    await visitInLanguage(page, lang);

    await page.goto('/vivalinks/business');
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: v.business.title })).toBeVisible();
    await signInThroughGate(page, lang, email, USER_PASSWORD);
    await payAndRefuse(page, lang, name, 'decline', async (step) => {
      if (step === 'business-1-form') await expectNoAxeViolations(page);
      if (step === 'sandbox-checkout') await expectLanguage(page, lang);
      await shoot(page, testInfo, step, lang);
    });

    const declined = page.getByRole('alert').filter({ hasText: c.confirmation.declined_title });
    await expect(declined).toBeVisible({ timeout: 30_000 });
    await expect(declined).toContainText(c.confirmation.not_live);
    await expectLanguage(page, lang);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'business-3-confirmation-declined', lang);

    await expectNothingLive(page, lang, name);
    await expectLanguage(page, lang);
    const row = managerRow(page, name);
    await expect(row).toContainText(v.manager.payment.payment_failed);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'manager', lang);

    await test.step('Pay again: the same listing, paid in the sandbox, goes live', async () => {
      await row.getByRole('link', { name: text(v.manager.pay_again_label, { name }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: v.pay.title })).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await expectAmounts(page, lang, FIRST_PLAN);
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, 'business-pay-again', lang);
      await page.getByRole('button', { name: c.payment.pay_card, exact: true }).click();
      const checkout = await sandboxCheckout(page, lang);
      await checkout.pay.click();
      await page.waitForURL(/\/vivalinks\/business\?transaction_id=/);
      const paid = page.getByRole('status').filter({ hasText: c.confirmation.paid_title });
      await expect(paid).toBeVisible({ timeout: 30_000 });
      const cards = await searchDirectory(page, lang, 'service', name);
      await expect(cards.first()).toHaveText(name);
      await page.goto('/vivalinks/manager');
      // one listing, not a second copy
      await expect(managerRow(page, name)).toHaveCount(1);
      await expect(managerRow(page, name)).toContainText(v.manager.status.active);
    });
  });
});

test.describe('with the site in fr', () => {
  test('a payer who cancels in the sandbox is told so, and nothing is live (in French)', async ({
    page,
    api,
  }) => {
    test.setTimeout(150_000);
    const lang = 'fr';
    const c = texts(lang, 'checkout');
    const email = uniqueEmail(`business-${lang}`);
    const name = uniqueName('Boulangerie du Port');
    await api.createConfirmedUser(email, USER_PASSWORD, lang);
    await visitInLanguage(page, lang);

    await page.goto('/vivalinks/business');
    await expectLanguage(page, lang);
    await signInThroughGate(page, lang, email, USER_PASSWORD);
    await payAndRefuse(page, lang, name, 'cancel', async () => {});

    const canceled = page.getByRole('alert').filter({ hasText: c.confirmation.canceled_title });
    await expect(canceled).toBeVisible({ timeout: 30_000 });
    await expect(canceled).toContainText(c.confirmation.not_live);
    await expectNoAxeViolations(page);
    await expectNothingLive(page, lang, name);
    await expectNoAxeViolations(page);
  });
});
