// node --test scripts/build-if-changed.test.js (part of npm run test:unit)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { buildIfChanged, computeStamp } from './build-if-changed.js';

/** @type {string} */
let root;
/** @type {import('./build-if-changed.js').Target} */
const target = {
  name: 'app',
  inputs: ['app/src', 'shared.txt'],
  outDir: 'app/dist',
  entry: 'main.js',
  command: ['build', 'app'],
};
/** @param {string} rel @param {string} content */
const write = (rel, content) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), content);
};
/** A fake build that writes the output, counting its runs. */
const builds = () => {
  const runs = { count: 0 };
  const run = () => {
    runs.count += 1;
    write('app/dist/main.js', 'built');
  };
  return { runs, build: (force = false) => buildIfChanged(root, [target], { run, force }) };
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-if-changed-'));
  write('app/src/main.ts', 'one');
  write('app/src/lib/util.ts', 'util');
  write('shared.txt', 'shared');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('builds the first time, then skips while nothing changed', () => {
  const { runs, build } = builds();
  assert.deepEqual(build(), ['app']);
  assert.deepEqual(build(), []);
  assert.equal(runs.count, 1);
});

test('rebuilds when an input file changes, is added or is removed', () => {
  const { runs, build } = builds();
  build();
  write('app/src/lib/util.ts', 'util changed');
  assert.deepEqual(build(), ['app']);
  write('app/src/new.ts', 'new');
  assert.deepEqual(build(), ['app']);
  rmSync(path.join(root, 'app/src/new.ts'));
  assert.deepEqual(build(), ['app']);
  write('shared.txt', 'shared changed');
  assert.deepEqual(build(), ['app']);
  assert.deepEqual(build(), []);
  assert.equal(runs.count, 5);
});

test('rebuilds when the output is missing, and always when forced', () => {
  const { runs, build } = builds();
  build();
  rmSync(path.join(root, 'app/dist/main.js'));
  assert.deepEqual(build(), ['app']);
  assert.deepEqual(build(true), ['app']);
  assert.equal(runs.count, 3);
});

test('the stamp ignores outputs, installs, dot folders and tests, and the same content gives the same stamp', () => {
  const before = computeStamp(root, target);
  write('app/src/main.test.ts', 'test');
  write('app/src/node_modules/x.js', 'x');
  write('app/src/dist/x.js', 'x');
  write('app/src/.cache/x', 'x');
  assert.equal(computeStamp(root, target), before);
  write('app/src/main.ts', 'two');
  assert.notEqual(computeStamp(root, target), before);
  write('app/src/main.ts', 'one');
  assert.equal(computeStamp(root, target), before);
});
