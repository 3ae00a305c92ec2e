import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from './client.js';
import { seedReferenceData } from './seed/index.js';
import { seedFingerprint, seedUnlessDone } from './seed/seed-fingerprint.js';

/**
 * What every start does before serving: migrations, then the idempotent seed unless this very build
 * already seeded this database today; one process at a time. True when the seed ran.
 * `stamp` stands for the compiled server's hash (tests); by default it is read from the bundle.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  opts: { now?: Date; stamp?: string | null } = {},
): Promise<boolean> {
  return database.exclusively(async () => {
    await database.migrate();
    return seedUnlessDone(database.db, seedFingerprint(config, opts.now ?? new Date(), opts.stamp), () =>
      seedReferenceData(database.db, config, log),
    );
  });
}
