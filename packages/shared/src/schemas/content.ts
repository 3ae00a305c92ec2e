import { z } from 'zod';
import { emailSchema } from '../rules/email.js';
import { int32, pageNumber, safeText } from './primitives.js';

/** GET /api/web/bill-board-content → data: the notices of the home page billboard, newest first */
export const billboardItemSchema = z.object({
  title: z.string(),
  content: z.string(),
  message: z.string(),
  /** an in-app path such as /well-being, or null */
  dynamic_link: z.string().nullable(),
  /** an outside address, or null */
  link: z.string().nullable(),
  updated_at: z.string(),
});
export type BillboardItem = z.infer<typeof billboardItemSchema>;
export const billboardDataSchema = z.array(billboardItemSchema);

/** GET /api/web/team → data.members; GET /api/web/team/:index → data (404 team.not_found) */
export const teamMemberSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  position: z.string(),
  short_description: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamDataSchema = z.object({ members: z.array(teamMemberSchema) });
export const teamParamsSchema = z.object({
  index: int32({ min: 0, max: 1000 }),
});

/** GET /api/web/our-story → data.stories; GET /api/web/our-story/:id → data (404 story.not_found) */
export const storyPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type StoryPage = z.infer<typeof storyPageSchema>;
export const storyListSchema = z.object({ stories: z.array(storyPageSchema) });
export const storyParamsSchema = z.object({
  id: int32({ min: 1, max: 1000 }),
});

/** GET /api/web/posts?type=<slug> → data: a content page (principles-and-values, school-food, tips-of-the-day…) */
export const postsQuerySchema = z.object({
  type: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(60, 'invalid_input')
    .regex(/^[a-z0-9-]+$/, 'invalid_input'),
});
export const contentSectionSchema = z.object({
  heading: z.string(),
  text: z.string(),
  link: z.string().nullable(),
});
export const contentPageSchema = z.object({
  slug: z.string(),
  language: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(contentSectionSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/web/nutoc-listing?year&month&pageNumber&offset: tips of the day, `offset` per page, pages from 1 */
export const TIPS_YEAR = 2021;
export const TIPS_MAX_PAGE_SIZE = 50;
export const tipsQuerySchema = z.object({
  year: int32({ min: 2000, max: 2100 }).default(TIPS_YEAR),
  month: int32({ min: 1, max: 12 }),
  pageNumber: pageNumber('invalid_input', 10_000),
  offset: int32({ min: 1, max: TIPS_MAX_PAGE_SIZE }).default(12),
});
export const tipSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;
export const tipsDataSchema = z.object({ tips: z.array(tipSchema), count: z.number().int() });
export type TipsData = z.infer<typeof tipsDataSchema>;

/** GET /api/web/sponsors → data.sponsors; `feature` names the flag that shows the logo (null: always) */
export const sponsorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  feature: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
export const sponsorListSchema = z.object({ sponsors: z.array(sponsorSchema) });

const text = (max: number) =>
  safeText('fill_required_fields').trim().min(1, 'fill_required_fields').max(max, 'field_too_long');

/** POST /api/web/contact: first name, e-mail and message required; last name optional (the larger form asks for it). */
export const contactBodySchema = z.object({
  email: emailSchema,
  firstName: text(80).refine((v) => !/[\r\n]/.test(v), 'invalid_input'),
  lastName: safeText()
    .trim()
    .max(80, 'field_too_long')
    .refine((v) => !/[\r\n]/.test(v), 'invalid_input')
    .optional()
    .default(''),
  message: text(5000),
});
export type ContactBody = z.input<typeof contactBodySchema>;
