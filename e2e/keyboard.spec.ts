// Issue 21 §6: what axe cannot see, walked with the keyboard alone. A page change focuses the new page's
// h1; a wizard's Next and Back focus the new step's heading; the crop dialog opened after a failed Next
// takes focus; the directory's Next page focuses the results and says "Page 2 of 3"; Shift+Tab at
// 640×400 and 320 px never leaves the focused element under the sticky header; in forced colours
// (Windows high contrast) a focused directory card keeps a visible outline.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  en,
  expect,
  field,
  makePng,
  openProfileDrawer,
  pickAddress,
  startsWith,
  test,
  text,
  texts,
  tick,
} from './fixtures/index.js';

const v = texts('en', 'vivalinks');

const c = texts('en', 'checkout');
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Signs in with the keyboard: the fields are typed into and Enter sends the form. */
async function keyboardLogIn(page: Page) {
  await page.goto('/login');
  await field(page, en.auth.fields.email).fill(DEMO_EMAIL);
  await field(page, en.auth.fields.password).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
}

/** A visitor in Charlottetown (where the demo listings are), in `lang`, from the first page on. */
async function visitorIn(page: Page, request: APIRequestContext, lang: string) {
  const res = await request.get('/api/web/provinces/all');
  const body = (await res.json()) as {
    data: { state_list: { state_id: number; city_list: { city_id: number; city_name: string }[] }[] };
  };
  const province = body.data.state_list.find((p) =>
    p.city_list.some((c) => c.city_name === 'Charlottetown'),
  )!;
  const city = province.city_list.find((c) => c.city_name === 'Charlottetown')!;
  await page.addInitScript(
    ([p, c, l]) => {
      sessionStorage.setItem('provinceId', String(p));
      sessionStorage.setItem('cityId', String(c));
      sessionStorage.setItem('language', String(l));
    },
    [province.state_id, city.city_id, lang] as const,
  );
}

/** Follows a link or presses a button as a keyboard user does: focus, then Enter. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

test('keyboard only: page changes focus the new h1; the directory pager focuses the new results', async ({
  page,
}) => {
  await test.step('login → dashboard → well-being → logout: each new page focuses its h1', async () => {
    await keyboardLogIn(page);
    await expect(h1(page)).toBeFocused();
    await press(page.getByRole('main').getByRole('link', { name: en.community.home.wellbeing_button }));
    await page.waitForURL('**/well-being');
    await expect(h1(page)).toBeFocused();
    // the next Tab goes on from the heading, inside the page, not back at the top or mid-page
    await page.keyboard.press('Tab');
    const afterHeading = await page.evaluate(() => {
      const h = document.querySelector('main h1')!;
      const active = document.activeElement!;
      return !!(h.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterHeading).toBe(true);

    const drawer = await openProfileDrawer(page);
    await press(drawer.getByRole('button', { name: en.common.profile_drawer.logout }));
    await page.waitForURL('**/login');
    await expect(h1(page)).toBeFocused();
    await keyboardLogIn(page);
  });

  await test.step('/services: Next page focuses the new results and says "Page 2 of 3"', async () => {
    await page.goto('/services');
    const main = page.getByRole('main');
    const results = main.getByRole('heading', { level: 2, name: startsWith('30') });
    await expect(results).toBeVisible();
    await press(main.getByRole('link', { name: en.directory.pager.next }));
    await page.waitForURL('**/services?page=2');
    await expect(results).toBeFocused();
    await expect(
      main.getByRole('status').filter({ hasText: text(en.directory.pager.status, { page: 2, pages: 3 }) }),
    ).toHaveCount(1);
    // the results are in view, below the sticky header
    const [heading, header] = await Promise.all([
      results.boundingBox(),
      page.locator('header').first().boundingBox(),
    ]);
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  });
});

