// Runs N Harbour server processes on consecutive ports behind nginx on one port, on PostgreSQL and Redis.
// Usage: DATABASE_URL=postgres://… REDIS_URL=redis://… node scripts/cluster.js [--processes 2] [--port 8080]
//        [--base-port 8081] [--access-log]
// Builds what changed first (scripts/build-if-changed.js), then starts the processes (the first alone: it
// migrates and seeds), writes deploy/nginx/harbour.conf with their ports into a temporary folder and runs
// nginx from there in the foreground. Ctrl-C (SIGINT) or SIGTERM stops nginx and every process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startCluster } from './cluster-lib.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '8081' },
    'access-log': { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
const listenPort = Number(values.port);
const basePort = Number(values['base-port']);
if (![processes, listenPort, basePort].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--processes, --port and --base-port take positive whole numbers');
  process.exit(2);
}
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'Several processes need one PostgreSQL database and one Redis: set DATABASE_URL and REDIS_URL ' +
      '(the embedded PGlite database belongs to a single process).',
  );
  process.exit(2);
}

const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-changed.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const cluster = await startCluster({
  processes,
  basePort,
  listenPort,
  output: 'inherit',
  accessLog: values['access-log'],
  log: (line) => console.log(`[cluster] ${line}`),
});
console.log(`[cluster] Harbour: ${cluster.proxyUrl} (${processes} processes); Ctrl-C stops everything`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping nginx and the processes`);
    void cluster.stop('SIGTERM').then(() => process.exit(0));
  });
}
// a process or nginx that ends by itself ends the cluster: a half-running cluster would hide the failure
const ends = [
  ...cluster.members.map((m) => ({ what: `the process on port ${m.port}`, exited: m.exited })),
  { what: 'nginx', exited: cluster.nginxExited },
];
for (const { what, exited } of ends) {
  void exited.then((code) => {
    if (stopping) return;
    console.error(`[cluster] ${what} ended (${code ?? 'signal'}); stopping`);
    stopping = true;
    void cluster.stop('SIGTERM').then(() => process.exit(1));
  });
}
