import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedLocations } from './locations.js';
import { seedSite } from './site.js';
import { seedUsers } from './users.js';

/** Idempotent seed run at every start: reference data always, demo content when enabled. */
export async function seedReferenceData(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await seedLocations(db);
  await seedSite(db);
  await seedUsers(db, config, log);
}
