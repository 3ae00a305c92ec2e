import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentPages } from '../schema/index.js';
import { CONSENT_EN } from './legal-data/en-consent.js';
import { CONSENT_FR } from './legal-data/fr-consent.js';
import { NUPOST_FR } from './legal-data/fr-nupost.js';
import { PRIVACY_FR } from './legal-data/fr-privacy.js';
import { TERMS_FR } from './legal-data/fr-terms.js';
import { NUPOST_EN } from './legal-data/en-nupost.js';
import { PRIVACY_EN } from './legal-data/en-privacy.js';
import { TERMS_EN } from './legal-data/en-terms.js';
import type { LegalPage } from './legal-data/types.js';

/** The legal pages served by GET /api/web/posts?type=<slug>: en and fr; the other languages fall back to en. */
export const LEGAL_PAGES: LegalPage[] = [
  TERMS_EN,
  PRIVACY_EN,
  NUPOST_EN,
  CONSENT_EN,
  TERMS_FR,
  PRIVACY_FR,
  NUPOST_FR,
  CONSENT_FR,
];

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
