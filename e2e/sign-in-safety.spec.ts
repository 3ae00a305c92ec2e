// Two attacks on signing in, as a browser meets them: a sign-in link made by someone else must not
// sign the visitor in without asking, and wrong passwords from anywhere must not lock the owner out
// (after three, the account asks for the robot check instead).
import type { Page } from '@playwright/test';
import {
  USER_PASSWORD,
  catalogue,
  en,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  field,
  fillLogin,
  saveScreenshot,
  test,
  text,
  uniqueEmail,
  visitInLanguage,
} from './fixtures/index.js';

/** The session token the app stored, if any. */
const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));

test('a sign-in link asks "Continue as …?" before it signs anyone in', async ({ page, api }, testInfo) => {
  const email = uniqueEmail('link');
  await api.createConfirmedUser(email, USER_PASSWORD);
  const loginToken = await api.loginToken(email, USER_PASSWORD);
  const common = en.common.continue_as;
  const dialog = page.getByRole('alertdialog', { name: text(common.title, { name: 'Test' }) });

  await test.step('the link opens a question, and the token leaves the address bar', async () => {
    await page.goto(`/pricing?login_token=${loginToken}`);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text(common.text, { name: 'Test' }));
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'continue-as');
  });

  await test.step('"Not me" stays a visitor', async () => {
    await dialog.getByRole('button', { name: common.not_me }).click();
    await expect(dialog).toBeHidden();
    expect(await storedToken(page)).toBeNull();
  });

  await test.step('in Arabic the question is right to left, and Continue signs in', async () => {
    await visitInLanguage(page, 'ar');
    const ar = catalogue('ar', 'common').continue_as;
    await page.goto(`/pricing?login_token=${loginToken}`);
    await expectLanguage(page, 'ar');
    const arabic = page.getByRole('alertdialog', { name: text(ar.title, { name: 'Test' }) });
    await expect(arabic).toBeVisible();
    await expect(arabic.locator('bdi').first()).toHaveText('Test');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'continue-as', 'ar');
    await arabic.getByRole('button', { name: ar.continue }).click();
    await expect(arabic).toBeHidden();
    await expect.poll(() => storedToken(page)).not.toBeNull();
  });
});

test('three wrong passwords bring the robot check, not a lock', async ({ page, api }, testInfo) => {
  const email = uniqueEmail('guess');
  await api.createConfirmedUser(email, USER_PASSWORD);
  const { auth } = en;

  await test.step('three wrong passwords, each refused', async () => {
    for (let i = 0; i < 3; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.goto('/login');
      await fillLogin(page, email, `Wrong-guess-${i}1`);
      await answered;
      await expect(page.getByText(auth.login.fail.invalid)).toBeVisible();
    }
  });

  await test.step('the right password now asks for the check first', async () => {
    await page.goto('/login');
    await fillLogin(page, email, USER_PASSWORD);
    await expect(page.getByText(auth.login.captcha_required)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'login-captcha-required');
  });

  await test.step('after the check, the owner signs in', async () => {
    await page.getByText(auth.captcha.label).click();
    await expect(page.getByText(auth.captcha.verified)).toBeVisible({ timeout: 30_000 });
    await expect(field(page, auth.fields.password)).toHaveValue(USER_PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(await storedToken(page)).not.toBeNull();
  });
});
