import type { ReviewState } from '../content-files/schemas.js';

/**
 * The texts of the demo directory's listings (services, jobs, volunteer organisations), in one
 * language, keyed by the English building blocks of `directory-data.ts`. They are stored as the
 * translation worker would store them (origin machine, not reviewed), so the demo shows what a
 * reader meets once a provider has translated a listing.
 */
export interface DemoListingTexts {
  /** BUSINESS_KINDS: kind → search keywords (space-separated words) and description */
  businesses: Record<string, { keywords: string; description: string }>;
  /** appended to a business's description; keeps `{city}` */
  proudlyServing: string;
  /** JOB_TITLES: English title → texts */
  jobs: Record<string, { title: string; education: string; skills: string; description: string }>;
  /** appended to a job's description; keeps `{company}` and `{city}` */
  hiringIn: string;
  /** HOW_TO_APPLY, in order */
  howToApply: string[];
  /** ORGANIZATIONS: English name → texts */
  organizations: Record<string, { description: string; needs: string; mission: string }>;
  /** NOTES, in order */
  notes: string[];
  /** the review state of a part's texts (key: businesses, jobs…); absent: machine */
  review?: (key: string) => ReviewState;
}
