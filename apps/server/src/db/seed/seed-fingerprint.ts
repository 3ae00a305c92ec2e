import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { serverRoot } from '../../lib/server-root.js';
import type { Db } from '../client.js';
import { appMeta } from '../schema/index.js';

const KEY = 'seed_fingerprint';

/**
 * The stamp of the compiled server (a hash of its sources, written by scripts/build-if-changed.js),
 * or null when this code runs from the TypeScript sources (tsx, Vitest): the bundle is the only
 * module whose own file is dist/main.js.
 */
function buildStamp(): string | null {
  const dist = path.join(serverRoot, 'dist');
  if (fileURLToPath(import.meta.url) !== path.join(dist, 'main.js')) return null;
  const file = path.join(dist, '.build-stamp');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * What the idempotent seed writes depends on the code, the migrations, the settings it reads and the
 * day (the demo's dates are relative to today). Null: unknown code, so the seed must run.
 */
export function seedFingerprint(
  config: Pick<Config, 'seedDemo' | 'adminEmail'>,
  now: Date,
  stamp: string | null = buildStamp(),
): string | null {
  if (!stamp) return null;
  const journal = readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'));
  return createHash('sha256')
    .update(stamp)
    .update(journal)
    .update(
      JSON.stringify([
        config.seedDemo,
        config.adminEmail.trim().toLowerCase(),
        now.toISOString().slice(0, 10),
      ]),
    )
    .digest('hex');
}

/**
 * Runs the seed unless the last run had this very fingerprint: a restart of the same build on the
 * same day skips ~3 s of seeding. The fingerprint is recorded only after a seed that finished.
 */
export async function seedUnlessDone(
  db: Db,
  fingerprint: string | null,
  seed: () => Promise<void>,
): Promise<boolean> {
  if (fingerprint) {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
    if (row?.value === fingerprint) return false;
  }
  await seed();
  if (fingerprint) {
    await db
      .insert(appMeta)
      .values({ key: KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint } });
  }
  return true;
}
