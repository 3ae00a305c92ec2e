import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { Db } from '../client.js';
import { contentPages } from '../schema/index.js';
import { LEDGERS } from './content.js';
import type { ReviewState } from './content-files/schemas.js';
import { seedPageTranslations } from './content-translations.js';
import { orderedPages } from './long-content/load.js';
import { seedTableRows } from './seed-rows.js';

/** A legal page of one language; section text: paragraphs split by a blank line, "- " starts a list item. */
export interface LegalPage {
  slug: string;
  language: string;
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
  review?: ReviewState;
}

/** The legal pages served by GET /api/web/posts?type=<slug>: `content/<lang>/pages/<slug>.md`. */
export const LEGAL_PAGES: LegalPage[] = LANGUAGE_TAGS.flatMap((lang) => orderedPages(lang, true));

/**
 * Reference data, always seeded: the English page in content_pages, the other languages in
 * text_translations. A corrected legal text reaches every deployment on its next start, unless an admin
 * changed that text (`seed-rows.ts`); an English page seeded before the seed kept a ledger was always
 * overwritten, so it counts as the seed's.
 */
export async function seedLegal(db: Db, pages: LegalPage[] = LEGAL_PAGES): Promise<void> {
  const [ledger, key] = LEDGERS.pages;
  await seedTableRows(db, contentPages, {
    ledger,
    key,
    wanted: pages
      .filter((p) => p.language === 'en')
      .map((p): Record<string, unknown> => ({
        slug: p.slug,
        title: p.title,
        intro: p.intro,
        sections: p.sections,
      })),
    trustUnrecorded: true,
  });
  await seedPageTranslations(
    db,
    pages.map((p) => ({ ...p, lang: p.language, state: p.review ?? 'written' })),
  );
}
