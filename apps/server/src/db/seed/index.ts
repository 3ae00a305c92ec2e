import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedLocations } from './locations.js';

/** Idempotent seed run at every start: reference data always, demo content when enabled. */
export async function seedReferenceData(db: Db, _config: Config): Promise<void> {
  await seedLocations(db);
}
