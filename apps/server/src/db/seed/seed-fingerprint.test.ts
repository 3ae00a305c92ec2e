import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../client.js';
import { bundleHash, contentHash, seedFingerprint, seedUnlessDone } from './seed-fingerprint.js';

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

  it('changes when a text of content/ changes, so an edited text is seeded on the next start', () => {
    const content = mkdtempSync(path.join(tmpdir(), 'harbour-content-'));
    try {
      mkdirSync(path.join(content, 'fr', 'pages'), { recursive: true });
      writeFileSync(path.join(content, 'fr', 'story.json'), '{"review":"written","texts":{}}');
      writeFileSync(path.join(content, 'fr', 'pages', 'a.md'), '---\ntitle: A\nreview: written\n---\n');
      const first = contentHash(content);
      const base = seedFingerprint(config, monday, 'stamp-a', () => first);
      writeFileSync(path.join(content, 'fr', 'pages', 'a.md'), '---\ntitle: Á\nreview: written\n---\n');
      const edited = contentHash(content);
      expect(edited).not.toBe(first);
      expect(seedFingerprint(config, monday, 'stamp-a', () => edited)).not.toBe(base);
      expect(seedFingerprint(config, monday, 'stamp-a', () => first)).toBe(base);
      // the real folder is hashed by default
      expect(contentHash()).toMatch(/^[0-9a-f]{64}$/);
      expect(seedFingerprint(config, monday, 'stamp-a')).toBe(
        seedFingerprint(config, monday, 'stamp-a', () => contentHash()),
      );
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
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
