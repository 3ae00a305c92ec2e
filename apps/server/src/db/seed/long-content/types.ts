import type { ReviewState } from '../content-files/schemas.js';
import type { TranslatedLang } from '../translations-data/types.js';

/**
 * The site's long texts (pages, story, team, tips, notices, sponsors, well-being) in one
 * language, keyed by natural keys, as read from `content/<lang>/` (`load.ts`). Names of people and
 * organisations, images and the pages' links are not in here: they come from the English seed.
 */
export interface LongContent {
  /** story_pages: storyId → texts */
  story: Record<number, { title: string; description: string }>;
  /** content_pages: slug → texts; `sections` has the English page's sections, in its order */
  pages: Record<string, { title: string; intro: string; sections: { heading: string; text: string }[] }>;
  /** team_members: positionIndex → texts (`profile` where the English member has one) */
  team: Record<number, { position: string; short: string; profile?: { title: string; description: string } }>;
  /** tips: month index 0–11 → that month's [title, text] pairs, in order */
  tips: [string, string][][];
  /** billboard_items (demo notices): slug → texts */
  billboard: Record<string, { title: string; content: string; message: string }>;
  /** sponsors: slug → description */
  sponsors: Record<string, string>;
  wellBeing: {
    /** well_being_categories: tag → texts */
    categories: Record<string, { name: string; description: string }>;
    /** the kinds of well-being services: every listing of a kind shares these texts */
    kinds: Record<string, WellBeingKindTexts>;
    /** "{city} and the surrounding area": the coverage of a listing; keeps `{city}` */
    coverage: string;
    /** well_being_articles: id → texts (HTML: keep the tags and the links' href) */
    articles: Record<number, { header: string; title: string; bannerText: string; text: string }>;
    /** well_being_pages: column (`banner_text`, `halifax_banner_text`) → HTML */
    pageTexts: Record<string, string>;
  };
  /** the review state of an item (part, natural key; tips: "month.position"); absent: written */
  review?: (part: LongContentPart, key: string) => ReviewState;
}

export type LongContentPart = 'story' | 'pages' | 'team' | 'tips' | 'billboard' | 'sponsors' | 'wellBeing';

export interface WellBeingKindTexts {
  description: string;
  workingHours: string;
  eligibility: string;
  fees: string;
  howToAccess: string;
  disabilitiesAccess: string;
  documentsRequired: string;
}

export type LongContentByLang = Partial<Record<TranslatedLang, LongContent>>;
