import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LanguageTag } from '@harbour/i18n';
// The server draws the header of the first screen from a copy of these components' markup; this test
// is what keeps the copy true (a test may import any file).
import { firstScreenMarkup } from '../../../../server/src/plugins/first-screen-markup';
import { changeLanguage, i18next } from '@/lib/i18n';
import { mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

/** An element as compared: tag, sorted classes, the attributes that matter, and its children. */
interface Shape {
  tag: string;
  classes: string[];
  attrs: Record<string, string>;
  children: (Shape | string)[];
}

const KEPT_ATTRIBUTES = [
  'href',
  'aria-label',
  'aria-current',
  'aria-hidden',
  'viewBox',
  'd',
  'cx',
  'cy',
  'r',
];
/** Classes of interaction only: the first screen's placeholders are not clickable yet. */
const interactive = (c: string) => c === 'cursor-pointer' || c.startsWith('hover:');

function shape(node: Element): Shape {
  const attrs: Record<string, string> = {};
  for (const name of KEPT_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null) attrs[name] = value;
  }
  let tag = node.tagName.toLowerCase();
  let classes = [...node.classList];
  // The one intended difference: an icon button of the app is, on the first screen, a span of the same
  // box hidden from assistive technology, without its hover and pointer.
  if (tag === 'button') {
    tag = 'span';
    classes = classes.filter((c) => !interactive(c));
    delete attrs['aria-label'];
    attrs['aria-hidden'] = 'true';
  }
  const children: (Shape | string)[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.ELEMENT_NODE) children.push(shape(child as Element));
    else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
      children.push(child.textContent.trim());
  }
  return { tag, classes: classes.sort(), attrs, children };
}

/** The server's first screen of `routePath` in the current language, parsed. */
function serverHeader(routePath: string, lang: LanguageTag): Element {
  const t = (ns: string, key: string) => i18next.t(key, { ns, lng: lang });
  const template = document.createElement('template');
  template.innerHTML = firstScreenMarkup(routePath, t);
  const header = template.content.querySelector('header');
  if (!header) throw new Error(`no header in the first screen of /${routePath}`);
  return header;
}

/** The app's site header (a page title's <header> comes later, inside main). */
function appHeader(): Element {
  const header = document.querySelector('header');
  if (!header) throw new Error('no header rendered');
  return header;
}

/** The frame of root-layout.tsx up to the page: each part's tag, classes and anchors. */
function frame(root: Element) {
  const part = (el: Element) => ({
    tag: el.tagName.toLowerCase(),
    classes: [...el.classList].sort(),
    id: el.getAttribute('id'),
    href: el.getAttribute('href'),
    tabindex: el.getAttribute('tabindex'),
    text: el.tagName === 'A' ? el.textContent : null,
  });
  // the first screen ends with main: the footer and the route announcer come with the app
  const children = [...root.children];
  const main = children.findIndex((el) => el.tagName === 'MAIN');
  return { ...part(root), children: children.slice(0, main + 1).map(part) };
}

// Routes of first-screen-markup.ts' SCREENS: landing header ('' and pricing) and app header (the rest).
const ROUTES = ['', 'pricing', 'dashboard', 'services', 'findajob', 'login', 'register', 'nuweather'];

describe('the first screen header is the React header', () => {
  for (const lang of ['en', 'ar'] as const) {
    it.each(ROUTES)(`/%s in ${lang}, signed out`, async (routePath) => {
      mockApi();
      await changeLanguage(lang);
      await openPage(`/${routePath}`);
      // the app has rendered in the language: both headers show "Sign in" to a visitor
      expect(await screen.findAllByText(i18next.t('nav.login', { lng: lang }))).not.toHaveLength(0);
      expect(document.documentElement.lang).toBe(lang);
      const drawn = serverHeader(routePath, lang);
      expect(shape(drawn)).toEqual(shape(appHeader()));
      // and the frame around it: skip link, progress bar, main
      expect(frame(drawn.parentElement!)).toEqual(frame(document.querySelector('main')!.parentElement!));
    });
  }

  it('notices a difference of markup', () => {
    const drawn = document.createElement('template');
    drawn.innerHTML = firstScreenMarkup('login', (_ns, key) => key);
    const header = drawn.content.querySelector('header')!;
    const changed = header.cloneNode(true) as Element;
    changed.querySelector('nav ul')!.classList.add('gap-2');
    expect(shape(changed)).not.toEqual(shape(header));
  });
});
