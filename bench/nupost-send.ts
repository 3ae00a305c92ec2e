import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, stop } from './api-load.js';
import { addGoal } from './goals.js';
import type { SetupMessage, SetupReply, StatusReply } from './servers/nupost-server.js';
import type { StandInCounts } from './servers/nupost-stand-ins.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** the push stand-in's self-signed certificate, trusted by the server process like a public CA's */
const PUSH_CERT = path.join(here, '../apps/server/src/modules/push/fixtures/push-service.cert.pem');

export const NUPOST_MEMBERS = Number(process.env.BENCH_NUPOST_MEMBERS ?? 10_000);
export const NUPOST_GOAL_S = 60;
/** the server's other requests during the send: a steady rate, alternating these two */
const OTHER_RATE = 20;
const OTHER_PATHS = ['/api/web/directory/service?cityId=all&page=1', '/api/web/provinces/all'];
const BASELINE_S = 10;
const TIMEOUT_MS = 5 * 60_000;
const POLL_MS = 1000;

/** The next message of `kind` from a child, after sending it `message` when given. */
function ask<T>(child: ChildProcess, kind: string, message?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { kind?: string; message?: string }) => {
      if (m.kind === 'error') reject(new Error(m.message));
      else if (m.kind !== kind) return;
      else resolve(m as T);
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    if (message) child.send(message);
  });
}