test('keyboard only: the crop dialog takes focus after a failed Next; Next and Back focus the step heading', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await keyboardLogIn(page);
  await page.goto('/vivalinks/business');
  // the wizard's code (map, cropper, preview) is the largest page of the app: a loaded machine takes a while
  await expect(h1(page)).toHaveText(v.business.title, { timeout: 30_000 });
  const next = page.getByRole('button', { name: c.common.next, exact: true });
  await press(next);
  // the form says what is missing and stays on step 1
  await expect(page.locator('[aria-invalid="true"]').first()).toBeAttached();

  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: v.photos.add, exact: true }).first());
  await (
    await chooser
  ).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(640, 480, [14, 116, 144]) });
  const dialog = page.getByRole('dialog', { name: v.photos.crop_title });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { timeout: 5000 })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await field(page, v.business.name).fill('Keyboard Bakery');
  const categories = page.getByRole('group', { name: startsWith(v.business.categories) });
  await tick(categories.getByRole('checkbox').first());
  await pickAddress(page, page, 'en', v.business.address, '25 Queen Street, Charlottetown');
  await field(page, v.business.email).fill('hello@keyboard.example');
  await field(page, v.business.description).fill('Fresh bread every morning; newcomers welcome.');
  await press(next);
  await expect(page.getByRole('heading', { level: 2, name: c.payment.title })).toBeFocused();
  await press(page.getByRole('button', { name: c.common.back, exact: true }).first());
  await expect(page.locator('#business-form-title')).toBeFocused();
});

/**
 * Shift+Tab from the bottom of `path` to the header: after each press the focused element's top is at or
 * below the sticky header's bottom (focus not obscured, WCAG 2.2). Returns the number of stops checked.
 */
async function shiftTabUp(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(h1(page)).toBeVisible();
  // the page is complete (the cards, the lazily loaded footer) before its last element is taken
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (path === '/services') await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  // the last focusable element of the page, then backwards
  await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
      (el) => el.offsetParent !== null,
    );
    all.at(-1)!.focus();
  });
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Shift+Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector('header');
      if (!el || !header || header.contains(el) || el === document.body) return null;
      // a card's name stands for the whole card (its outline is the card's)
      const box = ((el.closest('h3') && el.closest('article')) || el).getBoundingClientRect();
      return {
        name: el.textContent?.trim().slice(0, 40) ?? el.tagName,
        top: box.top,
        headerBottom: header.getBoundingClientRect().bottom,
      };
    });
    if (!state) break;
    expect(state.top, `"${state.name}" under the header`).toBeGreaterThanOrEqual(state.headerBottom - 1);
    checked++;
  }
  return checked;
}

test('Shift+Tab at 640×400 never leaves focus under the sticky header (directory, dashboard)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await visitorIn(page, request, 'en');
  expect(await shiftTabUp(page, '/services')).toBeGreaterThan(10);
  await keyboardLogIn(page);
  expect(await shiftTabUp(page, '/dashboard')).toBeGreaterThan(5);
});

test('Shift+Tab at 320 px in Arabic (right to left) never leaves focus under the sticky header', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visitorIn(page, request, 'ar');
  expect(await shiftTabUp(page, '/services')).toBeGreaterThan(10);
});

for (const lang of ['en', 'ar'] as const) {
  test(`forced colours (${lang}): a focused directory card keeps a visible outline; the chosen language keeps its mark`, async ({
    page,
    request,
  }, testInfo) => {
    const common = texts(lang, 'common');
    await page.emulateMedia({ forcedColors: 'active' });
    await visitorIn(page, request, lang);
    await page.goto('/services');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    await card.getByRole('button').first().focus();
    const outline = await card.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath(`forced-colours-card-${lang}.png`) });
    // the pager's current page keeps a fill of its own where forced colours drop the others'
    const pager = page.getByRole('navigation', { name: texts(lang, 'directory').pager.label });
    const [currentBg, canvasBg] = await Promise.all([
      pager.locator('[aria-current="page"]').evaluate((el) => getComputedStyle(el).backgroundColor),
      page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(currentBg).not.toBe(canvasBg);

    await press(page.getByRole('button', { name: common.settings.open }));
    const languages = page.getByRole('dialog', { name: common.settings.title }).getByRole('listbox');
    const chosen = languages.getByRole('option', { selected: true });
    await expect(chosen).toHaveText(lang === 'ar' ? 'العربية' : 'English');
    // the chosen language keeps a fill of its own (Highlight) where forced colours drop the others'
    const [chosenBg, otherBg] = await Promise.all([
      chosen.evaluate((el) => getComputedStyle(el).backgroundColor),
      languages
        .getByRole('option', { selected: false })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(chosenBg).not.toBe(otherBg);
    await page.screenshot({ path: testInfo.outputPath(`forced-colours-settings-${lang}.png`) });
    // a primary button (Sign in) keeps its shape: a border, where its fill is dropped
    const signIn = page.getByRole('dialog').getByRole('link', { name: common.settings.sign_in, exact: true });
    expect(await signIn.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth))).toBeGreaterThan(0);
    await page.emulateMedia({ forcedColors: 'none' });
    await page.screenshot({ path: testInfo.outputPath(`settings-${lang}.png`) });
  });
}
