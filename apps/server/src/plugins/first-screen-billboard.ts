// The dashboard's notice board in the first screen, as apps/web/src/features/home/components/billboard.tsx
// draws it (same elements, same class names), and the same notices handed to the app as data, so React's
// first render shows them at once instead of a spinner (features/home/api/bill-board-content.ts reads them).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BillboardItem } from '@harbour/shared';
import { escapeHtml } from '../lib/escape-html.js';
import type { Translate } from './first-screen-markup.js';

/** The id of the `<script type="application/json">` the web app reads (keep in step with the app). */
export const BILLBOARD_DATA_ID = 'billboard-data';

/** Where the build put the download codes (imported with `?no-inline`, so they are files of their own). */
export interface QrCodes {
  appStore: string;
  googlePlay: string;
}

const APP_STORE_URL = 'https://apps.apple.com/ca/search?term=harbour%20newcomers';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=harbour%20newcomers&c=apps';
const QR_SOURCES = {
  appStore: 'src/features/home/components/qr/app-store.svg',
  googlePlay: 'src/features/home/components/qr/google-play.svg',
};

/** The download codes' URLs from Vite's manifest; null when the build does not name them. */
export function readQrCodes(dist: string): QrCodes | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string } | undefined>;
  const appStore = manifest[QR_SOURCES.appStore]?.file;
  const googlePlay = manifest[QR_SOURCES.googlePlay]?.file;
  return appStore && googlePlay ? { appStore: `/${appStore}`, googlePlay: `/${googlePlay}` } : null;
}

/** i18next's order for `useTranslation('community')`: the namespace (language, then en), then common. */
function community(t: Translate, key: string): string {
  const text = t('community', key);
  return text === key ? t('common', key) : text;
}

/** Addresses a link may lead to; anything else (javascript:, data:…) gets no href. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const LINK_CLASS =
  'self-start font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900';

function notice(t: Translate, item: BillboardItem): string {
  const title = escapeHtml(item.title);
  let more = '';
  if (item.dynamic_link?.startsWith('/')) {
    more =
      `<a href="${escapeHtml(item.dynamic_link)}" class="${LINK_CLASS}">${escapeHtml(community(t, 'home.billboard_more'))}` +
      `<span class="sr-only">: ${title}</span></a>`;
  } else if (item.link) {
    const href = SAFE_HREF.test(item.link) ? ` href="${escapeHtml(item.link)}"` : '';
    more =
      `<a${href} target="_blank" rel="noopener noreferrer" class="${LINK_CLASS}">${escapeHtml(community(t, 'home.billboard_open_site'))}` +
      `<span class="sr-only">: ${title} ${escapeHtml(community(t, 'opens_new_tab'))}</span></a>`;
  }
  return (
    '<li class="flex flex-col gap-1 border-s-4 border-sea-300 ps-4">' +
    `<h3 dir="auto" class="text-lg font-semibold text-slate-900">${title}</h3>` +
    `<p dir="auto" class="text-slate-700">${escapeHtml(item.content)}</p>` +
    (item.message ? `<p dir="auto" class="font-medium text-sea-700">${escapeHtml(item.message)}</p>` : '') +
    // The date is the app's: it formats it in the reader's time zone, which the server does not know.
    // The line keeps its height meanwhile, so nothing moves when the app fills it in.
    '<p class="text-sm text-slate-600" aria-hidden="true">&nbsp;</p>' +
    more +
    '</li>'
  );
}

function appDownload(t: Translate, qr: QrCodes): string {
  const stores = [
    [APP_STORE_URL, qr.appStore, 'home.app_store', 'home.app_store_qr'],
    [GOOGLE_PLAY_URL, qr.googlePlay, 'home.google_play', 'home.google_play_qr'],
  ] as const;
  const items = stores
    .map(
      ([href, src, label, alt]) =>
        '<li class="flex flex-col items-center gap-2">' +
        `<img src="${escapeHtml(src)}" alt="${escapeHtml(community(t, alt))}" width="128" height="128" class="rounded-lg border border-slate-200">` +
        `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" class="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">` +
        `${escapeHtml(community(t, label))}<span class="sr-only"> ${escapeHtml(community(t, 'opens_new_tab'))}</span></a></li>`,
    )
    .join('');
  return (
    '<div class="flex flex-col gap-4">' +
    `<p class="text-slate-700">${escapeHtml(community(t, 'home.apps_text'))}</p>` +
    `<ul class="flex flex-wrap gap-6">${items}</ul></div>`
  );
}

/** The billboard card: the notices, or the download codes when there are none ('' without their URLs). */
export function billboardMarkup(t: Translate, items: BillboardItem[], qr: QrCodes | null): string {
  if (items.length === 0 && !qr) return '';
  const heading = community(t, items.length > 0 ? 'home.billboard_title' : 'home.apps_title');
  const body =
    items.length > 0
      ? `<ul class="flex flex-col gap-4">${items.map((item) => notice(t, item)).join('')}</ul>`
      : appDownload(t, qr!);
  return (
    '<section class="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 flex flex-col gap-4">' +
    `<h2 id="billboard-title" class="text-xl font-bold text-harbour-900">${escapeHtml(heading)}</h2>` +
    `${body}</section>`
  );
}

/**
 * The notices as data for the app, in a data block (never run, so the CSP's script-src does not apply).
 * `<` and `>` are written as JSON escapes: the text can never close the element.
 */
export function billboardDataScript(lang: string, items: BillboardItem[]): string {
  const json = JSON.stringify({ lang, items }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<script type="application/json" id="${BILLBOARD_DATA_ID}">${json}</script>`;
}
