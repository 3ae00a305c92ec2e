import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildTestApp } from '../test/build-test-app.js';

const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 800;
/** how long a test waits for the server to give up before it fails */
const DEADLINE_MS = 8000;

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

interface Outcome {
  closed: boolean;
  elapsedMs: number;
  answer: string;
}

/**
 * Opens a socket, sends `head`, then one more byte of `trickle` every 100 ms (never going quiet),
 * and reports whether the server closed the socket before DEADLINE_MS, and what it said.
 */
async function trickle(head: string, trickleBytes: string): Promise<Outcome> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  socket.on('error', () => {});
  socket.write(head);
  let i = 0;
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(trickleBytes[i++ % trickleBytes.length]!);
  }, 100);
  const deadline = new Promise<false>((resolve) => {
    const timer = setTimeout(() => resolve(false), DEADLINE_MS);
    socket.once('close', () => clearTimeout(timer));
  });
  const closed = await Promise.race([once(socket, 'close').then(() => true as const), deadline]);
  clearInterval(drip);
  const elapsedMs = performance.now() - started;
  socket.destroy();
  return { closed, elapsedMs, answer };
}

describe('slow clients', () => {
  it('answers 408 and closes a body trickled byte by byte once REQUEST_TIMEOUT_MS has passed', async () => {
    const head =
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{"email":"';
    const outcome = await trickle(head, 'a');
    expect(outcome.closed).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  });

  it('closes a connection whose headers are trickled once HEADERS_TIMEOUT_MS has passed', async () => {
    const outcome = await trickle('GET /api/getVersion HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'b');
    expect(outcome.closed).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it('still serves a request that arrives in time on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/getVersion`);
    expect(res.status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('default to 30 s for a request and 10 s for its headers, and never let headers outlast the request', () => {
    const defaults = loadConfig({}).http;
    expect([defaults.requestTimeoutMs, defaults.headersTimeoutMs]).toEqual([30_000, 10_000]);
    const clamped = loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '20000' }).http;
    expect(clamped.headersTimeoutMs).toBe(5000);
  });
});
