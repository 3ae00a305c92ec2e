import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedLoop } from './load-gen.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** What a server script reports once it listens. */
export interface ServerInfo {
  port: number;
  /** app-server: the answer cache's lifetime as the app read it from its config */
  directoryCacheMs?: number;
  /** app-server: where searches find their matches, and how long its in-memory indexes took to load */
  searchIndex?: string;
  indexLoadMs?: number;
  rssMb?: number;
  /** raw-pg-server: the statements it replays per request */
  sql?: string[];
}

/** Starts a server script in its own process (the load generator must not share its CPU thread). */
export async function startServer(script: string, env: Record<string, string> = {}) {
  const child = fork(path.join(here, 'servers', script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('message', (m: ServerInfo) => resolve(m));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return { child, url: `http://127.0.0.1:${info.port}`, info };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Closed loop on one fixed path, after a 1 s warm-up (the JIT and the database caches). */
export async function load(label: string, url: string, connections: number, duration: number) {
  const next = () => ({ method: 'GET' as const, path: new URL(url).pathname });
  await closedLoop(url, connections, 1, next);
  const r = await closedLoop(url, connections, duration, next);
  return { label, reqPerSec: r.reqPerSec, p50: r.p50, p99: r.p99, non2xx: r.failures, errors: 0 };
}

/**
 * GET /api/web/provinces/all on the real app (PGlite in a temp dir, then PostgreSQL when
 * `postgresUrl` is given), then a raw node:http server answering a body of the same bytes; all on
 * loopback, one after the other. Rows: raw first.
 */
export async function measureApi(
  connections: number,
  duration: number,
  postgresUrl?: string,
): Promise<LoadResult[]> {
  const endpoint = '/api/web/provinces/all';
  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: {} }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', env: { BENCH_DATABASE_URL: postgresUrl } });

  let body = '';
  const rows: LoadResult[] = [];
  for (const target of targets) {
    const app = await startServer('app-server.ts', target.env);
    try {
      const res = await fetch(app.url + endpoint);
      body = await res.text();
      if (!res.ok) throw new Error(`${endpoint} answered ${res.status}: ${body.slice(0, 200)}`);
      rows.push(await load(`Harbour on ${target.name}`, app.url + endpoint, connections, duration));
    } finally {
      await stop(app.child);
    }
  }
  const raw = await startServer('raw-server.ts', { RAW_BODY: body });
  try {
    const label = `raw node:http (same ${Buffer.byteLength(body)} B body)`;
    return [await load(label, raw.url, connections, duration), ...rows];
  } finally {
    await stop(raw.child);
  }
}
