// Issue 3, "Done means": every local-information page, reached from the header and the grouping
// pages, in English, French and Arabic, with axe on each and a screenshot per page and language.
import { charlottetownIn } from './fixtures/city-names.js';
import type { Page, TestInfo } from '@playwright/test';
import {
  catalogue,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  logIn,
  pattern,
  saveScreenshot,
  startsWith,
  test,
  text,
} from './fixtures/index.js';

const LANGUAGES = [
  { lang: 'en', dir: 'ltr' },
  { lang: 'fr', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

/** The demo member's city (apps/server/src/db/seed/users.ts). */
const DESKTOP = { width: 1280, height: 720 };

function walker(page: Page, testInfo: TestInfo, lang: string) {
  const common = catalogue(lang, 'common');
  const main = page.getByRole('main');
  const headerNav = page.getByRole('banner').getByRole('navigation', { name: common.nav.main });
  return {
    main,
    /** The page is there (its address and h1), has loaded, passes axe; then its screenshot. */
    async arrive(name: string, url: RegExp, title?: string) {
      await expect(page).toHaveURL(url);
      const h1 = page.getByRole('heading', { level: 1, ...(title ? { name: title, exact: true } : {}) });
      await expect(h1).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: common.loading })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, `local-${name}`, lang);
    },
    /** A link of the header's main navigation. */
    async header(key: 'about' | 'nuz' | 'tulz' | 'market' | 'communities') {
      await headerNav.getByRole('link', { name: common.nav[key], exact: true }).click();
    },
    /** A tile of a grouping page: its accessible name starts with its title. */
    async tile(title: string) {
      await main
        .getByRole('link', { name: startsWith(title) })
        .first()
        .click();
    },
  };
}

