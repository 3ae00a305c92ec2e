import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { billboardItems, contentPages, sponsors, storyPages, teamMembers, tips } from '../schema/index.js';
import { PAGE_ROWS, STORY_ROWS } from './content-data/pages.js';
import { TEAM_ROWS } from './content-data/team.js';
import { TIP_ROWS } from './content-data/tips.js';
import { englishLongContent } from './long-content/english.js';
import { seedTableRows } from './seed-rows.js';

const englishText = <T>(text: T | undefined, key: string): T => {
  if (text === undefined) throw new Error(`content/en: no English text for ${key}`);
  return text;
};

/** Sponsors of /sponsors (descriptions: content/en/sponsors.json); a logo shows only when its feature flag is on. */
export const SPONSORS = [
  {
    slug: 'gov-pei',
    name: 'Government of Prince Edward Island',
    website: 'https://www.princeedwardisland.ca',
    feature: 'gov_pei',
  },
  {
    slug: 'town-of-cornwall',
    name: 'Town of Cornwall',
    website: 'https://cornwallpe.ca',
    feature: 'gov_cornwall',
  },
  {
    slug: 'town-of-stratford',
    name: 'Town of Stratford',
    website: 'https://www.townofstratford.ca',
    feature: 'gov_stratford',
  },
  {
    slug: 'irsa',
    name: 'IRSA – Immigrant & Refugee Services Association',
    website: 'https://irsa.pe.ca',
    feature: 'irsa',
  },
  {
    slug: 'upei',
    name: 'University of Prince Edward Island',
    website: 'https://www.upei.ca',
    feature: 'upei',
  },
  {
    slug: 'medavie-blue-cross',
    name: 'Medavie Blue Cross',
    website: 'https://www.medaviebc.ca',
    feature: 'medavie',
  },
].map((s, i) => ({
  ...s,
  description: englishText(englishLongContent().sponsors[s.slug], s.slug),
  sortOrder: i + 1,
}));

/** Demo billboard notices (texts: content/en/billboard.json; dates relative to the seeding day). */
const BILLBOARD = [
  { slug: 'welcome-week', dynamicLink: '/displayevents', link: null, days: 1 },
  { slug: 'flu-clinics', dynamicLink: '/well-being', link: null, days: 4 },
  {
    slug: 'tax-clinics',
    dynamicLink: null,
    link: 'https://www.canada.ca/en/revenue-agency/services/tax/individuals/community-volunteer-income-tax-program.html',
    days: 9,
  },
];

export function billboardRows(now: Date) {
  return BILLBOARD.map((b) => ({
    slug: b.slug,
    ...englishText(englishLongContent().billboard[b.slug], `billboard ${b.slug}`),
    dynamicLink: b.dynamicLink,
    link: b.link,
    updatedAt: new Date(now.getTime() - b.days * 86_400_000),
  }));
}

/**
 * The ledger (`seed-rows.ts`) and natural key of each content table's English rows; the other languages
 * are in text_translations (`content-translations.ts`).
 */
export const LEDGERS = {
  team: ['team_members', ['positionIndex']],
  story: ['story_pages', ['storyId']],
  pages: ['content_pages', ['slug']],
  tips: ['tips', ['year', 'month', 'position']],
  billboard: ['billboard_items', ['slug']],
} satisfies Record<string, [string, string[]]>;

/**
 * Idempotent (natural keys): a newer data file replaces an English text the seed wrote, never one an
 * admin changed. Site content always; the billboard's notices only with demo content.
 */
export async function seedContent(db: Db, config: Pick<Config, 'seedDemo'>, now = new Date()): Promise<void> {
  const seed = (table: PgTable, [ledger, key]: [string, string[]], wanted: Record<string, unknown>[]) =>
    seedTableRows(db, table, { ledger, key, wanted });
  await seed(teamMembers, LEDGERS.team, TEAM_ROWS);
  await seed(storyPages, LEDGERS.story, STORY_ROWS);
  await seed(contentPages, LEDGERS.pages, PAGE_ROWS as unknown as Record<string, unknown>[]);
  await seed(tips, LEDGERS.tips, TIP_ROWS);
  await db.insert(sponsors).values(SPONSORS).onConflictDoNothing({ target: sponsors.slug });
  if (config.seedDemo) await seed(billboardItems, LEDGERS.billboard, billboardRows(now));
}
