// Builds the web app and the server only when their inputs changed since the last build, so a restart
// (`npm start`) does not spend its time rebuilding. The stamp is a hash of the inputs' paths and contents
// (no git: works in a tarball or with uncommitted edits), kept in the output folder as .build-stamp.
// Usage: node scripts/build-if-changed.js [--force] [web] [server]   (no names: both)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP_FILE = '.build-stamp';
/** Folders that are outputs, caches or installs, never inputs; so are folders whose name starts with '.'. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
/** Test files: no build imports them, so editing a test does not rebuild. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string[]} inputs files or folders, relative to the root
 * @property {string} outDir relative to the root; the stamp is written there
 * @property {string} entry a file of the output, relative to outDir, that must exist
 * @property {string[]} command argv of the build
 */

const shared = ['packages/shared', 'packages/i18n', 'package-lock.json', 'tsconfig.base.json'];

/** @type {Target[]} */
export const TARGETS = [
  {
    name: 'web',
    inputs: ['apps/web', ...shared],
    outDir: 'apps/web/dist',
    entry: 'index.html',
    command: ['npm', 'run', 'build', '-w', '@harbour/web'],
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.js', ...shared],
    outDir: 'apps/server/dist',
    entry: 'main.js',
    command: ['npm', 'run', 'build', '-w', '@harbour/server'],
  },
];

/** @param {string} root @param {string} rel @param {string[]} out */
function listFiles(root, rel, out) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  if (!statSync(abs).isDirectory()) {
    out.push(rel);
    return;
  }
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) listFiles(root, child, out);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      out.push(child);
    }
  }
}

/**
 * Hash of every input file's path and content, and of the build command.
 * @param {string} root
 * @param {Pick<Target, 'inputs' | 'command'>} target
 */
export function computeStamp(root, target) {
  /** @type {string[]} */
  const files = [];
  for (const input of target.inputs) listFiles(root, input, files);
  const hash = createHash('sha256').update(target.command.join(' ')).update('\0');
  for (const file of [...new Set(files)].sort()) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
    hash.update(`${file.split(path.sep).join('/')}\0${content}\n`);
  }
  return hash.digest('hex');
}

/**
 * The stamp to build with, or null when the output is there and was built from these very inputs.
 * @param {string} root
 * @param {Target} target
 */
export function staleStamp(root, target) {
  const stamp = computeStamp(root, target);
  const outDir = path.join(root, target.outDir);
  if (!existsSync(path.join(outDir, target.entry))) return stamp;
  const stampFile = path.join(outDir, STAMP_FILE);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  return previous === stamp ? null : stamp;
}

/**
 * Builds each target whose stamp changed (all of them when `force`), then records its stamp.
 * @param {string} root
 * @param {Target[]} targets
 * @param {{ force?: boolean, run: (target: Target) => void, log?: (line: string) => void }} opts
 * @returns {string[]} the names of the targets built
 */
export function buildIfChanged(root, targets, { force = false, run, log = () => {} }) {
  /** @type {string[]} */
  const built = [];
  for (const target of targets) {
    const stamp = force ? computeStamp(root, target) : staleStamp(root, target);
    if (stamp === null) {
      log(`${target.name}: up to date, not rebuilt`);
      continue;
    }
    run(target);
    // computed before the build: an input edited during the build makes the next start build again
    writeFileSync(path.join(root, target.outDir, STAMP_FILE), `${stamp}\n`);
    built.push(target.name);
  }
  return built;
}

/** @param {Target} target */
function runCommand(target) {
  const [cmd = '', ...args] = target.command;
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${target.name}: build failed (${target.command.join(' ')})`);
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => !TARGETS.some((t) => t.name === n));
  if (unknown.length > 0) {
    console.error(`unknown target ${unknown.join(', ')}; known: ${TARGETS.map((t) => t.name).join(', ')}`);
    process.exit(2);
  }
  const targets = names.length > 0 ? TARGETS.filter((t) => names.includes(t.name)) : TARGETS;
  buildIfChanged(repoRoot, targets, { force: args.includes('--force'), run: runCommand, log: console.log });
}