for (const { lang, dir } of LANGUAGES) {
  test(`the demo member walks every local-information page in ${lang}`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const community = catalogue(lang, 'community');
    const about = catalogue(lang, 'about');
    const wellBeing = catalogue(lang, 'well-being');
    const common = catalogue(lang, 'common');
    const notifications = catalogue(lang, 'notifications');
    const events = catalogue(lang, 'events');
    const w = walker(page, testInfo, lang);

    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    // The language of the visit, as the settings popup stores it (sessionStorage `language`).
    await page.evaluate((l) => sessionStorage.setItem('language', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // Dashboard: info card, billboard, weather card (from the Open-Meteo stand-in), well-being card.
    await w.arrive(
      'dashboard',
      /\/dashboard$/,
      text(common.dashboard.title_city, { city: charlottetownIn(lang) }),
    );
    await expect(w.main.getByRole('heading', { name: community.home.info_title })).toBeVisible();
    await expect(w.main.getByRole('heading', { name: community.home.wellbeing_title })).toBeVisible();
    // the weather card: a link named by the city and the degrees (from the Open-Meteo stand-in)
    await expect(w.main.getByRole('link', { name: /°/ })).toBeVisible();

    // Nuz: weather, notifications, events.
    await w.header('nuz');
    await w.arrive('nuz', /\/nuz$/, community.nuz.title);
    await w.tile(community.nuz.weather_title);
    await w.arrive('weather', /\/nuweather$/, catalogue(lang, 'weather').title);
    await w.header('nuz');
    await w.tile(community.nuz.notifications_title);
    await w.arrive('notifications', /\/notifications$/, notifications.title);
    // "Read more" opens the notice in a modal on a desktop…
    await w.main
      .getByRole('button', { name: pattern(notifications.read_more_about) })
      .first()
      .click();
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'local-notification-modal', lang);
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    // …and on its own page on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await w.main
      .getByRole('button', { name: pattern(notifications.read_more_about) })
      .first()
      .click();
    await w.arrive('notification-detail', /\/notification-detail\?id=\d+$/);
    await w.main.getByRole('link', { name: notifications.detail.back }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.setViewportSize(DESKTOP);
    await w.header('nuz');
    await w.tile(community.nuz.events_title);
    await w.arrive('events', /\/displayevents$/, events.title);
    await w.main
      .getByRole('button', { name: pattern(events.view_details_of) })
      .first()
      .click();
    const event = page.getByRole('dialog');
    await expect(event.getByRole('figure', { name: pattern(events.detail.map) })).toBeVisible();
    await expect(event.locator('.leaflet-container')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'local-event-modal', lang);
    await page.keyboard.press('Escape');
    await expect(event).toHaveCount(0);

    // Tulz: the translations tool, then well-being and its listings, a listing, an article.
    await w.header('tulz');
    await w.arrive('tulz', /\/tulz$/, community.tulz.title);
    await w.main.getByRole('button', { name: community.tulz.translations_title, exact: true }).click();
    await w.main.getByRole('link', { name: community.tulz.translations_button }).click();
    await w.arrive('translation', /\/translation$/, catalogue(lang, 'translation').title);
    await w.header('tulz');
    await w.main.getByRole('button', { name: community.tulz.wellbeing_title, exact: true }).click();
    await w.main.getByRole('link', { name: community.tulz.wellbeing_button }).click();
    await w.arrive('well-being', /\/well-being$/, wellBeing.title);
    // the partner's articles (the banner above them links out of the site)
    const articles = w.main
      .getByRole('region', { name: wellBeing.partner.label })
      .getByRole('link')
      .and(page.locator('[href^="/well-being-article"]'));
    await expect(articles.first()).toBeVisible();
    const categories = w.main.getByRole('region', { name: wellBeing.categories.heading });
    await categories.getByRole('link').first().click();
    await w.arrive('well-being-listings', /\/well-being-listings\?category=\d+$/);
    await w.main
      .getByRole('link', { name: pattern(wellBeing.listings.view) })
      .first()
      .click();
    await w.arrive('well-being-detail', /\/well-being-detail\?/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/well-being$/);
    await articles.first().click();
    await w.arrive('well-being-article', /\/well-being-article\?id=\d+$/);

    // Market.
    await w.header('market');
    await w.arrive('market', /\/market$/, community.market.title);
    await expect(w.main.getByRole('link', { name: startsWith(community.market.jobs_title) })).toBeVisible();

    // Communities: sponsors and the ethnocultural communities.
    await w.header('communities');
    await w.arrive('community', /\/community$/, community.community.title);
    await w.tile(community.community.sponsors_title);
    await w.arrive('sponsors', /\/sponsors$/, about.sponsors.title);
    await w.header('communities');
    await w.tile(community.community.ethnic_title);
    await w.arrive('ethnic-cultural', /\/ethnic-cultural$/, community.ethnic.title);

    // About: the team and a member, the story and a chapter, the values, the contact page.
    await w.header('about');
    await w.arrive('about-us', /\/about-us$/, about.about.title);
    await w.main.getByRole('link', { name: about.about.see_team }).click();
    await w.arrive('team', /\/team$/, about.team.title);
    await w.main
      .getByRole('link', { name: pattern(about.team.read_more) })
      .first()
      .click();
    await w.arrive('profile', /\/profile\/\d+$/);

    await w.header('about');
    await w.main.getByRole('tab', { name: about.about.tab_story }).click();
    await w.main.getByRole('link', { name: about.about.see_story }).click();
    await w.arrive('our-story', /\/our-story$/, about.story.title);
    const chapters = w.main.getByRole('link').and(page.locator('[href^="/our-story/"]'));
    await chapters.first().click();
    await w.arrive('our-story-chapter', /\/our-story\/\d+$/);

    await w.header('about');
    await w.main.getByRole('tab', { name: about.about.tab_values }).click();
    await w.main.getByRole('link', { name: about.about.see_values }).click();
    await w.arrive('principles-and-values', /\/principles-and-values$/);

    await w.header('about');
    await w.main.getByRole('tab', { name: about.about.tab_contact }).click();
    await w.main.getByRole('link', { name: about.about.contact_button }).click();
    await w.arrive('contact-us', /\/contact-us$/, about.contact.title);

    // Pages with no tile yet (reached from notices, the wallet, or shared links): by address.
    await page.goto('/coupons');
    await w.arrive('coupons', /\/coupons$/, catalogue(lang, 'coupons').title);
    await page.goto('/wallet');
    await w.arrive('wallet', /\/wallet$/, catalogue(lang, 'coupons').title);
    await page.goto('/tips-of-the-day');
    await w.arrive('tips-of-the-day', /\/tips-of-the-day$/);
    await page.goto('/school-food');
    await w.arrive('school-food', /\/school-food$/);
  });
}
