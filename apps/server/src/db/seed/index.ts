import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedContent } from './content.js';
import { seedDirectory } from './directory.js';
import { seedCoupons } from './coupons.js';
import { seedDemoChat } from './demo-chat.js';
import { seedEvents } from './events.js';
import { seedEventLookups } from './event-lookups.js';
import { seedLegal } from './legal.js';
import { seedLocations } from './locations.js';
import { seedDemoListingTranslations } from './long-content/demo-listings-seed.js';
import { DEMO_LISTINGS, LONG_CONTENT } from './long-content/index.js';
import { seedLongContent } from './long-content/seed.js';
import { seedNotifications } from './notifications.js';
import { seedPackages } from './packages.js';
import { seedSite } from './site.js';
import { seedSiteTranslations } from './site-translations.js';
import { seedUsers } from './users.js';
import { seedWellBeing } from './well-being.js';

/** Idempotent seed run at every start: reference data always, demo content when enabled. */
export async function seedReferenceData(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await seedLocations(db);
  await seedSite(db);
  await seedUsers(db, config, log);
  if (config.seedDemo) await seedDemoChat(db);
  if (config.seedDemo) await seedNotifications(db);
  if (config.seedDemo) await seedEvents(db);
  await seedContent(db, config);
  await seedLegal(db);
  await seedCoupons(db, config);
  await seedWellBeing(db, { demo: config.seedDemo });
  await seedPackages(db);
  await seedDirectory(db, { demo: config.seedDemo });
  await seedEventLookups(db);
  await seedSiteTranslations(db);
  await seedLongContent(db, LONG_CONTENT, { demo: config.seedDemo });
  if (config.seedDemo) await seedDemoListingTranslations(db, DEMO_LISTINGS);
}
