import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contentPages } from '../schema/index.js';
import { TERMS_EN } from './legal-data/en-terms.js';
import { PRIVACY_EN } from './legal-data/en-privacy.js';
import { NUPOST_EN } from './legal-data/en-nupost.js';
import { CONSENT_EN } from './legal-data/en-consent.js';
import { TERMS_FR } from './legal-data/fr-terms.js';
import { PRIVACY_FR } from './legal-data/fr-privacy.js';
import { NUPOST_FR } from './legal-data/fr-nupost.js';
import { CONSENT_FR } from './legal-data/fr-consent.js';
import { TERMS_AR } from './legal-data/ar-terms.js';
import { PRIVACY_AR } from './legal-data/ar-privacy.js';
import { NUPOST_AR } from './legal-data/ar-nupost.js';
import { CONSENT_AR } from './legal-data/ar-consent.js';
import { TERMS_FA } from './legal-data/fa-terms.js';
import { PRIVACY_FA } from './legal-data/fa-privacy.js';
import { NUPOST_FA } from './legal-data/fa-nupost.js';
import { CONSENT_FA } from './legal-data/fa-consent.js';
import { TERMS_ES } from './legal-data/es-terms.js';
import { PRIVACY_ES } from './legal-data/es-privacy.js';
import { NUPOST_ES } from './legal-data/es-nupost.js';
import { CONSENT_ES } from './legal-data/es-consent.js';
import { TERMS_TL } from './legal-data/tl-terms.js';
import { PRIVACY_TL } from './legal-data/tl-privacy.js';
import { NUPOST_TL } from './legal-data/tl-nupost.js';
import { CONSENT_TL } from './legal-data/tl-consent.js';
import { TERMS_ZH } from './legal-data/zh-terms.js';
import { PRIVACY_ZH } from './legal-data/zh-privacy.js';
import { NUPOST_ZH } from './legal-data/zh-nupost.js';
import { CONSENT_ZH } from './legal-data/zh-consent.js';
import { TERMS_HI } from './legal-data/hi-terms.js';
import { PRIVACY_HI } from './legal-data/hi-privacy.js';
import { NUPOST_HI } from './legal-data/hi-nupost.js';
import { CONSENT_HI } from './legal-data/hi-consent.js';
import { TERMS_VI } from './legal-data/vi-terms.js';
import { PRIVACY_VI } from './legal-data/vi-privacy.js';
import { NUPOST_VI } from './legal-data/vi-nupost.js';
import { CONSENT_VI } from './legal-data/vi-consent.js';
import { TERMS_RU } from './legal-data/ru-terms.js';
import { PRIVACY_RU } from './legal-data/ru-privacy.js';
import { NUPOST_RU } from './legal-data/ru-nupost.js';
import { CONSENT_RU } from './legal-data/ru-consent.js';
import { TERMS_SO } from './legal-data/so-terms.js';
import { PRIVACY_SO } from './legal-data/so-privacy.js';
import { NUPOST_SO } from './legal-data/so-nupost.js';
import { CONSENT_SO } from './legal-data/so-consent.js';
import { TERMS_PT } from './legal-data/pt-terms.js';
import { PRIVACY_PT } from './legal-data/pt-privacy.js';
import { NUPOST_PT } from './legal-data/pt-nupost.js';
import { CONSENT_PT } from './legal-data/pt-consent.js';
import { TERMS_UK } from './legal-data/uk-terms.js';
import { PRIVACY_UK } from './legal-data/uk-privacy.js';
import { NUPOST_UK } from './legal-data/uk-nupost.js';
import { CONSENT_UK } from './legal-data/uk-consent.js';
import type { LegalPage } from './legal-data/types.js';

/** The legal pages served by GET /api/web/posts?type=<slug>, in all 13 languages (en and fr are the originals). */
export const LEGAL_PAGES: LegalPage[] = [
  TERMS_EN,
  PRIVACY_EN,
  NUPOST_EN,
  CONSENT_EN,
  TERMS_FR,
  PRIVACY_FR,
  NUPOST_FR,
  CONSENT_FR,
  TERMS_AR,
  PRIVACY_AR,
  NUPOST_AR,
  CONSENT_AR,
  TERMS_FA,
  PRIVACY_FA,
  NUPOST_FA,
  CONSENT_FA,
  TERMS_ES,
  PRIVACY_ES,
  NUPOST_ES,
  CONSENT_ES,
  TERMS_TL,
  PRIVACY_TL,
  NUPOST_TL,
  CONSENT_TL,
  TERMS_ZH,
  PRIVACY_ZH,
  NUPOST_ZH,
  CONSENT_ZH,
  TERMS_HI,
  PRIVACY_HI,
  NUPOST_HI,
  CONSENT_HI,
  TERMS_VI,
  PRIVACY_VI,
  NUPOST_VI,
  CONSENT_VI,
  TERMS_RU,
  PRIVACY_RU,
  NUPOST_RU,
  CONSENT_RU,
  TERMS_SO,
  PRIVACY_SO,
  NUPOST_SO,
  CONSENT_SO,
  TERMS_PT,
  PRIVACY_PT,
  NUPOST_PT,
  CONSENT_PT,
  TERMS_UK,
  PRIVACY_UK,
  NUPOST_UK,
  CONSENT_UK,
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
