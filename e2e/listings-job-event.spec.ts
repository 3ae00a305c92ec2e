// Issue 9, "Done means": a job paid with an invitation key goes live in /findajob; an event paid by
// cheque waits for the admin, who activates it on /admin/listings, and then shows in the calendar.
// Each wizard also in Arabic (right to left, paid in the sandbox) and in French.
import { charlottetownIn } from './fixtures/city-names.js';
import type { Page } from '@playwright/test';
import {
  addCroppedPhoto,
  adminActivates,
  choose,
  choosePlan,
  clockIn,
  dollarsIn,
  expect,
  expectAmounts,
  expectInCalendar,
  expectLanguage,
  expectNoAxeViolations,
  expectStep,
  field,
  isoDay,
  managerRow,
  payBy,
  pickAddress,
  sandboxCheckout,
  searchDirectory,
  settingValue,
  shoot,
  startAs,
  startsWith,
  test,
  text,
  texts,
  tick,
  uniqueName,
} from './fixtures/index.js';

const STREET = '40 Grafton Street, Charlottetown';

/** Step 1 of /vivalinks/jobs, every field filled; Next. */
async function fillJob(page: Page, lang: string, title: string, shot?: () => Promise<void>) {
  const v = texts(lang, 'vivalinks');
  const c = texts(lang, 'checkout');
  await expectStep(page, lang, 1, 3, v.jobs.steps.form);
  await field(page, v.jobs.company).fill('Island Harbour Foods');
  await field(page, v.jobs.title_field).fill(title);
  await field(page, v.jobs.location).fill('On site');
  await pickAddress(page, page, lang, v.jobs.address, STREET);
  await field(page, v.jobs.hourly_wage).fill('18.50');
  await field(page, v.jobs.positions).fill('2');
  await field(page, v.jobs.language).fill('English or French');
  await field(page, v.jobs.skills).fill('Food safety certificate; friendly with customers.');
  await field(page, v.jobs.description).fill('Prepare fresh meals in a busy harbour kitchen.');
  await field(page, v.jobs.how_to_apply).fill('Send your résumé to jobs@harbourfoods.example.');
  await field(page, v.jobs.start_date).fill(isoDay(14));
  await expectNoAxeViolations(page);
  await shot?.();
  await page.getByRole('button', { name: c.common.next, exact: true }).click();
  await expectStep(page, lang, 2, 3, v.jobs.steps.payment);
}

/** The job is in /findajob, found by its title. */
async function expectJobLive(page: Page, lang: string, title: string) {
  const cards = await searchDirectory(page, lang, 'job', title);
  await expect(cards.first()).toHaveText(title);
  await expectNoAxeViolations(page);
}

test('a job paid with an invitation key goes live in /findajob', async ({ page, api }, testInfo) => {
  test.setTimeout(150_000);
  const lang = 'en';
  const v = texts(lang, 'vivalinks');
  const c = texts(lang, 'checkout');
  const key = await api.issueInvitationKey('job');
  const title = uniqueName('Line cook');
  await startAs(page, api, lang, '/vivalinks/jobs');
  await fillJob(page, lang, title, () => shoot(page, testInfo, 'job-1-form', lang));

  await expectAmounts(page, lang, [39, 5.85, 44.85]);
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'job-2-payment', lang);
  await payBy(page, lang, 'key');
  await page.getByRole('textbox', { name: c.payment.key_label }).fill(key.toLowerCase());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: c.payment.key_check, exact: true }).click();
  // what the key gives shows before anything is registered (issue 21 §2, §5)
  await expect(page.getByRole('status').filter({ hasText: c.payment.key_gives_title })).toBeVisible();
  await page.getByRole('button', { name: c.payment.key_use, exact: true }).click();

  await expectStep(page, lang, 3, 3, v.jobs.steps.confirmation);
  const live = page.getByRole('status').filter({ hasText: c.confirmation.live_title });
  await expect(live).toContainText(text(c.confirmation.live_text, { kind: c.confirmation.kind.job }));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'job-3-confirmation', lang);
  await expectJobLive(page, lang, title);
});

