import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The one script of a page whose HTML holds its first screen (index-page.ts). It waits until that has
 * painted, then asks for what the head listed in `<meta name="preload-after-paint">` (module, style and
 * fetch preloads: the page's chunks, its catalogues, the first API call) and starts the app's entry
 * script named in `<meta name="app-entry">`. So the first paint waits for the HTML and the stylesheet
 * alone, not for the app's download and start. The timer covers tabs opened in the background, which
 * get no animation frames. Plain JavaScript sent as it is: it is not part of the web build.
 */
const SOURCE = `const meta = (name) => document.querySelector('meta[name="' + name + '"]')?.content ?? '';
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const item of meta('preload-after-paint').split(',')) {
    const [kind, href] = item.trim().split(' ');
    if (!kind || !href) continue;
    const link = document.createElement('link');
    link.rel = kind === 'module' ? 'modulepreload' : 'preload';
    if (kind !== 'module') link.as = kind;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = 'anonymous';
  entry.src = meta('app-entry');
  document.head.append(entry);
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
