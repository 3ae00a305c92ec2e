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
  logOut,
  makePng,
  openProfileDrawer,
  saveScreenshot,
  test,
  text,
  uniqueEmail,
} from './fixtures/index.js';

const { auth, profile } = en;

test('a newcomer registers, confirms the e-mail, edits the profile, changes the password', async ({
  page,
  api,
}, testInfo) => {
  // six steps with an axe check each, the first test of a fresh server: 44 s on an idle two-core machine
  test.setTimeout(120_000);
  const email = uniqueEmail('account');

  await test.step('register', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: auth.register.title })).toBeVisible();
    await expectNoAxeViolations(page);
    const submit = page.getByRole('button', { name: auth.register.submit });
    await expect(submit).toBeDisabled();

    await field(page, auth.fields.first_name).fill('Amira');
    await field(page, auth.fields.last_name).fill('Haddad');
    await field(page, auth.fields.email).fill(email);
    await field(page, auth.fields.postal_code).fill('C1A 1A1');
    await page.getByRole('button', { name: auth.location.province }).click();
    await page.getByRole('option', { name: en.location.names.PE, exact: true }).click();
    await page.getByRole('button', { name: auth.location.city }).click();
    await page.getByRole('option', { name: 'Charlottetown', exact: true }).click();
    await field(page, auth.fields.password).fill(USER_PASSWORD);
    await field(page, auth.fields.confirm_password).fill(USER_PASSWORD);
    await expect(submit).toBeDisabled(); // terms not accepted yet
    const terms = page.getByRole('checkbox', { name: text(auth.register.terms) });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expectNoAxeViolations(page);
    await expect(submit).toBeEnabled();
    await submit.click();

    await page.waitForURL('**/check-email');
    await expect(page.getByRole('heading', { name: auth.check_email.heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('an unconfirmed account cannot sign in yet', async () => {
    await page.goto('/login');
    await field(page, auth.fields.email).fill(email);
    await field(page, auth.fields.password).fill(USER_PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByText(auth.login.fail.confirm_email)).toBeVisible();
    await expect(page.getByRole('link', { name: auth.login.resend_link })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('confirm the e-mail from the link in the mail', async () => {
    const mail = await api.waitForMail(email, 'confirm_email');
    await page.goto(linkIn(mail, /\/confirm-email$/));
    await page.waitForURL('**/login');
    await expectNoAxeViolations(page);
  });

  await test.step('log in', async () => {
    await logIn(page, email, USER_PASSWORD, { axe: true });
    await expectNoAxeViolations(page);
  });

  await test.step('edit the profile: full name and postal code', async () => {
    const drawer = await openProfileDrawer(page);
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: en.common.profile_drawer.edit }).click();
    await page.waitForURL('**/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: profile.edit.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, profile.fields.full_name).fill('Amira Haddad-Nasser');
    await field(page, profile.fields.postal_code).fill('C1A 4P3');
    await page.getByRole('button', { name: profile.edit.save, exact: true }).click();
    await expect(page.getByText(profile.edit.saved)).toBeVisible();
  });

  await test.step('upload a profile picture', async () => {
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 64) });
    await expect(page.getByText(profile.edit.image_saved)).toBeVisible();
    const picture = page.getByRole('img', { name: profile.edit.image_alt });
    await expect(picture).toBeVisible();
    // The picture shown is the uploaded one, served back and decoded by the browser.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'account');
  });

  await test.step('the new details are kept', async () => {
    await page.reload();
    await expect(field(page, profile.fields.full_name)).toHaveValue('Amira Haddad-Nasser');
    await expect(field(page, profile.fields.postal_code)).toHaveValue('C1A 4P3');
    const drawer = await openProfileDrawer(page);
    await expect(drawer.getByText('Amira Haddad-Nasser')).toBeVisible();
    await expect(drawer.getByText('C1A 4P3')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('change the password', async () => {
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { level: 1, name: profile.change_password.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, profile.fields.old_password).fill(USER_PASSWORD);
    await field(page, profile.fields.new_password).fill(NEW_PASSWORD);
    await field(page, profile.fields.confirm_password).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: profile.change_password.submit, exact: true }).click();
    await expect(page.getByText(profile.change_password.success)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('log out, then only the new password opens the account', async () => {
    await logOut(page);
    await expectLoginRefused(page, email, USER_PASSWORD);
    await logIn(page, email, NEW_PASSWORD);
  });
});
