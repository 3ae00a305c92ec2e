// Issue 4, "Done means": walk every pricing tab by hash and by click, in English, French and Arabic, axe
// clean; back and forward move between tabs; a phone shows the tabs as a stacked list.
import type { Locator, Page } from '@playwright/test';
import {
  catalogue,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  formatIn,
  test,
  text,
  visitInLanguage,
} from './fixtures/index.js';

const TABS = ['ads', 'vivalinks', 'partner', 'sponsor', 'white_label', 'events', 'nupost', 'nuchat'] as const;
type Tab = (typeof TABS)[number];
/**
 * Where axe runs (about 1.5 s a run): every tab in English; French takes the tabs filled from the server
 * (package names and descriptions in French), Arabic the fixed tables and the stacked list, right to left.
 */
const LANGUAGES = [
  { lang: 'en', axeTabs: TABS, axeNarrow: true },
  { lang: 'fr', axeTabs: ['vivalinks', 'events', 'nupost', 'nuchat'], axeNarrow: false },
  { lang: 'ar', axeTabs: ['ads', 'partner', 'sponsor', 'white_label'], axeNarrow: true },
] as const satisfies readonly { lang: string; axeTabs: readonly Tab[]; axeNarrow: boolean }[];

/** Amounts the panels show (the price tables tables; packages and plans seeded by db/seed/packages.ts). */
const AMOUNTS = {
  displayAdFirst: 963,
  bannerAd90Days: 949,
  vivalinksOneMonth: 29,
  partnerUpTo5000: 1250,
  sponsorOneYear: 20000,
  eventOneMonth: 19.99,
  nuchatMonthly: 1.99,
} as const;
/** Spec 2 §9: a price of 0 shows these words. */
const COMPLIMENTARY: Partial<Record<string, string>> = { en: 'COMPLIMENTARY', fr: 'COMPLIMENTAIRE' };
/** NuPOST's smallest seeded plan, and where the custom top tier starts. */
const NUPOST = { firstLimit: 50, topTierFrom: 501 };

/** Canadian dollars as the pricing tables show them (formatMoney in features/pricing/lib/money.ts). */
async function moneyIn(page: Page, lang: string): Promise<Record<keyof typeof AMOUNTS, string>> {
  const keys = Object.keys(AMOUNTS) as (keyof typeof AMOUNTS)[];
  const whole = keys.filter((k) => Number.isInteger(AMOUNTS[k]));
  const cents = keys.filter((k) => !Number.isInteger(AMOUNTS[k]));
  const options = (digits: number) =>
    ({
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }) as const;
  const [a, b] = await Promise.all([
    formatIn(
      page,
      lang,
      whole.map((k) => AMOUNTS[k]),
      options(0),
    ),
    formatIn(
      page,
      lang,
      cents.map((k) => AMOUNTS[k]),
      options(2),
    ),
  ]);
  return Object.fromEntries([...whole.map((k, i) => [k, a[i]]), ...cents.map((k, i) => [k, b[i]])]) as Record<
    keyof typeof AMOUNTS,
    string
  >;
}

/** What each tab's panel must show: a figure of its table or list, in the page's language. */
function characteristic(lang: string, money: Record<keyof typeof AMOUNTS, string>) {
  const p = catalogue(lang, 'pricing');
  const cell = (value: string) => (panel: Locator) => panel.getByRole('cell', { name: value, exact: true });
  const words = (value: string) => (panel: Locator) => panel.getByText(value, { exact: true });
  return {
    ads: [cell(money.displayAdFirst), cell(money.bannerAd90Days)],
    vivalinks: [words(money.vivalinksOneMonth), words(p.complimentary)],
    partner: [cell(money.partnerUpTo5000), cell(p.custom)],
    sponsor: [cell(money.sponsorOneYear)],
    white_label: [words(p.white_label.coming_soon)],
    events: [words(money.eventOneMonth), words(p.complimentary)],
    nupost: [
      words(text(p.nupost.up_to, { count: NUPOST.firstLimit })),
      words(text(p.nupost.from, { count: NUPOST.topTierFrom })),
    ],
    nuchat: [words(text(p.per_month, { price: money.nuchatMonthly }))],
  } satisfies Record<Tab, ((panel: Locator) => Locator)[]>;
}

