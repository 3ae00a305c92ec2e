import { loadJson, loadPages, type Loaded, type LoadedPage } from '../content-files/load.js';
import {
  billboardTexts,
  listingTexts,
  sponsorTexts,
  storyTexts,
  teamTexts,
  tipTexts,
  wellBeingTexts,
  type ReviewState,
} from '../content-files/schemas.js';
import type { DemoListingTexts } from './demo-listings-types.js';
import type { LongContent, LongContentPart } from './types.js';

/** The slugs of the legal pages: seeded by `legal.ts`, each language with its own links. */
export const LEGAL_SLUGS = [
  'terms-and-conditions',
  'privacy-policy',
  'terms-of-service-nupost',
  'privacy-terms',
];

/** The order the pages are seeded in (a page not listed comes after, by slug). */
const PAGE_ORDER = [
  'principles-and-values',
  'our-services',
  'terms-and-privacy',
  'tips-of-the-day',
  'school-food',
];
const rank = (slug: string) => {
  const i = [...PAGE_ORDER, ...LEGAL_SLUGS].indexOf(slug);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};

/** One language's pages, in seeding order; `legal`: the legal pages only, else the others. */
export function orderedPages(lang: string, legal: boolean, dir?: string): LoadedPage[] {
  return loadPages(lang, dir)
    .filter((p) => LEGAL_SLUGS.includes(p.slug) === legal)
    .sort((a, b) => rank(a.slug) - rank(b.slug));
}

/**
 * One language's long texts from `content/<lang>/`, or undefined when it has none. A file left out
 * reads as empty: its texts are missing in that language and readers get English per item.
 */
export function loadLongContent(lang: string, dir?: string): LongContent | undefined {
  const parts = {
    story: loadJson(lang, 'story', storyTexts, dir),
    team: loadJson(lang, 'team', teamTexts, dir),
    tips: loadJson(lang, 'tips', tipTexts, dir),
    billboard: loadJson(lang, 'billboard', billboardTexts, dir),
    sponsors: loadJson(lang, 'sponsors', sponsorTexts, dir),
    wellBeing: loadJson(lang, 'well-being', wellBeingTexts, dir),
  };
  const pages = orderedPages(lang, false, dir);
  if (pages.length === 0 && Object.values(parts).every((p) => p === undefined)) return undefined;
  const pageState = new Map(pages.map((p) => [p.slug, p.review]));
  const stateOf = (part: LongContentPart, key: string): ReviewState => {
    if (part === 'pages') return pageState.get(key) ?? 'written';
    const loaded: Loaded<unknown> | undefined = parts[part];
    return loaded?.stateOf(key) ?? 'written';
  };
  return {
    story: parts.story?.texts ?? {},
    pages: Object.fromEntries(
      pages.map((p) => [
        p.slug,
        {
          title: p.title,
          intro: p.intro,
          sections: p.sections.map((s) => ({ heading: s.heading, text: s.text })),
        },
      ]),
    ),
    team: parts.team?.texts ?? {},
    tips: parts.tips?.texts ?? [],
    billboard: parts.billboard?.texts ?? {},
    sponsors: parts.sponsors?.texts ?? {},
    wellBeing: parts.wellBeing?.texts ?? {
      categories: {},
      kinds: {},
      coverage: '{city}',
      articles: {},
      pageTexts: {},
    },
    review: stateOf,
  };
}

/** One language's demo listings (`listings.json`), with the review state of its texts. */
export function loadDemoListings(lang: string, dir?: string): DemoListingTexts | undefined {
  const loaded = loadJson(lang, 'listings', listingTexts, dir);
  return loaded && { ...loaded.texts, review: loaded.stateOf };
}
