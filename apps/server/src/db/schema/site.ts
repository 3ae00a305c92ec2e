import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Site-wide values read by the web app (GET /api/web/settings), e.g. org_address in contact_us. */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    settingType: text('setting_type').notNull(),
    category: text('category').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('settings_type_category').on(t.settingType, t.category)],
);

/** Feature flags of GET /api/getVersion: on for a user when enabled and states is empty or has theirs. */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  states: integer('states')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

/** Small key/value facts about the deployment, e.g. lang_version. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Generated secrets every process must share (captcha HMAC key, VAPID keys…). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
