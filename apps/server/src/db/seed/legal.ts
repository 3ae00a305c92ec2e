import { LANGUAGE_TAGS } from '@harbour/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentPages } from '../schema/index.js';
import { orderedPages } from './long-content/load.js';

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
 * Reference data, always seeded. Unlike other content, an existing row is overwritten, so a
 * corrected legal text reaches every deployment on its next start.
 */
export async function seedLegal(db: Db, pages: LegalPage[] = LEGAL_PAGES): Promise<void> {
  await db
    .insert(contentPages)
    .values(pages)
    .onConflictDoUpdate({
      target: [contentPages.slug, contentPages.language],
      set: {
        title: sql`excluded.title`,
        intro: sql`excluded.intro`,
        sections: sql`excluded.sections`,
        updatedAt: sql`now()`,
      },
    });
}