test.describe('with the browser in ar', () => {
  // the sandbox checkout, served by Harbour, speaks the browser's language
  test.use({ locale: 'ar' });
  test('a job in Arabic, two months paid in the sandbox, right to left', async ({ page, api }, testInfo) => {
    test.setTimeout(150_000);
    const lang = 'ar';
    const v = texts(lang, 'vivalinks');
    const c = texts(lang, 'checkout');
    const title = uniqueName('Dishwasher');
    await startAs(page, api, lang, '/vivalinks/jobs');
    await fillJob(page, lang, title, () => shoot(page, testInfo, 'job-1-form', lang));

    await field(page, c.payment.quantity).fill('2');
    await expectAmounts(page, lang, [78, 11.7, 89.7]);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'job-2-payment', lang);
    await page.getByRole('button', { name: c.payment.pay_card, exact: true }).click();
    const checkout = await sandboxCheckout(page, lang);
    await expectLanguage(page, lang);
    await checkout.pay.click();

    await page.waitForURL(/\/vivalinks\/jobs\?transaction_id=/);
    await expectLanguage(page, lang);
    await expectStep(page, lang, 3, 3, v.jobs.steps.confirmation);
    const [total] = await dollarsIn(page, lang, [89.7]);
    const paid = page.getByRole('status').filter({ hasText: c.confirmation.paid_title });
    await expect(paid).toBeVisible({ timeout: 30_000 });
    await expect(paid).toContainText(text(c.confirmation.receipt, { amount: total! }));
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'job-3-confirmation', lang);
    await expectJobLive(page, lang, title);
  });
});

test.describe('with the browser in fr', () => {
  // the sandbox checkout, served by Harbour, speaks the browser's language
  test.use({ locale: 'fr' });
  test('a job in French paid by e-transfer waits, inactive, for the money', async ({ page, api }) => {
    test.setTimeout(150_000);
    const lang = 'fr';
    const v = texts(lang, 'vivalinks');
    const c = texts(lang, 'checkout');
    const common = texts(lang, 'common');
    const title = uniqueName('Plongeur');
    await startAs(page, api, lang, '/vivalinks/jobs');
    await fillJob(page, lang, title);

    await payBy(page, lang, 'alternate');
    const orgEmail = await settingValue(page, 'org_email');
    await expect(page.getByText(c.payment.alternate.etransfer_to)).toBeVisible();
    await expect(page.getByText(orgEmail, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: c.payment.alternate.submit, exact: true }).click();

    const sent = page.getByRole('status').filter({ hasText: common.listing.alternate_payment_sent });
    const [due] = await dollarsIn(page, lang, [44.85]);
    await expect(sent).toContainText(text(c.confirmation.amount_due, { amount: due! }));
    await expectNoAxeViolations(page);
    await page.goto('/vivalinks/manager?tab=job');
    const row = managerRow(page, title);
    await expect(row).toContainText(v.manager.status.inactive);
    await expect(row).toContainText(v.manager.payment.awaiting_alternate_payment);
  });
});

/** Step 1 of /events, every field and a cropped photo; Next opens the plan and payment panel. */
async function fillEvent(
  page: Page,
  lang: string,
  title: string,
  day: string,
  shot?: () => Promise<void>,
  /** '' leaves the admission empty: a free event */
  price = '5',
) {
  const v = texts(lang, 'vivalinks');
  const location = texts(lang, 'location');
  await expectStep(page, lang, 1, 2, v.event.steps.form);
  await field(page, v.event.form.title).fill(title);
  // the place first: the event types are those of the city
  await choose(page, page, v.event.form.province, location.names.PE);
  await tick(
    page
      .getByRole('group', { name: startsWith(v.event.form.cities) })
      .getByRole('checkbox', { name: charlottetownIn(lang) }),
  );
  await tick(
    page
      .getByRole('group', { name: startsWith(v.event.form.event_type) })
      .getByRole('checkbox')
      .first(),
  );
  await tick(
    page
      .getByRole('group', { name: startsWith(v.event.form.age_group) })
      .getByRole('checkbox')
      .first(),
  );
  await field(page, v.event.form.description).fill('Music, snacks and new friends by the water.');
  await field(page, v.event.form.venue).fill('Harbour Hall');
  await pickAddress(page, page, lang, v.event.form.address, STREET);
  await field(page, v.event.form.start_date).fill(day);
  await choose(page, page, v.event.form.start_time, await clockIn(page, lang, '18:00'));
  await field(page, v.event.form.end_date).fill(day);
  await choose(page, page, v.event.form.end_time, await clockIn(page, lang, '20:30'));
  if (price) await field(page, v.event.form.price).fill(price);
  await addCroppedPhoto(page, lang, v.event.form.photos, 1, [21, 128, 61]);
  await expectNoAxeViolations(page);
  await shot?.();
  await page.getByRole('button', { name: v.event.form.next, exact: true }).click();
  await expect(page.getByText(text(v.event.payment.intro, { title }))).toBeVisible();
}

