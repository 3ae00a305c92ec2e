import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { serverRoot } from '../../lib/server-root.js';
import type { Db } from '../client.js';
import { appMeta } from '../schema/index.js';
import { CONTENT_DIR, contentFiles } from './content-files/load.js';

const KEY = 'seed_fingerprint';

/**
 * A hash of the compiled server's files (the .js files beside this module once bundled), or null when
 * this code runs from the TypeScript sources (tsx, Vitest). The seed's code is in there (its texts are
 * not: see `contentHash`); no stamp file is needed, so a build made any way (npm run build, build-if-changed, a copy) is recognised.
 */
export function bundleHash(moduleFile = fileURLToPath(import.meta.url)): string | null {
  if (!moduleFile.endsWith('.js')) return null;
  const dir = path.dirname(moduleFile);
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.js'))
    .sort()) {
    hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex');
}

/** A hash of the site's texts (`content/`, read at start, not bundled): names and bytes of every file. */
export function contentHash(dir = CONTENT_DIR): string {
  const hash = createHash('sha256');
  for (const file of contentFiles(dir))
    hash.update(`${path.relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * What the idempotent seed writes depends on the code, the texts of `content/`, the migrations, the
 * settings it reads and the day (the demo's dates are relative to today). Null: unknown code, so the
 * seed must run.
 */
export function seedFingerprint(
  config: Pick<Config, 'seedDemo' | 'adminEmail'>,
  now: Date,
  stamp: string | null = bundleHash(),
  content: () => string = contentHash,
): string | null {
  if (!stamp) return null;
  const journal = readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'));
  return createHash('sha256')
    .update(stamp)
    .update(content())
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
 * same day skips the seeding (seconds on PGlite). The fingerprint is recorded only after a seed that finished.
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
