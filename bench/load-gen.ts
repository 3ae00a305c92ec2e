import http from 'node:http';
import autocannon from 'autocannon';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text of a POST */
  body?: string;
}

/** Where a row's requests come from: each call gives the next one. */
export type RequestSource = () => BenchRequest;

export interface ClosedResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface OpenResult {
  offered: number;
  achieved: number;
  p50: number;
  p99: number;
  failures: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
/** how long the open loop waits for answers after its last request */
const GRACE_MS = 10_000;
/** requests due while this many are unanswered are not sent: failed (the server is far behind) */
const MAX_IN_FLIGHT = 512;

/** Closed loop: `connections` clients each sending their next request when the last one answered. */
export async function closedLoop(
  url: string,
  connections: number,
  duration: number,
  next: RequestSource,
): Promise<ClosedResult> {
  const requests = [
    {
      setupRequest: (req: autocannon.Request) => {
        const r = next();
        return { ...req, ...r, headers: r.body ? JSON_HEADERS : {} };
      },
    },
  ];
  const r = await autocannon({ url, connections, duration, requests });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * Open loop at a steady `rate`: request i is due at start + i / rate whatever the answers before it,
 * over as many keep-alive sockets as needed. Latency counts from the due time, so a late send (or a
 * slow server holding every socket) shows in the figure instead of lowering the rate. Not autocannon's
 * overallRate: that sends each connection's quota back to back at the start of every second, a burst
 * of all connections at once rather than a steady rate.
 */
export async function openLoop(
  url: string,
  rate: number,
  duration: number,
  next: RequestSource,
): Promise<OpenResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(rate * duration);
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const start = performance.now() + 20;
  let inFlight = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      if (inFlight >= MAX_IN_FLIGHT) return resolve();
      inFlight++;
      resolve = ((done) => () => {
        inFlight--;
        done();
      })(resolve);
      const r = next();
      const req = http.request(
        new URL(r.path, url),
        {
          method: r.method,
          agent,
          headers: r.body ? { ...JSON_HEADERS, 'content-length': Buffer.byteLength(r.body) } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) >= 300) failures++;
            resolve();
          });
        },
      );
      req.on('error', (err) => {
        if (process.env.BENCH_DEBUG) console.error(err);
        resolve();
      });
      req.end(r.body);
    });
  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now)
        pending.push(send(start + (sent++ * 1000) / rate));
      if (sent >= total) return done();
      setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    setTimeout(tick, 20);
  });
  // a server far behind would keep the row going for minutes: what has no answer by then is a failure
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref())]);
  const elapsed = (performance.now() - start) / 1000;
  // not sent (too many in flight), failed to connect, or no answer in time
  const unanswered = total - latencies.length;
  for (let i = 0; i < unanswered; i++) latencies.push(Infinity);
  failures += unanswered;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offered: total / duration,
    achieved: (latencies.length - unanswered) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}
