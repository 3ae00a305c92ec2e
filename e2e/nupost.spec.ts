// Issue 22 §4, "Done means": NuPOST from end to end, axe on every page. A business signs up on a paid
// plan through the sandbox (in French) and another on the free plan (in Arabic); a member reading
// Arabic and one reading French follow the first from its listing's page and turn its notices on, on
// their device and by e-mail; the business writes a notice in English, gives its Arabic and French
// texts and sends it; each member finds it in Notifications in their language, their service worker
// shows it as a push, and the e-mail's one-click unsubscribe link, posted with no cookie, ends the
// follow, as the profile then shows.
//
// One business, one notice, the tests in order: the members share one send (the job polls every 15 s),
// and the free sign-up runs in the meantime.
import { request as newRequest, type BrowserContext, type Page } from '@playwright/test';
import {
  USER_PASSWORD,
  catalogue,
  choose,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  saveScreenshot,
  field,
  linkIn,
  sandboxCheckout,
  test,
  text,
  tick,
  uniqueEmail,
  uniqueName,
  visitInLanguage,
} from './fixtures/index.js';
import {
  NATIVE_NAMES,
  apiSession,
  choosePlan,
  confirmByMail,
  createListing,
  expectWizardStep,
  fillSignupForm,
  nupostPlans,
  nupostTexts,
  pushThroughDevTools,
  signInAtGate,
  standInPushService,
  standInSubscription,
  waitForNoticeMail,
} from './fixtures/nupost.js';

test.describe.configure({ mode: 'serial' });

const MEMBER_LANGS = ['ar', 'fr'] as const;
type MemberLang = (typeof MEMBER_LANGS)[number];

/** The notice in English, and the business's own Arabic and French texts. */
const NOTICE = {
  en: {
    title: 'Free winter coats this Saturday',
    body: 'Our volunteers hand out warm coats and boots at 25 Queen Street from 10 to 2. Everyone is welcome.',
  },
  ar: {
    title: 'معاطف شتوية مجانية يوم السبت',
    body: 'يوزّع متطوعونا معاطف وأحذية دافئة في 25 شارع كوين من العاشرة حتى الثانية. الجميع مرحَّب بهم.',
  },
  fr: {
    title: 'Manteaux d’hiver gratuits ce samedi',
    body: 'Nos bénévoles donnent des manteaux et des bottes chauds au 25, rue Queen, de 10 h à 14 h. Tout le monde est bienvenu.',
  },
} as const;

/** The business that pays, browsing in French; filled by the first test. */
const business = {
  lang: 'fr',
  name: uniqueName('Manteaux du Port'),
  email: uniqueEmail('nupost-paid'),
  userId: 0,
  listingId: 0,
  noticeId: 0,
};

/** Each member's browser, kept from following to unsubscribing. */
const members = new Map<MemberLang, { email: string; context: BrowserContext; page: Page }>();

test.afterAll(async () => {
  await Promise.all([...members.values()].map((m) => m.context.close()));
});

