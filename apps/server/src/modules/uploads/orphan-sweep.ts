import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import type { Storage } from '../../providers/storage/index.js';
import { referencedUploads } from './uploads.repository.js';

/** The folders Harbour itself writes uploads to (listing photos, profile pictures, NuPOST notices' pictures): only these are swept. */
export const SWEPT_PREFIXES = ['listings/', 'profile/', 'nupost/'] as const;

const HOUR_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 6 * HOUR_MS;

/**
 * How old an unreferenced file must be before it is removed. A registration or a profile picture
 * writes its files once the whole request has arrived (within REQUEST_TIMEOUT_MS), then commits the
 * row that names them after the picture queue and its transaction: seconds, but with no hard bound
 * under load. Twice the request timeout covers the upload; the hour covers any wait after it, so a
 * file whose row is still on its way is never taken for an orphan.
 */
export const orphanMinAgeMs = (requestTimeoutMs: number) => Math.max(HOUR_MS, 2 * requestTimeoutMs);

export interface SweepDeps {
  db: Db;
  storage: Storage;
  log: { info(obj: object, msg: string): void };
}

/**
 * Removes the files under SWEPT_PREFIXES that are older than `minAgeMs` and that no row names (left
 * by a process killed between storing a registration's photos and its commit, or between a photo's
 * deletion and its files'). The old files are listed before the rows are read, so a row committed
 * meanwhile still keeps its files. A storage that cannot list its files is skipped, with a log line.
 */
export async function sweepOrphanUploads(
  deps: SweepDeps,
  minAgeMs: number,
  now = Date.now(),
): Promise<{ removed: number; bytes: number } | null> {
  const { storage } = deps;
  if (!storage.list) {
    deps.log.info({ task: 'upload sweep' }, 'orphan upload sweep skipped: the storage cannot list its files');
    return null;
  }
  const old: { urlPath: string; size: number }[] = [];
  for (const prefix of SWEPT_PREFIXES) {
    for await (const file of storage.list(prefix)) {
      if (file.modifiedAt.getTime() < now - minAgeMs) old.push(file);
    }
  }
  if (old.length === 0) return { removed: 0, bytes: 0 };
  const referenced = await referencedUploads(deps.db);
  let removed = 0;
  let bytes = 0;
  for (const file of old) {
    if (referenced.has(file.urlPath)) continue;
    await storage.remove(file.urlPath);
    removed++;
    bytes += file.size;
  }
  if (removed > 0) deps.log.info({ removed, bytes }, 'orphan uploads removed');
  return { removed, bytes };
}

/**
 * Sweeps soon after the start, then every 6 hours (not in tests, which call the sweep themselves).
 * Registered after the background plugin, so its timer stops before the background work drains.
 */
export const orphanSweepPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.env === 'test') return;
  let handle: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    const minAgeMs = orphanMinAgeMs(app.config.http.requestTimeoutMs);
    const deps = { db: app.db, storage: app.storage, log: app.log };
    handle = schedulePeriodic(
      'orphan upload sweep',
      () => sweepOrphanUploads(deps, minAgeMs),
      app.log,
      SWEEP_INTERVAL_MS,
    );
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
});