test('an event paid by cheque goes live in the calendar once the admin activates it', async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const v = texts(lang, 'vivalinks');
  const c = texts(lang, 'checkout');
  const common = texts(lang, 'common');
  const title = uniqueName('Harbour music night');
  const day = isoDay(1);
  await startAs(page, api, lang, '/events');
  await fillEvent(page, lang, title, day, () => shoot(page, testInfo, 'event-1-form', lang));

  await choosePlan(page, '1 Month');
  await expectAmounts(page, lang, [19.99, 3, 22.99]);
  await payBy(page, lang, 'alternate');
  await tick(page.getByRole('radio', { name: c.payment.alternate.cheque, exact: true }));
  await expect(page.getByText(c.payment.alternate.cheque_to)).toBeVisible();
  await expect(page.getByText(await settingValue(page, 'org_address'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'event-2-payment', lang);
  await page.getByRole('button', { name: c.payment.alternate.submit, exact: true }).click();

  await expectStep(page, lang, 2, 2, v.event.steps.confirmation);
  const sent = page.getByRole('status').filter({ hasText: common.listing.alternate_payment_sent });
  const [due] = await dollarsIn(page, lang, [22.99]);
  await expect(sent).toContainText(text(c.confirmation.amount_due, { amount: due! }));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'event-3-confirmation', lang);

  await page.goto('/vivalinks/manager?tab=event');
  await expect(managerRow(page, title)).toContainText(v.manager.status.inactive);
  await adminActivates(browser, title, (admin) => shoot(admin, testInfo, 'admin-listings', lang));
  await page.reload();
  await expect(managerRow(page, title)).toContainText(v.manager.status.active);
  await expectInCalendar(page, lang, title, day);
});

test.describe('with the browser in fr', () => {
  // the sandbox checkout, served by Harbour, speaks the browser's language
  test.use({ locale: 'fr' });
  test('an event in French on the free week plan is live at once', async ({ page, api }) => {
    test.setTimeout(150_000);
    const lang = 'fr';
    const c = texts(lang, 'checkout');
    const title = uniqueName('Pique-nique au port');
    const day = isoDay(2);
    await startAs(page, api, lang, '/events');
    // the price left empty, as its hint says for a free event
    await fillEvent(page, lang, title, day, undefined, '');
    await choosePlan(page, '1 semaine');
    await expectAmounts(page, lang, [0, 0, 0]);
    await expect(page.getByText(c.payment.free_text)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: c.common.next, exact: true }).click();
    const live = page.getByRole('status').filter({ hasText: c.confirmation.live_title });
    await expect(live).toContainText(text(c.confirmation.live_text, { kind: c.confirmation.kind.event }));
    await expectNoAxeViolations(page);
    await expectInCalendar(page, lang, title, day);
    // the public sees the admission: free
    const events = texts(lang, 'events');
    await page.getByRole('table').getByRole('button', { name: title }).first().click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByText(events.detail.free, { exact: true })).toBeVisible();
  });
});

test.describe('with the browser in ar', () => {
  // the sandbox checkout, served by Harbour, speaks the browser's language
  test.use({ locale: 'ar' });
  test('an event in Arabic paid in the sandbox, right to left', async ({ page, api }, testInfo) => {
    test.setTimeout(150_000);
    const lang = 'ar';
    const c = texts(lang, 'checkout');
    const title = uniqueName('Harbour family day');
    const day = isoDay(3);
    await startAs(page, api, lang, '/events');
    await fillEvent(page, lang, title, day, () => shoot(page, testInfo, 'event-1-form', lang));
    // "1 Month" as the seed names the plan in Arabic
    await choosePlan(page, 'شهر واحد');
    await expectAmounts(page, lang, [19.99, 3, 22.99]);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'event-2-payment', lang);
    await page.getByRole('button', { name: c.payment.pay_card, exact: true }).click();
    const checkout = await sandboxCheckout(page, lang);
    await checkout.pay.click();

    await page.waitForURL(/\/events\?transaction_id=/);
    await expectLanguage(page, lang);
    const paid = page.getByRole('status').filter({ hasText: c.confirmation.paid_title });
    await expect(paid).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'event-3-confirmation', lang);
    await expectInCalendar(page, lang, title, day);
  });
});
