import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIRST_ANSWER = '/api/web/provinces/all';
const GIVE_UP_MS = 120_000;

export interface ColdStart {
  label: string;
  /** process start to the first 200 of FIRST_ANSWER */
  ms: number;
  rssMb: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** `node apps/server/dist/main.js` on `dataDir` (embedded database, demo seed as a fresh install has). */
async function startOnce(label: string, dataDir: string): Promise<ColdStart> {
  const port = await freePort();
  const started = performance.now();
  // the embedded default: no PostgreSQL or Redis from the caller's environment
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error('no answer within 2 minutes');
      const ok = await fetch(`http://127.0.0.1:${port}${FIRST_ANSWER}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { label, ms: performance.now() - started, rssMb: rssMb(child.pid!) };
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** A fresh data folder (migrate + seed), then a restart on the folder it left. */
export async function measureColdStart(): Promise<ColdStart[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-cold-'));
  try {
    const fresh = await startOnce('fresh data folder (migrate + seed)', dataDir);
    const existing = await startOnce('existing data folder', dataDir);
    return [fresh, existing];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