test('a business signs up on a paid plan, paying in the sandbox (in French)', async ({
  page,
  api,
  request,
}) => {
  const lang = business.lang;
  const n = nupostTexts(lang);
  const { paid } = await nupostPlans(request, lang);
  await visitInLanguage(page, lang);

  await page.goto('/nupost/signup');
  await expectLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: n.page.title })).toBeVisible();
  await fillSignupForm(page, lang, business.name, business.email, USER_PASSWORD);

  await choosePlan(page, lang, paid);
  const scheme = n.page[`scheme_${paid.plan_scheme}` as 'scheme_monthly'];
  await expect(
    page.getByText(text(n.page.product, { product: 'NuPOST', plan: paid.plan_name, scheme }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(n.page.tax_note)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, test.info(), 'nupost-signup-paid-plan', lang);
  await page.getByRole('button', { name: n.page.pay_stripe, exact: true }).click();

  const checkout = await sandboxCheckout(page, lang);
  await checkout.pay.click();
  await page.waitForURL(/\/nupost\/signup\?transaction_id=/);
  await expectWizardStep(page, lang, 3, n.page.step_done);
  await expect(page.getByRole('heading', { level: 2, name: n.page.done_title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(text(n.page.done_text, { name: business.name, plan: paid.plan_name })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The account is confirmed from its mail; its listing (what members follow) is paid with a key.
  await confirmByMail(api, request, business.email);
  const session = await apiSession(api, business.email, USER_PASSWORD);
  business.userId = session.userId;
  business.listingId = await createListing(request, api, session.authorization, business.name);
});

for (const lang of MEMBER_LANGS) {
  test(`a member reading ${lang} follows it from its listing's page and turns its notices on`, async ({
    browser,
    api,
    baseURL,
  }) => {
    const n = nupostTexts(lang);
    const email = uniqueEmail(`nupost-member-${lang}`);
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await standInPushService(context, standInSubscription(`${lang}-${Date.now().toString(36)}`));
    const page = await context.newPage();
    members.set(lang, { email, context, page });
    await api.createConfirmedUser(email, USER_PASSWORD, lang);
    await visitInLanguage(page, lang);

    const listing = `/services/${business.listingId}`;
    await page.goto(`/sign-in?next=${encodeURIComponent(listing)}`);
    await signInAtGate(page, lang, listing, email, USER_PASSWORD);
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    const follow = page.getByRole('button', {
      name: text(n.member.follow.follow_name, { name: business.name }),
      exact: true,
    });
    await expect(follow).toBeVisible();
    await expectNoAxeViolations(page);
    await follow.click();
    await expect(
      page.getByRole('button', {
        name: text(n.member.follow.following_name, { name: business.name }),
        exact: true,
      }),
    ).toBeVisible();
    const followed = page
      .getByRole('status')
      .filter({ hasText: text(n.member.follow.followed, { name: business.name }) });
    await followed.getByRole('link', { name: n.member.follow.manage }).click();

    await page.waitForURL('**/user-profile');
    const following = page.getByRole('region', { name: n.member.following.title });
    await expect(following.getByRole('link', { name: business.name })).toBeVisible();
    // the push button asks the browser (allowed above), registers the service worker and saves the subscription
    const push = page.getByRole('region', { name: n.member.push.title });
    await push.getByRole('button', { name: n.member.push.turn_on, exact: true }).click();
    await expect(push.getByRole('status')).toHaveText(n.member.push.on);
    // with a device subscribed, the e-mail comes only when asked for
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/nupost/delivery-preferences') && r.request().method() === 'PUT',
    );
    await tick(page.getByRole('checkbox', { name: n.member.email_too }));
    expect((await saved).ok()).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test('the business writes a notice in English, gives its Arabic and French texts and sends it', async ({
  page,
}) => {
  const lang = business.lang;
  const n = nupostTexts(lang);
  await visitInLanguage(page, lang);

  await page.goto('/nupost');
  const signIn = page.getByRole('main').getByRole('link', { name: n.business.sign_in, exact: true });
  await expect(signIn).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn.click();
  await signInAtGate(page, lang, '/nupost', business.email, USER_PASSWORD);
  await expectLanguage(page, lang);
  await expect(page.getByRole('main').getByText(business.name, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: n.business.write, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: n.business.new_title })).toBeVisible();
  await choose(page, page, n.business.form.lang, NATIVE_NAMES.en);
  await field(page, n.business.form.title).fill(NOTICE.en.title);
  await field(page, n.business.form.body).fill(NOTICE.en.body);
  await expect(page.getByRole('radio', { name: n.business.form.audience_all })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: n.business.form.save, exact: true }).click();
  await page.waitForURL(/\/nupost\?notice=\d+$/);
  business.noticeId = Number(new URL(page.url()).searchParams.get('notice'));

  // This server translates nothing (no provider): the business writes its Arabic and French texts itself.
  const languages = page.getByRole('region', { name: n.business.texts.title });
  for (const l of MEMBER_LANGS) {
    await choose(languages, page, n.business.texts.write_label, NATIVE_NAMES[l]);
    await languages.getByRole('button', { name: n.business.texts.write, exact: true }).click();
    await field(languages, n.business.form.title).fill(NOTICE[l].title);
    await field(languages, n.business.form.body).fill(NOTICE[l].body);
    await expectNoAxeViolations(page);
    await languages.getByRole('button', { name: n.business.texts.save, exact: true }).click();
    await expect(languages.getByRole('listitem').filter({ hasText: NATIVE_NAMES[l] })).toBeVisible();
  }
  await page.getByRole('button', { name: n.business.send.now, exact: true }).click();
  // "send now" starts the send job at once: the notice is already going out, too late to cancel
  const goingOut = [n.business.status.sending, n.business.status.sent];
  await expect(
    page
      .getByText(goingOut[0]!, { exact: true })
      .or(page.getByText(goingOut[1]!, { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: n.business.send.cancel, exact: true })).toHaveCount(0);
  for (const l of MEMBER_LANGS) {
    const item = languages.getByRole('listitem').filter({ hasText: NATIVE_NAMES[l] });
    await expect(item).toContainText(n.business.origin.written);
    await expect(item).toContainText(NOTICE[l].title);
  }
  const preview = page.getByRole('region', { name: n.business.preview.title });
  await choose(preview, page, n.business.preview.lang, NATIVE_NAMES.ar);
  await expect(preview.getByRole('article')).toHaveAttribute('dir', 'rtl');
  await expect(preview.getByRole('heading', { name: NOTICE.ar.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, test.info(), 'nupost-business-page', lang);
});

test('another business signs up on the free plan (in Arabic, right to left)', async ({ page, request }) => {
  const lang = 'ar';
  const n = nupostTexts(lang);
  const name = uniqueName('Harbour Tutors');
  const { free } = await nupostPlans(request, lang);
  await visitInLanguage(page, lang);

  await page.goto('/nupost/signup');
  await expectLanguage(page, lang);
  await fillSignupForm(page, lang, name, uniqueEmail('nupost-free'), USER_PASSWORD);
  await choosePlan(page, lang, free);
  await expect(page.getByText(n.page.free, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: n.page.pay_stripe })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, test.info(), 'nupost-signup-free-plan', lang);
  await page.getByRole('button', { name: n.page.next, exact: true }).click();

  await expectWizardStep(page, lang, 3, n.page.step_done);
  await expect(page.getByRole('heading', { level: 2, name: n.page.done_title })).toBeVisible();
  await expect(page.getByText(text(n.page.done_text, { name, plan: free.plan_name }))).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const lang of MEMBER_LANGS) {
  test(`the member reading ${lang} gets the notice in Notifications, as a push and by e-mail, and unsubscribes with the e-mail's one-click link`, async ({
    api,
  }) => {
    test.setTimeout(100_000);
    const member = members.get(lang);
    if (!member) throw new Error(`the ${lang} member did not follow (its test failed)`);
    const { page, email } = member;
    const notice = NOTICE[lang];
    const dir = lang === 'ar' ? 'rtl' : 'ltr';

    // the send job writes the in-app copies before it sends the e-mails
    const mail = await waitForNoticeMail(api, email, 80_000);

    const feed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/web/notifications');
    await page.goto('/notifications');
    await expectLanguage(page, lang);
    const { data } = (await (await feed).json()) as {
      data: { notifications: { id: number; type: string; title: string; message: string }[] };
    };
    const copy = data.notifications.find((x) => x.type === 'business');
    expect(copy).toMatchObject({ title: notice.title, message: notice.body });
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: notice.title }) });
    await expect(card).toContainText(catalogue(lang, 'notifications').types.business);
    await expect(card).toContainText(notice.body);
    await expect(card).toContainText(
      text(catalogue(lang, 'notifications').from_business, { name: business.name }),
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, test.info(), 'nupost-member-notice', lang);

    // The push as the send job shapes it (delivery-content.ts), delivered to this browser's service worker.
    const shown = await pushThroughDevTools(page, {
      v: 1,
      kind: 'nupost',
      notice_id: business.noticeId,
      notification_id: copy!.id,
      title: notice.title,
      body: notice.body,
      business_name: business.name,
      lang,
      dir,
      url: `/notification-detail?id=${copy!.id}`,
      image: null,
      tag: `nupost-${business.userId}`,
    });
    expect(shown).toEqual([
      {
        title: notice.title,
        body: `${business.name}\n${notice.body}`,
        lang,
        dir,
        tag: `nupost-${business.userId}`,
        url: new URL(`/notification-detail?id=${copy!.id}`, page.url()).href,
      },
    ]);

    // The e-mail in the member's language; its one-click link, posted as a mail client does (RFC 8058).
    expect(mail.subject).toBe(
      text(catalogue(lang, 'email').nupost_notice.subject, { business: business.name, title: notice.title }),
    );
    expect(mail.text).toContain(notice.body);
    const unsubscribe = linkIn(mail, /^\/nupost\/unsubscribe\/[^/]+$/);
    const mailClient = await newRequest.newContext();
    try {
      const res = await mailClient.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(res.status(), await res.text()).toBe(200);
      expect(((await res.json()) as { data: unknown }).data).toEqual({
        business_name: business.name,
        following: false,
      });
    } finally {
      await mailClient.dispose();
    }

    await page.goto('/user-profile');
    const following = page.getByRole('region', { name: nupostTexts(lang).member.following.title });
    await expect(following).toContainText(nupostTexts(lang).member.following.empty);
    await expect(following.getByRole('link', { name: business.name })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
