import { z } from 'zod';

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
  settingType: z.string().min(1).max(60),
  category: z.string().min(1).max(60),
});
export const settingDataSchema = z.object({ value: z.string() });

/** GET /api/web/client-config: what the browser needs to know about this deployment */
export const clientConfigSchema = z.object({
  captchaEnabled: z.boolean(),
  chatSiteUrl: z.string(),
  mapTileUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** POST /api/analytics/screen-view */
export const screenViewBodySchema = z.object({
  path: z.string().min(1).max(300),
  language: z.string().max(5).optional(),
  referrer: z.string().max(300).optional(),
});
