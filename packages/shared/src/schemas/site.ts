import { z } from 'zod';
import { int32, safeText } from './primitives.js';

/** GET /api/getVersion (second back end) → data */
export const featureSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  states: z.array(z.number().int()),
});
export const versionDataSchema = z.object({
  lang_version: z.string(),
  feature_list: z.array(featureSchema),
});
export type VersionData = z.infer<typeof versionDataSchema>;

/** GET /api/web/settings?settingType&category → data.value */
export const settingsQuerySchema = z.object({
  settingType: safeText().min(1).max(60),
  category: safeText().min(1).max(60),
});
export const settingDataSchema = z.object({ value: z.string() });

/** GET /api/web/client-config: what the browser needs to know about this deployment */
export const clientConfigSchema = z.object({
  captchaEnabled: z.boolean(),
  chatSiteUrl: z.string(),
  mapTileUrl: z.string(),
  /** false: no card payment provider (production without Stripe or PAYMENTS_SANDBOX); e-transfer, cheque
   * and invitation keys still work */
  cardPayments: z.boolean(),
  /** false: WEATHER_PROVIDER=none, every weather call would answer `weather.unavailable`; the web asks none */
  weatherAvailable: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** POST /api/analytics/screen-view */
export const screenViewBodySchema = z.object({
  path: safeText().min(1).max(300),
  language: safeText().max(5).optional(),
  referrer: safeText().max(300).optional(),
});

/** GET /api/altcha/challenge: an ALTCHA (PoW v2) challenge, sent as is (no envelope) for the widget */
export const altchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** GET /api/admin/analytics?days → data: screen views per path, most viewed first */
export const analyticsQuerySchema = z.object({
  days: int32({ min: 1, max: 365 }).default(30),
});
export const analyticsDataSchema = z.object({
  since: z.string(),
  total: z.number().int(),
  paths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;

/** GET /api/admin/outbox?to&limit → data: the newest mails first (e2e tests read links from `text`) */
export const outboxQuerySchema = z.object({
  to: safeText().trim().max(320).optional(),
  limit: int32({ min: 1, max: 200 }).default(50),
});
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'logged']),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxDataSchema = z.object({ mails: z.array(outboxMailSchema) });
