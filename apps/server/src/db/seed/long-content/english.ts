import { billboardRows, SPONSORS } from '../content.js';
import { PAGE_ROWS, STORY_ROWS } from '../content-data/pages.js';
import { TEAM_ROWS } from '../content-data/team.js';
import { TIP_ROWS } from '../content-data/tips.js';
import { ARTICLES, PAGE_TEXTS } from '../well-being-articles.js';
import { CATEGORIES, COVERAGE, KINDS } from '../well-being-content.js';
import type { LongContent, WellBeingKindTexts } from './types.js';

const KIND_FIELDS = [
  'description',
  'workingHours',
  'eligibility',
  'fees',
  'howToAccess',
  'disabilitiesAccess',
  'documentsRequired',
] as const satisfies readonly (keyof WellBeingKindTexts)[];

/** The English source of the long texts, in the shape every translation follows. */
export function englishLongContent(): LongContent {
  const tips: [string, string][][] = [];
  for (const t of TIP_ROWS) (tips[t.month - 1] ??= [])[t.position - 1] = [t.title, t.text];
  return {
    story: Object.fromEntries(
      STORY_ROWS.map((r) => [r.storyId, { title: r.title, description: r.description }]),
    ),
    pages: Object.fromEntries(
      PAGE_ROWS.filter((p) => p.language === 'en').map((p) => [
        p.slug,
        {
          title: p.title,
          intro: p.intro,
          sections: p.sections.map((s) => ({ heading: s.heading, text: s.text })),
        },
      ]),
    ),
    team: Object.fromEntries(
      TEAM_ROWS.map((r) => [
        r.positionIndex,
        {
          position: r.position,
          short: r.shortDescription,
          ...(r.title && r.description ? { profile: { title: r.title, description: r.description } } : {}),
        },
      ]),
    ),
    tips,
    billboard: Object.fromEntries(
      billboardRows(new Date())
        .filter((b) => b.language === 'en')
        .map((b) => [b.slug, { title: b.title, content: b.content, message: b.message }]),
    ),
    sponsors: Object.fromEntries(SPONSORS.map((s) => [s.slug, s.descriptionEn])),
    wellBeing: {
      categories: Object.fromEntries(
        CATEGORIES.map((c) => [c.tag, { name: c.name, description: c.description }]),
      ),
      kinds: Object.fromEntries(
        Object.entries(KINDS).map(([kind, k]) => [
          kind,
          Object.fromEntries(KIND_FIELDS.map((f) => [f, k[f]])) as unknown as WellBeingKindTexts,
        ]),
      ),
      coverage: COVERAGE,
      articles: Object.fromEntries(
        ARTICLES.map((a) => [
          a.id,
          { header: a.header, title: a.title, bannerText: a.bannerText, text: a.text },
        ]),
      ),
      pageTexts: Object.fromEntries(PAGE_TEXTS.map((p) => [p.key, p.value])),
    },
  };
}
