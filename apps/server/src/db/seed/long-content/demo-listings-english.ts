import {
  BUSINESS_KINDS,
  HIRING_IN,
  HOW_TO_APPLY,
  JOB_TITLES,
  NOTES,
  ORGANIZATIONS,
  PROUDLY_SERVING,
} from '../directory-data.js';
import type { DemoListingTexts } from './demo-listings-types.js';

/** The English source of the demo listings' texts, as `directory.ts` writes them. */
export function englishDemoListingTexts(): DemoListingTexts {
  return {
    businesses: Object.fromEntries(
      BUSINESS_KINDS.map((k) => [k.kind, { keywords: k.keywords, description: k.description }]),
    ),
    proudlyServing: PROUDLY_SERVING,
    jobs: Object.fromEntries(
      JOB_TITLES.map((j) => [
        j.title,
        { title: j.title, education: j.education, skills: j.skills, description: j.description },
      ]),
    ),
    hiringIn: HIRING_IN,
    howToApply: [...HOW_TO_APPLY],
    organizations: Object.fromEntries(
      ORGANIZATIONS.map((o) => [o.name, { description: o.description, needs: o.needs, mission: o.mission }]),
    ),
    notes: [...NOTES],
  };
}
