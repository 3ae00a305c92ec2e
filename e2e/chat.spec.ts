// Issue 23 §5: NuChat in two browsers, axe on every page. A member reading English and one reading
// Arabic talk: each sees the other's message within a second, in their own language (the server's
// translation provider, a local stand-in here), with the original on demand. A third member cannot
// read their conversation; the three make a group, rename it, and one leaves it.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import enChat from '../packages/i18n/locales/en/chat.json' with { type: 'json' };
import {
  USER_PASSWORD,
  expect,
  expectLanguage,
  expectNoAxeViolations,
  logIn,
  saveScreenshot,
  test,
  text,
  uniqueEmail,
} from './fixtures/index.js';

test.describe.configure({ mode: 'serial' });
// the journeys' second server, the one with a translation provider (see playwright.config.ts)
test.use({ baseURL: `http://127.0.0.1:${process.env.HARBOUR_E2E_CHAT_PORT}` });

type ChatTexts = typeof enChat;
const EN: ChatTexts = enChat;
const AR = JSON.parse(
  readFileSync(new URL('../packages/i18n/locales/ar/chat.json', import.meta.url), 'utf8'),
) as ChatTexts;

const users = {
  amira: { email: uniqueEmail('chat-amira'), lang: 'en', t: EN },
  omar: { email: uniqueEmail('chat-omar'), lang: 'ar', t: AR },
  lina: { email: uniqueEmail('chat-lina'), lang: 'en', t: EN },
};
type Who = keyof typeof users;
const pages = {} as Record<Who, Page>;
let conversationId = 0;

/** The goal is a second (issue 23 §3); the shared 2-core machine gets a little slack. */
const TRANSLATED_WITHIN = 3000;
const HELLO = 'Hello Omar! Are you free at 3 pm tomorrow? https://example.org/map';
const REPLY = 'أهلاً أميرة، نعم أنا متفرغ غداً';

async function openSignedIn(browser: Browser, who: Who) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, users[who].email, USER_PASSWORD);
  pages[who] = page;
  return page;
}

const thread = (page: Page, t: ChatTexts) => page.getByRole('region', { name: t.messages });
const composer = (page: Page, t: ChatTexts) => page.getByRole('textbox', { name: t.message_label });

/** Starts a conversation from the page's dialog with these people; answers its id from the address. */
async function startConversation(page: Page, t: ChatTexts, emails: string[], groupName?: string) {
  await page.getByRole('button', { name: t.new_conversation }).click();
  const dialog = page.getByRole('dialog', { name: t.new_conversation });
  for (const email of emails) {
    await dialog.getByLabel(t.email_label).fill(email);
    await dialog.getByRole('button', { name: t.find, exact: true }).click();
    await expect(
      dialog
        .getByRole('button', { name: text(t.remove_person, { name: 'Test Newcomer' }) })
        .nth(emails.indexOf(email)),
    ).toBeVisible();
  }
  if (groupName) await dialog.getByLabel(t.group_name).fill(groupName);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t.start }).click();
  await page.waitForURL(/\/chat\?c=\d+$/);
  return Number(new URL(page.url()).searchParams.get('c'));
}

test.beforeAll(async ({ api }) => {
  // one after the other: each reads the admin outbox, and the admin signs in once
  for (const u of Object.values(users)) await api.createConfirmedUser(u.email, USER_PASSWORD, u.lang);
});

