// Issue 10 §3: on a phone (320, 390 px) and a tablet (768 px), in English and Arabic, every main public page
// fits the screen: the page never scrolls sideways, and the header keeps sign in, the language picker and the
// menu on screen. The organisations' links fold into a menu drawer; a price table too wide for a phone scrolls
// inside a named box that says so.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  catalogue,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expect,
  expectLanguage,
  logIn,
  test,
  visitInLanguage,
} from './fixtures/index.js';

const WIDTHS = [320, 390, 768] as const;
const LANGUAGES = ['en', 'ar'] as const;
const PUBLIC_PAGES = [
  '/',
  '/info',
  '/pricing',
  '/our-services',
  '/products',
  '/privacy-policy',
  '/terms-and-conditions',
  '/services',
  '/findajob',
  '/volunteer-hub',
  '/displayevents',
  '/well-being',
  '/about-us',
  '/contact-us',
  '/rentanoffice',
  '/login',
  '/register',
] as const;
const SIGNED_IN_PAGES = ['/dashboard', '/services', '/pricing'] as const;

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** header links and buttons not wholly on screen */
  cutInHeader: string[];
}

async function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const cutInHeader = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, cutInHeader };
  });
}

/** Opens `path` at each width and expects it to fit; collects every page that does not, to name them all. */
async function expectPagesFit(page: Page, paths: readonly string[]) {
  const misfits: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const fit = await measure(page);
      if (fit.scrollWidth > fit.innerWidth || fit.cutInHeader.length > 0) {
        misfits.push(`${path} at ${width}px: ${fit.scrollWidth}px wide, cut: ${fit.cutInHeader.join(', ')}`);
      }
    }
  }
  expect(misfits).toEqual([]);
}

/** The visit's city: Charlottetown, where the demo listings are. */
async function inCharlottetown(page: Page, request: APIRequestContext) {
  const res = await request.get('/api/web/provinces/all');
  const body = (await res.json()) as {
    data: { state_list: { state_id: number; city_list: { city_id: number; city_name: string }[] }[] };
  };
  const province = body.data.state_list.find((p) =>
    p.city_list.some((c) => c.city_name === 'Charlottetown'),
  )!;
  const city = province.city_list.find((c) => c.city_name === 'Charlottetown')!;
  await page.addInitScript(
    ([p, c]) => {
      sessionStorage.setItem('provinceId', String(p));
      sessionStorage.setItem('cityId', String(c));
    },
    [province.state_id, city.city_id],
  );
}

for (const lang of LANGUAGES) {
  const common = catalogue(lang, 'common');
  const pricing = catalogue(lang, 'pricing');

  test(`${lang}: every main public page fits 320, 390 and 768 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await visitInLanguage(page, lang);
    await inCharlottetown(page, request);
    await page.goto('/');
    await expectLanguage(page, lang);
    await expectPagesFit(page, PUBLIC_PAGES);
  });

  test(`${lang}: signed in, the dashboard and the pages a member opens fit too`, async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    // the demo member reads English; the visit switches language as the settings popup does
    await page.evaluate((l) => sessionStorage.setItem('language', l), lang);
    await page.reload();
    await expectLanguage(page, lang);
    await expectPagesFit(page, SIGNED_IN_PAGES);
  });

  test(`${lang}: at 320 px the landing header keeps sign in and folds the links into a menu`, async ({
    page,
  }) => {
    await visitInLanguage(page, lang);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/pricing');
    const banner = page.getByRole('banner').first();
    await expect(banner.getByRole('link', { name: common.nav.login })).toBeInViewport({ ratio: 1 });
    const menu = banner.getByRole('button', { name: common.nav.open_menu });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: common.nav.menu });
    for (const key of ['services', 'pricing', 'listings_manager'] as const) {
      await expect(drawer.getByRole('link', { name: common.landing[key] })).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test(`${lang}: at 320 px a price table too wide scrolls in its own box, which says so`, async ({
    page,
  }) => {
    await visitInLanguage(page, lang);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/pricing#ads');
    const region = page.getByRole('region', { name: pricing.ads.display_caption });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeInViewport();
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(page.getByText(pricing.table_scroll_hint).first()).toBeVisible();
    const lastColumn = region.getByRole('columnheader').last();
    await expect(lastColumn).not.toBeInViewport({ ratio: 0.95 });
    // towards the end of the line: right in English, left in Arabic
    await region.evaluate((el, rtl) => el.scrollBy({ left: rtl ? -2000 : 2000 }), lang === 'ar');
    await expect(lastColumn).toBeInViewport({ ratio: 0.95 });
    expect((await measure(page)).scrollWidth).toBe(320);
  });
}
