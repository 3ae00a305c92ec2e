import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { Db } from '../client.js';
import { contentPages } from '../schema/index.js';
import { LEDGERS } from './content.js';
import { orderedPages } from './long-content/load.js';
import { seedTableRows } from './seed-rows.js';

/** A legal page of one language; section text: paragraphs split by a blank line, "- " starts a list item. */
export interface LegalPage {
  slug: string;
  language: string;
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
  reviewed?: boolean;
}

/** The legal pages served by GET /api/web/posts?type=<slug>: `content/<lang>/pages/<slug>.md`. */
export const LEGAL_PAGES: LegalPage[] = LANGUAGE_TAGS.flatMap((lang) =>
  orderedPages(lang, true).map(({ review, ...p }) => ({ ...p, reviewed: review === 'reviewed' })),
);

/**
 * Reference data, always seeded. A corrected legal text reaches every deployment on its next start,
 * unless an admin changed that page (`seed-rows.ts`); a page seeded before the seed kept a ledger was
 * always overwritten, so it counts as the seed's.
 */
export async function seedLegal(db: Db, pages: LegalPage[] = LEGAL_PAGES): Promise<void> {
  const [ledger, key] = LEDGERS.pages;
  await seedTableRows(db, contentPages, {
    ledger,
    key,
    wanted: pages as unknown as Record<string, unknown>[],
    trustUnrecorded: true,
  });
}