test('two members in English and Arabic read each other in their own language', async ({
  browser,
}, testInfo) => {
  const amira = await openSignedIn(browser, 'amira');
  const omar = await openSignedIn(browser, 'omar');
  await expectLanguage(omar, 'ar');

  await amira.goto('/chat');
  await expect(amira.getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
  await expect(amira.getByText(EN.empty)).toBeVisible();
  await expectNoAxeViolations(amira);
  conversationId = await startConversation(amira, EN, [users.omar.email]);

  await omar.goto('/chat');
  await expect(omar.getByRole('heading', { level: 1, name: AR.title })).toBeVisible();
  await omar.getByRole('link', { name: /Test Newcomer/ }).click();
  await expect(composer(omar, AR)).toBeVisible();

  // Amira → Omar: the original at once, then the Arabic translation in its place
  await composer(amira, EN).fill(HELLO);
  const sent = Date.now();
  await composer(amira, EN).press('Enter');
  const omarThread = thread(omar, AR);
  // within a second on screen (and said by the live region), translated as soon as the provider answers
  await expect(omar.getByTestId('chat-live')).toContainText(/Hello Omar|Test Newcomer/, { timeout: 1000 });
  const arrivedIn = Date.now() - sent;
  await expect(omarThread.getByRole('button', { name: AR.show_original })).toBeVisible({
    timeout: TRANSLATED_WITHIN,
  });
  const translatedIn = Date.now() - sent;
  await expect(omarThread.getByText(HELLO, { exact: true })).toHaveCount(0);
  await expect(omarThread.getByText(text(AR.written_in, { language: 'الإنجليزية' }))).toBeVisible();
  await omarThread.getByRole('button', { name: AR.show_original }).click();
  await expect(omarThread.getByText(/Hello Omar! Are you free at 3 pm tomorrow\?/)).toBeVisible();
  const link = omarThread.getByRole('link', { name: 'https://example.org/map' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(omar);

  // Omar → Amira, announced to her screen reader
  await composer(omar, AR).fill(REPLY);
  const replied = Date.now();
  await composer(omar, AR).press('Enter');
  const amiraThread = thread(amira, EN);
  await expect(amira.getByTestId('chat-live')).toContainText(/New message from Test Newcomer: /, {
    timeout: 1000,
  });
  const replyArrivedIn = Date.now() - replied;
  await expect(amiraThread.getByRole('button', { name: EN.show_original })).toBeVisible({
    timeout: TRANSLATED_WITHIN,
  });
  const replyTranslatedIn = Date.now() - replied;
  await expect(amiraThread.getByText('Written in Arabic')).toBeVisible();
  await amiraThread.getByRole('button', { name: EN.show_original }).click();
  await expect(amiraThread.getByText(REPLY)).toBeVisible();
  await expect(omarThread.getByText(REPLY)).toBeVisible();
  await expect(omarThread.getByText(AR.seen)).toBeVisible();
  await expectNoAxeViolations(amira);
  testInfo.annotations.push({
    type: 'delivery',
    description:
      `on screen after ${arrivedIn} ms, translated after ${translatedIn} ms (en→ar); ` +
      `${replyArrivedIn} ms and ${replyTranslatedIn} ms (ar→en)`,
  });

  await saveScreenshot(amira, testInfo, 'chat-desktop', 'en');
  await saveScreenshot(omar, testInfo, 'chat-desktop', 'ar');
  for (const width of [390, 320]) {
    for (const [page, lang] of [
      [amira, 'en'],
      [omar, 'ar'],
    ] as const) {
      await page.setViewportSize({ width, height: 760 });
      await expect(composer(page, lang === 'en' ? EN : AR)).toBeVisible();
      await saveScreenshot(page, testInfo, `chat-thread-${width}`, lang);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
  // on a phone the list and the thread are two views
  await omar.getByRole('link', { name: AR.back }).click();
  await expect(omar.getByRole('link', { name: /Test Newcomer/ })).toBeVisible();
  await saveScreenshot(omar, testInfo, 'chat-list-320', 'ar');
  await expectNoAxeViolations(omar);
});

test('a third member cannot read the conversation', async ({ browser }) => {
  const lina = await openSignedIn(browser, 'lina');
  await lina.goto(`/chat?c=${conversationId}`);
  await expect(lina.getByText(EN.not_found)).toBeVisible();
  await expect(lina.getByText(/Hello Omar/)).toHaveCount(0);
  await expect(composer(lina, EN)).toHaveCount(0);
  await expectNoAxeViolations(lina);
});

test('a group of three is renamed and one member leaves', async () => {
  const { amira, omar, lina } = pages;
  await amira.goto('/chat');
  const groupId = await startConversation(amira, EN, [users.omar.email, users.lina.email], 'Harbour walkers');
  await expect(amira.getByRole('heading', { level: 2, name: 'Harbour walkers' })).toBeVisible();
  await composer(amira, EN).fill('Walk on Sunday at 10?');
  await composer(amira, EN).press('Enter');

  await amira.getByRole('button', { name: EN.actions }).click();
  await amira.getByRole('menuitem', { name: EN.rename }).click();
  const rename = amira.getByRole('dialog', { name: EN.rename });
  await rename.getByLabel(EN.group_name).fill('Sunday walkers');
  await expectNoAxeViolations(amira);
  await rename.getByRole('button', { name: EN.save }).click();
  await expect(amira.getByRole('heading', { level: 2, name: 'Sunday walkers' })).toBeVisible();

  await omar.goto('/chat');
  await expect(omar.getByRole('link', { name: /Sunday walkers/ })).toBeVisible();

  await lina.goto(`/chat?c=${groupId}`);
  await expect(lina.getByRole('heading', { level: 2, name: 'Sunday walkers' })).toBeVisible();
  await expect(thread(lina, EN).getByText('Walk on Sunday at 10?')).toBeVisible();
  await lina.getByRole('button', { name: EN.actions }).click();
  await lina.getByRole('menuitem', { name: EN.leave }).click();
  const confirm = lina.getByRole('alertdialog', { name: EN.leave });
  await expectNoAxeViolations(lina);
  await confirm.getByRole('button', { name: EN.leave }).click();
  await lina.waitForURL(/\/chat$/);
  await expect(lina.getByRole('link', { name: /Sunday walkers/ })).toHaveCount(0);
  await lina.goto(`/chat?c=${groupId}`);
  await expect(lina.getByText(EN.not_found)).toBeVisible();
});
