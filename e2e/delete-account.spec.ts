import {
  USER_PASSWORD,
  en,
  expect,
  expectLoginRefused,
  expectNoAxeViolations,
  field,
  logIn,
  saveScreenshot,
  test,
  uniqueEmail,
} from './fixtures/index.js';

const { profile } = en;

test('a member deletes the account by typing its e-mail, and can no longer sign in', async ({
  page,
  api,
}, testInfo) => {
  const email = uniqueEmail('delete');
  await api.createConfirmedUser(email, USER_PASSWORD);
  await logIn(page, email, USER_PASSWORD);

  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: profile.delete.title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another address than the account's is refused before anything is asked.
  const submit = page.getByRole('button', { name: profile.delete.submit, exact: true });
  await field(page, profile.delete.email_label).fill(`someone-else-${email}`);
  await submit.click();
  await expect(page.getByText(en.common.email_not_valid)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await field(page, profile.delete.email_label).fill(email);
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: profile.delete.confirm_title });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: profile.delete.confirm }).click();

  await expect(page.getByText(profile.delete_account.success)).toBeVisible();
  const shownAt = Date.now();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'delete-account');
  // The message stays readable for about three seconds, then the visitor is on the home page.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await expect(page.getByRole('button', { name: en.common.profile_drawer.open })).toHaveCount(0);

  await expectLoginRefused(page, email, USER_PASSWORD);
});
