import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../client.js';
import { bundleHash, seedFingerprint, seedUnlessDone } from './seed-fingerprint.js';

const config = { seedDemo: true, adminEmail: 'admin@harbour.local' };
const monday = new Date('2026-11-23T12:00:00Z');

describe('seed fingerprint', () => {
  it('is null from the sources, so tests and `npm run dev` always seed', () => {
    expect(seedFingerprint(config, monday)).toBeNull();
  });

  it('changes with the build, the settings the seed reads and the day, not the hour', () => {
    const base = seedFingerprint(config, monday, 'stamp-a');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint(config, new Date('2026-11-23T23:59:00Z'), 'stamp-a')).toBe(base);
    expect(seedFingerprint(config, monday, 'stamp-b')).not.toBe(base);
    expect(seedFingerprint({ ...config, seedDemo: false }, monday, 'stamp-a')).not.toBe(base);
    expect(seedFingerprint({ ...config, adminEmail: 'boss@harbour.local' }, monday, 'stamp-a')).not.toBe(
      base,
    );
    expect(seedFingerprint(config, new Date('2026-11-24T00:01:00Z'), 'stamp-a')).not.toBe(base);
  });

  it('skips a seed that already ran with the same fingerprint, and records one only after success', async () => {
    const database = createDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await database.migrate();
      let runs = 0;
      const seed = async () => {
        runs++;
      };
      expect(await seedUnlessDone(database.db, 'f1', seed)).toBe(true);
      expect(await seedUnlessDone(database.db, 'f1', seed)).toBe(false);
      expect(await seedUnlessDone(database.db, 'f2', seed)).toBe(true);
      expect(await seedUnlessDone(database.db, null, seed)).toBe(true);
      expect(runs).toBe(3);

      const failing = async () => {
        throw new Error('seed failed');
      };
      await expect(seedUnlessDone(database.db, 'f3', failing)).rejects.toThrow('seed failed');
      expect(await seedUnlessDone(database.db, 'f3', seed)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('bundle hash', () => {
  it('is null from the sources, and changes with any file of the build', () => {
    expect(bundleHash('/repo/apps/server/src/db/seed/seed-fingerprint.ts')).toBeNull();
    const dist = mkdtempSync(path.join(tmpdir(), 'harbour-dist-'));
    try {
      const main = path.join(dist, 'main.js');
      writeFileSync(main, 'export const legal = "v1";');
      writeFileSync(path.join(dist, 'main.js.map'), '{}');
      const first = bundleHash(main);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(path.join(dist, 'main.js.map'), '{"changed":true}');
      expect(bundleHash(main)).toBe(first);
      writeFileSync(main, 'export const legal = "v2";');
      const second = bundleHash(main);
      expect(second).not.toBe(first);
      writeFileSync(path.join(dist, 'chunk-a.js'), 'export const packages = [];');
      expect(bundleHash(main)).not.toBe(second);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
