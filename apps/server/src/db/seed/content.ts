import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { billboardItems, contentPages, sponsors, storyPages, teamMembers, tips } from '../schema/index.js';
import { PAGE_ROWS, STORY_ROWS } from './content-data/pages.js';
import { TEAM_ROWS } from './content-data/team.js';
import { TIP_ROWS } from './content-data/tips.js';

/** Sponsors of /sponsors; a logo shows only when its feature flag is on for the user's province. */
export const SPONSORS = [
  {
    slug: 'gov-pei',
    name: 'Government of Prince Edward Island',
    descriptionEn: 'Supports newcomer settlement and the Harbour platform on the Island.',
    website: 'https://www.princeedwardisland.ca',
    feature: 'gov_pei',
  },
  {
    slug: 'town-of-cornwall',
    name: 'Town of Cornwall',
    descriptionEn: 'Welcomes new residents with local services and community events.',
    website: 'https://cornwallpe.ca',
    feature: 'gov_cornwall',
  },
  {
    slug: 'town-of-stratford',
    name: 'Town of Stratford',
    descriptionEn: 'Partners with Harbour to help newcomer families settle in Stratford.',
    website: 'https://www.townofstratford.ca',
    feature: 'gov_stratford',
  },
  {
    slug: 'irsa',
    name: 'IRSA – Immigrant & Refugee Services Association',
    descriptionEn: 'Settlement, language and employment services for newcomers.',
    website: 'https://irsa.pe.ca',
    feature: 'irsa',
  },
  {
    slug: 'upei',
    name: 'University of Prince Edward Island',
    descriptionEn: 'Research partner and home of many international students.',
    website: 'https://www.upei.ca',
    feature: 'upei',
  },
  {
    slug: 'medavie-blue-cross',
    name: 'Medavie Blue Cross',
    descriptionEn: 'Supports the well-being pages that help newcomers find care.',
    website: 'https://www.medaviebc.ca',
    feature: 'medavie',
  },
].map((s, i) => ({ ...s, sortOrder: i + 1 }));

/** Demo billboard notices (dates relative to the seeding day). */
export function billboardRows(now: Date) {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  return [
    {
      slug: 'welcome-week',
      language: 'en',
      title: 'Newcomer welcome week',
      content: 'Free information sessions, a community supper and a city tour, every evening next week.',
      message: 'Everyone is welcome. Bring your family!',
      dynamicLink: '/displayevents',
      link: null,
      updatedAt: daysAgo(1),
    },
    {
      slug: 'flu-clinics',
      language: 'en',
      title: 'Free flu shots',
      content:
        'Pharmacies and public health clinics offer free flu shots to everyone with or without a health card.',
      message: 'Ask your pharmacist.',
      dynamicLink: '/well-being',
      link: null,
      updatedAt: daysAgo(4),
    },
    {
      slug: 'tax-clinics',
      language: 'en',
      title: 'Free tax clinics',
      content: 'Volunteers help newcomers file simple tax returns for free, so you receive your benefits.',
      message: '',
      dynamicLink: null,
      link: 'https://www.canada.ca/en/revenue-agency/services/tax/individuals/community-volunteer-income-tax-program.html',
      updatedAt: daysAgo(9),
    },
  ];
}

/** Idempotent (natural keys). Site content always; the billboard's notices only with demo content. */
export async function seedContent(db: Db, config: Pick<Config, 'seedDemo'>, now = new Date()): Promise<void> {
  await db.insert(teamMembers).values(TEAM_ROWS).onConflictDoNothing();
  await db.insert(storyPages).values(STORY_ROWS).onConflictDoNothing();
  await db.insert(contentPages).values(PAGE_ROWS).onConflictDoNothing();
  await db.insert(tips).values(TIP_ROWS).onConflictDoNothing();
  await db.insert(sponsors).values(SPONSORS).onConflictDoNothing({ target: sponsors.slug });
  if (config.seedDemo) await db.insert(billboardItems).values(billboardRows(now)).onConflictDoNothing();
}
