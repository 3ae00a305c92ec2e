// Issue 24, "Done means": an admin changes a page's Arabic text in the browser and a newcomer reads it
// at once (no deploy, no restart, no cache to wait for).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  field,
  saveScreenshot,
  test,
  texts,
  visitInLanguage,
} from './fixtures/index.js';

const admin = texts('en', 'admin');
const auth = texts('en', 'auth');

/** Opens /admin/content, signs in there as the admin and waits for the page. */
async function signInAtContentAdmin(page: Page) {
  await page.goto('/admin/content');
  await page.getByRole('main').getByRole('link', { name: admin.sign_in, exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: auth.gate.sign_in, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: auth.modal.sign_in });
  await field(dialog, auth.fields.email).fill(ADMIN_EMAIL);
  await field(dialog, auth.fields.password).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await page.waitForURL('**/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: admin.content.title })).toBeVisible();
}

const SLUG = 'privacy-policy';
const NEW_TITLE = 'سياسة الخصوصية — نسخة حرّرها المشرف';
const NEW_INTRO = 'هذه مقدمة جديدة كتبها مشرف Harbour في المتصفح.';

test('an admin edits the Arabic privacy policy and a newcomer reads it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(40_000);
  await signInAtContentAdmin(page);

  const grid = page.getByRole('table', { name: admin.content.pages_caption });
  const row = grid.getByRole('row').filter({ hasText: SLUG });
  await expect(row.getByRole('link')).toHaveCount(13);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, test.info(), 'content-admin-grid');

  await row.getByRole('link', { name: /Arabic/ }).click();
  await page.waitForURL(`**/admin/content?page=${SLUG}&lang=ar`);
  const title = page.getByLabel(`${admin.content.title_field} · العربية`);
  await expect(title).toHaveAttribute('dir', 'rtl');
  await expect(title).not.toHaveValue('');
  const intro = page.getByLabel(`${admin.content.intro_field} · العربية`);
  await expect(intro).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  await title.fill(NEW_TITLE);
  await intro.fill(NEW_INTRO);
  await page.getByRole('button', { name: admin.content.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: admin.content.saved })).toBeVisible();
  await saveScreenshot(page, test.info(), 'content-admin-editor', 'ar');

  // A newcomer, in a browser of their own, reads the page in Arabic.
  const context = await browser.newContext();
  const reader = await context.newPage();
  try {
    await visitInLanguage(reader, 'ar');
    await reader.goto(`/${SLUG}`);
    await expectLanguage(reader, 'ar');
    await expect(reader.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    await expect(reader.getByRole('main')).toContainText(NEW_INTRO);
    await expectNoAxeViolations(reader);
    await saveScreenshot(reader, test.info(), 'content-admin-reader', 'ar');
  } finally {
    await context.close();
  }

  // The editor now shows the text as written by a person, and an admin can mark it reviewed.
  await page.getByRole('button', { name: admin.content.mark_reviewed, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: admin.content.reviewed_done })).toBeVisible();
});

const SPONSOR = 'IRSA – Immigrant & Refugee Services Association';
const NEW_DESCRIPTION = 'جمعية خدمات المهاجرين واللاجئين ترحّب بكم: وصف حرّره المشرف في المتصفح.';

/** A newcomer who chose a city: sponsors show where their flag is on, so /sponsors needs a province. */
async function newcomerIn(reader: Page, request: APIRequestContext, lang: string) {
  const res = await request.get('/api/web/provinces/all');
  const body = (await res.json()) as {
    data: { state_list: { state_id: number; city_list: { city_id: number; city_name: string }[] }[] };
  };
  const province = body.data.state_list.find((p) =>
    p.city_list.some((c) => c.city_name === 'Charlottetown'),
  )!;
  const city = province.city_list.find((c) => c.city_name === 'Charlottetown')!;
  await reader.addInitScript(
    ([p, c]) => {
      sessionStorage.setItem('provinceId', String(p));
      sessionStorage.setItem('cityId', String(c));
    },
    [province.state_id, city.city_id] as const,
  );
  await visitInLanguage(reader, lang);
}

test("an admin edits a sponsor's Arabic description and a newcomer reads it at once", async ({
  page,
  browser,
  request,
}) => {
  const kinds = admin.content_kinds;
  await signInAtContentAdmin(page);

  const switcher = page.getByRole('navigation', { name: kinds.switcher });
  await switcher.getByRole('link', { name: new RegExp(`^${kinds.names.sponsor} \\(\\d+\\)$`) }).click();
  await page.waitForURL('**/admin/content?kind=sponsor');
  await expect(page.getByRole('heading', { level: 1, name: kinds.title })).toBeVisible();
  const grid = page.getByRole('table', { name: kinds.caption.replace('{{kind}}', kinds.names.sponsor) });
  const row = grid.getByRole('row').filter({ hasText: SPONSOR });
  await expect(row.getByRole('link')).toHaveCount(13);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, test.info(), 'content-admin-sponsors');

  await row.getByRole('link', { name: /Arabic/ }).click();
  await page.waitForURL(/\/admin\/content\?kind=sponsor&id=\d+&lang=ar$/);
  await expect(page.getByRole('heading', { level: 2, name: `${SPONSOR} in Arabic` })).toBeVisible();
  const description = page.getByLabel(`${kinds.fields.description} · العربية`);
  await expect(description).toHaveAttribute('dir', 'rtl');
  await expect(description).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await description.fill(NEW_DESCRIPTION);
  await page.getByRole('button', { name: admin.content.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: admin.content.saved })).toBeVisible();
  await saveScreenshot(page, test.info(), 'content-admin-sponsor-editor', 'ar');

  const context = await browser.newContext();
  const reader = await context.newPage();
  try {
    await newcomerIn(reader, request, 'ar');
    await reader.goto('/sponsors');
    await expectLanguage(reader, 'ar');
    await expect(reader.getByRole('main')).toContainText(NEW_DESCRIPTION);
    await saveScreenshot(reader, test.info(), 'content-admin-sponsors-reader', 'ar');
  } finally {
    await context.close();
  }

  await page.getByRole('button', { name: admin.content.mark_reviewed, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: admin.content.reviewed_done })).toBeVisible();
});
