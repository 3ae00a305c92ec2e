// Several Harbour server processes behind one nginx, all inside one temporary folder (no root needed):
// what scripts/cluster.js runs and what tests/cluster starts. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  accessSync,
  chmodSync,
  constants,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx/harbour.conf');
export const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');

const UPSTREAM_SERVER = /^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);[ \t]*\n/gm;
const LISTEN = /^([ \t]*)listen 80;/m;

/**
 * deploy/nginx/harbour.conf with one upstream line per port and `listen` on listenPort (127.0.0.1), wrapped in a
 * main configuration whose pid, logs and temporary files are all inside `dir`.
 * @param {string} template the text of deploy/nginx/harbour.conf
 * @param {{ ports: number[], listenPort: number, dir: string, accessLog?: boolean }} opts
 * @returns {string}
 */
export function renderNginxConf(template, { ports, listenPort, dir, accessLog = false }) {
  const servers = [...template.matchAll(UPSTREAM_SERVER)];
  const first = servers[0];
  if (!first || !LISTEN.test(template)) {
    throw new Error(
      'deploy/nginx/harbour.conf: no `server 127.0.0.1:<port> …;` lines or no `listen 80;` line',
    );
  }
  const [, indent = '', options = ''] = first;
  const lines = ports.map((port) => `${indent}server 127.0.0.1:${port}${options};\n`).join('');
  let index = 0;
  const site = template
    .replace(UPSTREAM_SERVER, () => (index++ === 0 ? lines : ''))
    .replace(LISTEN, (_, listenIndent) => `${listenIndent}listen 127.0.0.1:${listenPort};`);
  const inDir = (/** @type {string} */ name) => path.join(dir, name);
  return [
    'worker_processes 1;',
    `pid ${inDir('nginx.pid')};`,
    `error_log ${inDir('nginx-error.log')} warn;`,
    // each proxied WebSocket holds two connections (client and upstream): the chat bench opens 2,000+
    'events { worker_connections 12000; }',
    'http {',
    accessLog
      ? `  log_format upstream '$remote_addr "$request" $status $upstream_addr $upstream_status ${'$request_time'}';\n` +
        `  access_log ${inDir('nginx-access.log')} upstream;`
      : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t}_temp_path ${inDir(`tmp/${t}`)};`,
    ),
    site
      .split('\n')
      .map((line) => (line ? `  ${line}` : line))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}

/**
 * @typedef {object} Member
 * @property {number} port
 * @property {string} url http://127.0.0.1:<port>
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code (null after a signal)
 */

/**
 * @typedef {object} Cluster
 * @property {string} dir the temporary folder: nginx.conf, logs, nginx temp files
 * @property {string} proxyUrl http://127.0.0.1:<listenPort>, nginx
 * @property {Member[]} members
 * @property {Promise<number | null>} nginxExited resolves when nginx ends
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop ends nginx and every process, removes `dir`
 */

/**
 * @typedef {object} ClusterOptions
 * @property {number} [processes] default 2
 * @property {number} [basePort] the first process's port; the others follow (default 8081)
 * @property {number} [listenPort] nginx's port (default 8080)
 * @property {Record<string, string>} [env] added to the processes' environment (DATABASE_URL, REDIS_URL…)
 * @property {'inherit' | 'files'} [output] processes' and nginx's output: this terminal, or files in `dir`
 * @property {boolean} [accessLog] nginx writes an access log with the upstream of each request
 * @property {boolean} [keepDir] leave `dir` after stop (to read the logs)
 * @property {string} [nginx] the nginx binary (default: nginx from PATH, then /usr/sbin/nginx)
 * @property {string} [entry] the server's compiled entry (default SERVER_ENTRY)
 * @property {(line: string) => void} [log]
 */

/**
 * Resolves once `url` answers HTTP at all (the server listens only when it is ready).
 * @param {string} url @param {number} timeoutMs @param {() => boolean} stillRunning
 */
export async function waitForHttp(url, timeoutMs, stillRunning) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!stillRunning()) throw new Error(`${url}: the process ended before it answered`);
    try {
      // any answer means the server listens; a static path is not counted by the API rate limit
      const res = await fetch(`${url}/favicon.ico`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await sleep(100);
    }
  }
}

/**
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env
 * @param {'inherit' | 'files'} output @param {string} logFile
 */
function startChild(command, args, env, output, logFile) {
  if (output === 'inherit')
    return spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(file, { end: false });
  child.stderr?.pipe(file, { end: false });
  child.once('exit', () => setTimeout(() => file.end(), 50));
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return once(child, 'exit').then(([code]) => /** @type {number | null} */ (code));
}

/**
 * Starts `processes` server processes (the first alone, so it migrates and seeds before the others start),
 * then nginx in front of them, and resolves once nginx answers.
 * @param {ClusterOptions} [opts]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(opts = {}) {
  const count = opts.processes ?? 2;
  const basePort = opts.basePort ?? 8081;
  const listenPort = opts.listenPort ?? 8080;
  const output = opts.output ?? 'files';
  const log = opts.log ?? (() => {});
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-cluster-'));
  // nginx started as root runs its worker as another user, which must reach the temp folders
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o755 });

  /** @type {Member[]} */
  const members = [];
  /** @type {import('node:child_process').ChildProcess | null} */
  let nginx = null;
  let stopped = false;

  const stop = async (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
    if (stopped) return;
    stopped = true;
    const children = [...(nginx ? [nginx] : []), ...members.map((m) => m.child)];
    const exits = children.map(exitOf);
    for (const child of children) child.kill(signal);
    const timer = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), 10_000);
    await Promise.all(exits);
    clearTimeout(timer);
    if (!opts.keepDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const startMember = async (/** @type {number} */ port) => {
      const env = {
        ...process.env,
        ...opts.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
      };
      const child = startChild(
        process.execPath,
        ['--enable-source-maps', opts.entry ?? SERVER_ENTRY],
        env,
        output,
        path.join(dir, `server-${port}.log`),
      );
      const member = { port, url: `http://127.0.0.1:${port}`, child, exited: exitOf(child) };
      members.push(member);
      await waitForHttp(member.url, 120_000, () => child.exitCode === null && child.signalCode === null);
      log(`process ${child.pid} listens on ${member.url}`);
    };
    const ports = Array.from({ length: count }, (_, i) => basePort + i);
    await startMember(ports[0] ?? basePort);
    await Promise.all(ports.slice(1).map(startMember));

    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), {
        ports,
        listenPort,
        dir,
        accessLog: opts.accessLog,
      }),
    );
    const nginxBin = opts.nginx ?? findNginx();
    if (!nginxBin) throw new Error('nginx is not installed (apt-get install nginx)');
    const args = ['-e', path.join(dir, 'nginx-error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'];
    nginx = startChild(nginxBin, args, process.env, output, path.join(dir, 'nginx-output.log'));
    const proxyUrl = `http://127.0.0.1:${listenPort}`;
    const started = nginx;
    await waitForHttp(proxyUrl, 15_000, () => started.exitCode === null);
    log(`nginx (pid ${nginx.pid}) listens on ${proxyUrl}; its files are in ${dir}`);
    return { dir, proxyUrl, members, nginxExited: exitOf(started), stop };
  } catch (err) {
    await stop('SIGKILL');
    throw err;
  }
}

/** nginx from PATH or Debian's /usr/sbin/nginx (not on a normal user's PATH); null when there is none. */
export function findNginx() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const d of dirs) {
    if (!d) continue;
    const candidate = path.join(d, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return null;
}
