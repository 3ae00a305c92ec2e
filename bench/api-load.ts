import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Starts a server script in its own process (the load generator must not share its CPU thread). */
export async function startServer(script: string, env: Record<string, string> = {}) {
  const child = fork(path.join(here, 'servers', script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** `paths`: requests each connection sends in turn (rotating search terms); the url's path otherwise. */
export async function load(
  label: string,
  url: string,
  connections: number,
  duration: number,
  paths?: string[],
): Promise<LoadResult> {
  const requests = paths?.map((path) => ({ method: 'GET' as const, path }));
  // a short warm-up so the JIT and the database caches are not part of the figure
  await autocannon({ url, connections, duration: 1, requests });
  const r = await autocannon({ url, connections, duration, requests });
  return {
    label,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
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