function hub(page: Page, lang: string) {
  const p = catalogue(lang, 'pricing');
  const tablist = page.getByRole('main').getByRole('tablist', { name: p.tabs_label });
  return {
    tablist,
    tab: (tab: Tab) => tablist.getByRole('tab', { name: p.tabs[tab], exact: true }),
    panel: (tab: Tab) => page.getByRole('tabpanel', { name: p.tabs[tab], exact: true }),
  };
}

for (const { lang, axeTabs, axeNarrow } of LANGUAGES) {
  test(`a visitor walks every pricing tab by address and by click in ${lang}`, async ({ page }) => {
    const p = catalogue(lang, 'pricing');
    const h = hub(page, lang);
    await visitInLanguage(page, lang);

    /** The tab is the selected one and its panel shows its figures. */
    const expectOn = async (tab: Tab, figures: ReturnType<typeof characteristic>) => {
      await expect(h.tab(tab)).toHaveAttribute('aria-selected', 'true');
      await expect(h.tablist.getByRole('tab', { selected: true })).toHaveCount(1);
      for (const figure of figures[tab]) await expect(figure(h.panel(tab)).first()).toBeVisible();
    };

    const free = COMPLIMENTARY[lang];
    if (free) expect(p.complimentary).toBe(free);

    // From the services page of the landing header to the sponsorship tab; the header's Pricing link,
    // with no hash, opens ads.
    const common = catalogue(lang, 'common');
    const landingNav = page.getByRole('banner').getByRole('navigation', { name: common.landing.nav });
    await page.goto('/');
    await expectLanguage(page, lang);
    const figures = characteristic(lang, await moneyIn(page, lang));
    await landingNav.getByRole('link', { name: common.landing.services, exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: catalogue(lang, 'marketing').services.sponsor.action })
      .click();
    await expect(page).toHaveURL(/\/pricing#sponsor$/);
    await expect(page.getByRole('heading', { level: 1, name: p.title, exact: true })).toBeVisible();
    await expectOn('sponsor', figures);
    await landingNav.getByRole('link', { name: common.landing.pricing, exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expectOn('ads', figures);

    // Every tab by its address.
    for (const tab of TABS) {
      await page.goto(`/pricing#${tab}`);
      await expectOn(tab, figures);
      if ((axeTabs as readonly Tab[]).includes(tab)) await expectNoAxeViolations(page);
    }
    // An unknown hash falls back to ads.
    await page.goto('/pricing#no-such-tab');
    await expectOn('ads', figures);

    // Every tab by click (wide screen: circular buttons in a row); the hash follows.
    const [first, second] = await Promise.all([h.tab('ads').boundingBox(), h.tab('vivalinks').boundingBox()]);
    expect(Math.abs(first!.width - first!.height), 'a round button').toBeLessThan(2);
    expect(second!.y, 'in a row').toBe(first!.y);
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await h.tab(tab).click();
      await expect(page).toHaveURL(new RegExp(`/pricing#${tab}$`));
      await expectOn(tab, figures);
    }
    // Back and forward move between the tabs.
    await page.goBack();
    await expect(page).toHaveURL(/#nuchat$/);
    await expectOn('nuchat', figures);
    await page.goBack();
    await expectOn('nupost', figures);
    await page.goForward();
    await expectOn('nuchat', figures);

    // On a phone the tabs are a stacked list, and still switch.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(h.tablist).toHaveAttribute('aria-orientation', 'vertical');
    const [top, next] = await Promise.all([h.tab('ads').boundingBox(), h.tab('vivalinks').boundingBox()]);
    expect(next!.y, 'stacked').toBeGreaterThanOrEqual(top!.y + top!.height - 1);
    expect(next!.x, 'stacked').toBe(top!.x);
    expect(top!.width, 'a full-width row').toBeGreaterThan(3 * top!.height);
    await h.tab('sponsor').click();
    await expect(page).toHaveURL(/#sponsor$/);
    await expectOn('sponsor', figures);
    if (axeNarrow) await expectNoAxeViolations(page);
  });
}
