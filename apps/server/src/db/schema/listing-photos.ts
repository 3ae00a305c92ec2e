import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Photos of the organisations' listings (business, event, volunteer), re-encoded by the server.
 * `id` is what the image deletion calls of the listings API contract take; position 0 is the main photo. The
 * listing tables keep a read copy (businesses.photos, events.image, volunteer_organizations.image).
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    /** business | event | volunteer */
    kind: text('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    /** 854×480 WebP */
    url: text('url').notNull(),
    /** 427×240 WebP */
    urlSmall: text('url_small').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_photos_listing_idx').on(t.kind, t.listingId, t.position)],
);

/** A week-before-the-end mail sent for one listing period: the primary key makes it once. */
export const listingExpiryNotices = pgTable(
  'listing_expiry_notices',
  {
    kind: text('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.listingId, t.endDate] })],
);
