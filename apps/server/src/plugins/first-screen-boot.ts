import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The one script of a page whose HTML holds its first screen (index-page.ts). It waits until that has
 * painted, then starts the app's entry script named in `<meta name="app-entry">` and asks for what the
 * head listed in `<meta name="preload-after-paint">` (module, style and fetch preloads: the page's
 * chunks, its catalogues, the first API call). So the first paint waits for the HTML and the stylesheet
 * alone, not for the app's download and start. Inserting a preload costs the browser about a
 * millisecond (four on a slow phone) and a page lists up to 40: they go in a few per task, so no task
 * blocks input for long, and the entry goes first, ahead of them in the connection queue. The app
 * waits for `window.harbourPreloadsAdded` before it starts loading the page (main.tsx): Vite's loader
 * then finds every chunk preloaded instead of adding the missing ones itself, all in one task. The timer
 * covers tabs opened in the background, which get no animation frames. Plain JavaScript sent as it is:
 * it is not part of the web build.
 */
const SOURCE = `const meta = (name) => document.querySelector('meta[name="' + name + '"]')?.content ?? '';
const PRELOADS_PER_TASK = 6;
let started = false;
let allAdded;
window.harbourPreloadsAdded = new Promise((resolve) => { allAdded = resolve; });
function preload(items) {
  try {
    for (const item of items.splice(0, PRELOADS_PER_TASK)) {
      const [kind, href] = item.trim().split(' ');
      if (!kind || !href) continue;
      const link = document.createElement('link');
      link.rel = kind === 'module' ? 'modulepreload' : 'preload';
      if (kind !== 'module') link.as = kind;
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
  } finally {
    // the app waits for allAdded: a preload that fails must not keep it from starting
    if (items.length > 0) setTimeout(() => preload(items));
    else allAdded();
  }
}
function start() {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = 'anonymous';
  entry.src = meta('app-entry');
  document.head.append(entry);
  preload(meta('preload-after-paint').split(','));
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
`;

const identity = Buffer.from(SOURCE);

/** Where the boot script is served: named by its content, so it can be cached for good. */
export const FIRST_SCREEN_BOOT_PATH = `/first-screen-${createHash('sha256').update(SOURCE).digest('hex').slice(0, 10)}.js`;

export const firstScreenBoot = {
  identity,
  br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};
