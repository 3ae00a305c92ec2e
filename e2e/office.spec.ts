// Issue 4, "Done means": request an office invitation, in English, French and Arabic, axe clean with the
// popup open. The office and the requester each get a mail (read from the outbox).
import {
  catalogue,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  formatIn,
  test,
  text,
  uniqueEmail,
  visitInLanguage,
} from './fixtures/index.js';

/** The office's address: the seeded org_email setting (apps/server/src/db/seed/site.ts). */
const OFFICE_EMAIL = 'hello@harbour.local';

/** The spec's office rental prices (the price tables), plan by plan, with their unit. */
const PLANS = [
  { plan: 'week', prices: [{ key: 'single_week', amount: 100, per: 'week' }] },
  { plan: 'part_time', prices: [{ key: 'part_time', amount: 200, per: 'month' }] },
  {
    plan: 'full_time',
    prices: [
      { key: 'full_time', amount: 300, per: 'month' },
      { key: 'monthly', amount: 395, per: 'month' },
    ],
  },
  {
    plan: 'flexible',
    prices: [
      { key: 'daily', amount: 40, per: 'day' },
      { key: 'hourly', amount: 25, per: 'hour' },
    ],
  },
] as const;

/**
 * The route takes 5 requests per address in 10 minutes (OFFICE_RATE_LIMIT in
 * apps/server/src/modules/office/office.routes.ts), and every journey here comes from 127.0.0.1: the
 * refusals are spread over the languages so the run sends exactly 5.
 */
const REFUSAL = { en: 'bad_email', fr: null, ar: 'past_date' } as const;
const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** YYYY-MM-DD, `days` from today. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Canadian dollars as the page shows them (narrow symbol, no decimals for whole amounts). */
const MONEY = {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
} as const;

for (const lang of LANGUAGES) {
  test(`a visitor looks through the office and asks for an invitation in ${lang}`, async ({ page, api }) => {
    const o = catalogue(lang, 'office');
    const common = catalogue(lang, 'common');
    const main = page.getByRole('main');
    await visitInLanguage(page, lang);
    await page.goto('/rentanoffice');
    await expectLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: o.title, exact: true })).toBeVisible();

    // The carousel: arrow keys (mirrored right to left), Home and End, the buttons and the dots.
    const carousel = main.getByRole('region', { name: o.gallery.label });
    const slide = carousel.getByRole('group');
    const showing = async (n: number) => {
      await expect(slide).toHaveAccessibleName(text(o.gallery.position, { n, total: 12 }));
      await expect(
        slide.getByRole('img', { name: (o.gallery.alt as Record<string, string>)[String(n)] }),
      ).toBeVisible();
    };
    await showing(1);
    const [forward, back] = lang === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    await slide.press(forward);
    await showing(2);
    await slide.press(back);
    await slide.press(back);
    await showing(12);
    await slide.press('Home');
    await showing(1);
    await carousel.getByRole('button', { name: o.gallery.previous, exact: true }).click();
    await showing(12);
    await carousel.getByRole('button', { name: o.gallery.next, exact: true }).click();
    await showing(1);
    await carousel.getByRole('button', { name: text(o.gallery.show, { n: 5 }), exact: true }).click();
    await showing(5);

    // The four plans with the spec's prices; the footer's address and phone are links.
    const plans = main.getByRole('region', { name: o.plans.title });
    await expect(plans.getByRole('heading', { level: 3 })).toHaveCount(PLANS.length);
    const amounts = PLANS.flatMap((p) => p.prices.map((x) => x.amount));
    const shown = await formatIn(page, lang, amounts, MONEY);
    const price = (amount: (typeof amounts)[number]) => shown[amounts.indexOf(amount)]!;
    for (const { plan, prices } of PLANS) {
      const card = plans.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: o.plans[plan].title, exact: true }),
      });
      for (const p of prices)
        await expect(card).toContainText(`${o.prices[p.key]}${price(p.amount)} ${o.per[p.per]}`);
    }
    await expect(main.getByRole('link', { name: OFFICE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${OFFICE_EMAIL}`,
    );
    await expect(main.getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expectNoAxeViolations(page);

    // The invitation popup: the server's message shows, failed or not.
    const openPopup = async () => {
      await main.getByRole('button', { name: o.invitation.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: o.invitation.title });
      await expect(dialog).toBeVisible();
      return {
        dialog,
        date: dialog.getByLabel(o.invitation.date, { exact: true }),
        email: dialog.getByLabel(o.invitation.email, { exact: true }),
        submit: dialog.getByRole('button', { name: o.invitation.submit, exact: true }),
      };
    };
    const requester = uniqueEmail(`office-${lang}`);
    const preferred = dayFromToday(14);
    const popup = await openPopup();
    if (REFUSAL[lang] === 'bad_email') {
      await popup.date.fill(preferred);
      await popup.email.fill('not-an-address');
      await popup.submit.click();
      await expect(
        popup.dialog.getByRole('alert').getByText(common.email_not_valid, { exact: true }),
      ).toBeVisible();
    } else if (REFUSAL[lang] === 'past_date') {
      await popup.date.fill('2020-01-15');
      await popup.email.fill(requester);
      await popup.submit.click();
      await expect(
        popup.dialog.getByRole('alert').getByText(o.office.date_in_past, { exact: true }),
      ).toBeVisible();
    }
    await popup.date.fill(preferred);
    await popup.email.fill(requester);
    await popup.submit.click();
    await expect(
      popup.dialog.getByRole('status').getByText(o.office.invitation_sent, { exact: true }),
    ).toBeVisible();
    await expect(popup.dialog.getByRole('alert')).toHaveCount(0);
    await expect(popup.date).toHaveValue('');
    await expect(popup.email).toHaveValue('');
    await expectNoAxeViolations(page);

    // Opened again, it starts empty.
    await page.keyboard.press('Escape');
    await expect(popup.dialog).toHaveCount(0);
    const again = await openPopup();
    await expect(again.dialog.getByText(o.office.invitation_sent)).toHaveCount(0);
    await expect(again.date).toHaveValue('');
    await expect(again.email).toHaveValue('');

    // The office hears of it (in English), the requester gets a confirmation in the page's language.
    let officeMail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          officeMail = (await api.outbox(OFFICE_EMAIL)).find(
            (m) => m.kind === 'office_invitation' && m.text.includes(requester),
          );
          return officeMail !== undefined;
        },
        { message: `the office's mail about ${requester}`, timeout: 15_000 },
      )
      .toBe(true);
    expect(officeMail!.subject).toContain(preferred);
    expect(officeMail!.text).toContain(`Language: ${lang}`);
    const confirmation = await api.waitForMail(requester, 'office_invitation_confirmation');
    expect(confirmation.subject).toBe(catalogue(lang, 'email').office_invitation.subject);
  });
}
