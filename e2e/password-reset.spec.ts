import {
  NEW_PASSWORD,
  USER_PASSWORD,
  en,
  expect,
  expectLoginRefused,
  expectNoAxeViolations,
  field,
  linkIn,
  logIn,
  saveScreenshot,
  test,
  uniqueEmail,
} from './fixtures/index.js';

const { auth } = en;

test('a person who forgot the password resets it from the e-mailed link and signs in', async ({
  page,
  api,
}, testInfo) => {
  const email = uniqueEmail('reset');
  await api.createConfirmedUser(email, USER_PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: auth.login.forgot }).click();
  await page.waitForURL('**/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: auth.forgot_password.title })).toBeVisible();
  await expectNoAxeViolations(page);

  const send = page.getByRole('button', { name: auth.forgot_password.submit });
  await send.click();
  await expect(page.getByText(en.common.fill_required_fields)).toBeVisible();
  await field(page, auth.fields.email).fill(email);
  await send.click();
  await expect(page.getByText(auth.forgot_password.sent)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await api.waitForMail(email, 'reset_password');
  await page.goto(linkIn(mail, /reset-password/));
  await expect(page.getByRole('heading', { level: 1, name: auth.reset_password.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, auth.fields.new_password).fill(NEW_PASSWORD);
  await field(page, auth.fields.confirm_password).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: auth.reset_password.submit }).click();
  await expect(page.getByText(auth.reset_password.success)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'password-reset');

  // The link works once; the old password no longer does; the new one does.
  await page.goto(linkIn(mail, /reset-password/));
  await field(page, auth.fields.new_password).fill(USER_PASSWORD);
  await field(page, auth.fields.confirm_password).fill(USER_PASSWORD);
  await page.getByRole('button', { name: auth.reset_password.submit }).click();
  await expect(page.getByText(auth.reset_password.invalid_token)).toBeVisible();
  await expectLoginRefused(page, email, USER_PASSWORD);
  await logIn(page, email, NEW_PASSWORD);
});
