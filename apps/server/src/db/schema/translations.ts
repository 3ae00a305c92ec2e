import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One translated text of one field of one item, in one language (issue 10). Serves both the
 * site's own content that has no per-language table (cities, categories, job types, plans, events,
 * notices, coupons: origin `site`) and what organisations write (origin `machine` when a provider
 * translated it, `owner` when the owner wrote that language). The original stays in the item's own
 * table; readers overlay the caller's language per item and fall back to the original.
 */
export const textTranslations = pgTable(
  'text_translations',
  {
    /** service | job | volunteer | event | notification | coupon | city | business_category | … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** the column it translates, e.g. name, description */
    field: text('field').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    /** site | machine | owner */
    origin: text('origin').notNull(),
    /** false until a native reader checked it; machine and unreviewed site texts say so */
    reviewed: boolean('reviewed').notNull().default(false),
    /** sha-256 of the original text it was made from: a different hash means stale */
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.field, t.lang] }),
    index('text_translations_lang_idx').on(t.entity, t.lang),
  ],
);

/** What a provider answered for a text and a target language: nothing is translated twice. */
export const translationCache = pgTable(
  'translation_cache',
  {
    /** sha-256 of `${sourceLang}\n${text}` */
    sourceHash: text('source_hash').notNull(),
    targetLang: text('target_lang').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLang] })],
);

/**
 * Items waiting to be machine translated. A row survives restarts; every process's worker claims
 * rows with `FOR UPDATE SKIP LOCKED`, so each is done once whatever the number of processes.
 */
export const translationQueue = pgTable(
  'translation_queue',
  {
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId] }),
    index('translation_queue_due_idx').on(t.notBefore),
  ],
);
