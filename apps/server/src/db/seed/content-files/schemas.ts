import { z } from 'zod';

/** How far a text has come; a text absent from a language's files is missing (read in English). */
export const REVIEW_STATES = ['machine', 'written', 'reviewed'] as const;
export const reviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof reviewState>;

const text = z.string();
const filled = z.string().min(1);

/** A JSON content file: the review state of its texts, per-item exceptions, and the texts. */
export const contentFile = <T extends z.ZodType>(texts: T) =>
  z.strictObject({
    review: reviewState,
    /** item key (as in `texts`; tips: "month.position") → its state when not the file's */
    states: z.record(z.string(), reviewState).optional(),
    texts,
  });

export const storyTexts = z.record(
  z.string().regex(/^\d+$/),
  z.strictObject({ title: filled, description: filled }),
);

export const teamTexts = z.record(
  z.string().regex(/^\d+$/),
  z.strictObject({
    position: filled,
    short: filled,
    profile: z.strictObject({ title: filled, description: filled }).optional(),
  }),
);

/** month 1–12 in order, each the month's [title, text] pairs in order */
export const tipTexts = z.array(z.array(z.tuple([filled, filled]))).length(12);

export const billboardTexts = z.record(
  z.string(),
  z.strictObject({ title: filled, content: filled, message: text }),
);

export const sponsorTexts = z.record(z.string(), filled);

const kindTexts = z.strictObject({
  description: filled,
  workingHours: filled,
  eligibility: filled,
  fees: filled,
  howToAccess: filled,
  disabilitiesAccess: filled,
  documentsRequired: filled,
});

export const wellBeingTexts = z.strictObject({
  categories: z.record(z.string(), z.strictObject({ name: filled, description: text })),
  kinds: z.record(z.string(), kindTexts),
  coverage: z.string().includes('{city}'),
  articles: z.record(
    z.string().regex(/^\d+$/),
    z.strictObject({ header: filled, title: filled, bannerText: text, text: text }),
  ),
  pageTexts: z.record(z.string(), filled),
});

/** entity → natural key → field → text (site.json: reference data, demo.json: demo notices…) */
export const siteTexts = z.record(z.string(), z.record(z.string(), z.record(z.string(), text)));

export const listingTexts = z.strictObject({
  businesses: z.record(z.string(), z.strictObject({ keywords: filled, description: filled })),
  proudlyServing: z.string().includes('{city}'),
  jobs: z.record(
    z.string(),
    z.strictObject({ title: filled, education: filled, skills: filled, description: filled }),
  ),
  hiringIn: z.string().includes('{city}'),
  howToApply: z.array(filled),
  organizations: z.record(
    z.string(),
    z.strictObject({ description: filled, needs: filled, mission: filled }),
  ),
  notes: z.array(filled),
});

/** A page's front matter. */
export const pageMeta = z.strictObject({ title: filled, review: reviewState });