async function startStandIns(subscriptions: number) {
  const child = fork(path.join(here, 'servers', 'nupost-stand-ins.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NUPOST_SUBSCRIPTIONS: String(subscriptions) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<{ smtpPort: number; endpoints: SetupMessage['subscriptions'] }>(
    (resolve, reject) => {
      child.once('message', (m: { smtpPort: number; endpoints: SetupMessage['subscriptions'] }) =>
        resolve(m),
      );
      child.once('exit', (code) => reject(new Error(`nupost-stand-ins exited with ${code}`)));
    },
  );
  return { child, ...info };
}

export interface SteadyResult {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * GETs at a steady `rate` until `stop()`: request i is due at start + i / rate, its latency counted from
 * that due time (as load-gen's open loop, which runs for a fixed time rather than until told).
 */
function steadyRequests(url: string, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  let failures = 0;
  let sent = 0;
  let stopped = false;
  const start = performance.now() + 20;
  const send = (due: number) => {
    const p = new Promise<void>((resolve) => {
      const req = http.get(new URL(OTHER_PATHS[sent % OTHER_PATHS.length]!, url), { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if ((res.statusCode ?? 0) >= 300) failures++;
          resolve();
        });
      });
      req.on('error', () => {
        failures++;
        resolve();
      });
    });
    pending.add(p);
    void p.then(() => pending.delete(p));
  };
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    while (!stopped && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
    if (!stopped) timer = setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
  };
  timer = setTimeout(tick, 20);
  return {
    async stop(): Promise<SteadyResult> {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(pending);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      return {
        sent,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? NaN,
        failures,
      };
    },
  };
}

export interface NupostResult {
  label: string;
  members: number;
  setupMs: number;
  /** from "send now" (the POST answered) to the job taking the notice, and to the last delivery made */
  takenMs: number;
  totalMs: number;
  deliveries: StatusReply['deliveries'];
  /** the server's CPU time from "send now" to the end of the send (user + system) */
  cpuMs: number;
  notice: string;
  standIns: StandInCounts;
  baseline: SteadyResult;
  during: SteadyResult;
  timedOut: boolean;
}

async function measureOne(label: string, env: Record<string, string>): Promise<NupostResult> {
  const pushMembers = Math.floor(NUPOST_MEMBERS / 2);
  const standIns = await startStandIns(pushMembers);
  try {
    const app = await startServer('nupost-server.ts', {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${standIns.smtpPort}`,
      NODE_EXTRA_CA_CERTS: PUSH_CERT,
    });
    try {
      const setup = await ask<SetupReply>(app.child, 'setup', {
        kind: 'setup',
        members: NUPOST_MEMBERS,
        subscriptions: standIns.endpoints,
      } satisfies SetupMessage);
      const idle = steadyRequests(app.url, OTHER_RATE);
      await new Promise((resolve) => setTimeout(resolve, BASELINE_S * 1000));
      const baseline = await idle.stop();

      const before = await ask<StatusReply>(app.child, 'status', {
        kind: 'status',
        noticeId: setup.noticeId,
      });
      const during = steadyRequests(app.url, OTHER_RATE);
      const sentAt = Date.now();
      const res = await fetch(`${app.url}/api/nupost/notices/${setup.noticeId}/send`, {
        method: 'POST',
        headers: { authorization: setup.authorization, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`send answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      let timedOut = false;
      // the poll reads the notice's status only: counting its 20,000 deliveries every second would hold
      // PGlite's thread and count in the other requests' latency
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const poll = await ask<StatusReply>(app.child, 'status', {
          kind: 'status',
          noticeId: setup.noticeId,
          brief: true,
        });
        if (poll.notice === 'sent') break;
        if (Date.now() - sentAt > TIMEOUT_MS) {
          timedOut = true;
          break;
        }
      }
      const status = await ask<StatusReply>(app.child, 'status', {
        kind: 'status',
        noticeId: setup.noticeId,
      });
      const other = await during.stop();
      const counts = await ask<{ counts: StandInCounts }>(standIns.child, 'counts', { kind: 'counts' });
      return {
        label,
        members: NUPOST_MEMBERS,
        setupMs: setup.setupMs,
        takenMs: status.takenAt === null ? NaN : status.takenAt - sentAt,
        totalMs: status.lastSentAt === null || timedOut ? NaN : status.lastSentAt - sentAt,
        deliveries: status.deliveries,
        cpuMs: status.cpuMs - before.cpuMs,
        notice: status.notice,
        standIns: counts.counts,
        baseline,
        during: other,
        timedOut,
      };
    } finally {
      await stop(app.child);
    }
  } finally {
    await stop(standIns.child);
  }
}

const s = (msTime: number) => (Number.isFinite(msTime) ? `${(msTime / 1000).toFixed(1)} s` : '-');
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

/**
 * One notice to NUPOST_MEMBERS members through the real server and its delivery job (its own 15 s
 * polling): half with a push subscription at the push stand-in, half by e-mail to the SMTP stand-in,
 * all with the in-app copy. On PGlite, then on PostgreSQL when `postgresUrl` is given. Prints the
 * figures and adds the goals.
 */
export async function nupostSection(postgresUrl?: string) {
  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: {} }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', env: { BENCH_DATABASE_URL: postgresUrl } });
  for (const target of targets) {
    const r = await measureOne(`NuPOST on ${target.name}`, target.env);
    const byChannel = Object.entries(r.deliveries)
      .map(
        ([channel, statuses]) =>
          `${channel} ${Object.entries(statuses)
            .map(([st, n]) => `${n.toLocaleString('en')} ${st}`)
            .join(', ')}`,
      )
      .join('; ');
    const deliveries = Object.values(r.deliveries).flatMap((x) => Object.entries(x));
    const total = deliveries.reduce((sum, [, n]) => sum + n, 0);
    const sent = deliveries.filter(([st]) => st === 'sent').reduce((sum, [, n]) => sum + n, 0);
    const pushMembers = Math.floor(r.members / 2);
    const reached =
      r.standIns.pushes === pushMembers &&
      r.standIns.mails === r.members - pushMembers &&
      r.standIns.pushErrors === 0;
    console.log(
      `  ${r.label}: ${r.members.toLocaleString('en')} members set up in ${s(r.setupMs)}; notice ${r.notice}${r.timedOut ? ` (gave up after ${TIMEOUT_MS / 60_000} min)` : ''}`,
    );
    console.log(
      `    send now → job took it ${s(r.takenMs)} (woken by the send) → last delivery ${s(r.totalMs)} (sending ${s(r.totalMs - r.takenMs)})`,
    );
    console.log(`    deliveries: ${byChannel}`);
    console.log(
      `    server CPU during the send: ${s(r.cpuMs)} (user + system; the other requests included), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end`,
    );
    console.log(
      `    stand-ins received: ${r.standIns.pushes.toLocaleString('en')} pushes (${r.standIns.pushErrors} refused), ${r.standIns.mails.toLocaleString('en')} e-mails`,
    );
    console.log(
      `    other requests at ${OTHER_RATE}/s (directory page, provinces): idle ${BASELINE_S} s p50 ${ms(r.baseline.p50)} p99 ${ms(r.baseline.p99)} ms; ` +
        `during the send ${r.during.sent} requests p50 ${ms(r.during.p50)} p99 ${ms(r.during.p99)} max ${ms(r.during.max)} ms, failed ${r.during.failures + r.baseline.failures}`,
    );
    addGoal(
      `${r.label}: ${r.members.toLocaleString('en')} members, send now → all delivered ≤ ${NUPOST_GOAL_S} s`,
      `${s(r.totalMs)} (${sent.toLocaleString('en')}/${total.toLocaleString('en')} sent${reached ? '' : ', stand-ins short'})`,
      r.totalMs <= NUPOST_GOAL_S * 1000 && sent === total && reached,
    );
    addGoal(
      `${r.label}: other requests' p99 during the send`,
      `p99 ${ms(r.during.p99)} ms at ${OTHER_RATE} req/s (idle ${ms(r.baseline.p99)} ms)`,
      r.during.failures === 0 ? null : false,
    );
  }
}
