import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, smtpUrlOptions } from './smtp.js';

/**
 * A TCP server that accepts connections and then behaves as `mode` says: `silent` never writes a byte
 * (no greeting, and no TLS handshake for smtps), `greets` sends the 220 greeting and then never answers.
 */
async function standIn(mode: 'silent' | 'greets') {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'greets') socket.write('220 mute.test ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const message = { to: 'amina@example.org', subject: 'Hello', text: 'Hi', kind: 'test' };
const FAST = { connectionMs: 300, greetingMs: 300, socketMs: 300 };
/** the transport's answer, and how long it took */
async function attempt(url: string, timeouts: typeof FAST) {
  const transport = await createSmtpTransport(url, 'noreply@harbour.test', timeouts);
  const started = Date.now();
  try {
    await transport.deliver(message);
    return { error: null, ms: Date.now() - started };
  } catch (err) {
    return { error: err as Error & { code?: string }, ms: Date.now() - started };
  } finally {
    transport.close();
  }
}

describe('SMTP timeouts against a server that never answers', () => {
  let silent: Awaited<ReturnType<typeof standIn>>;
  let greets: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    [silent, greets] = await Promise.all([standIn('silent'), standIn('greets')]);
  });
  afterAll(async () => {
    await Promise.all([silent.close(), greets.close()]);
  });

  it('gives up on the connection when the TLS handshake never comes (smtps)', async () => {
    const r = await attempt(`smtps://127.0.0.1:${silent.port}`, {
      ...FAST,
      greetingMs: 60_000,
      socketMs: 60_000,
    });
    expect(r.error?.code).toBe('ETIMEDOUT');
    expect(r.error?.message).toMatch(/connection timeout/i);
    expect(r.ms).toBeLessThan(5_000);
  });

  it('gives up when connected but never greeted', async () => {
    const r = await attempt(`smtp://127.0.0.1:${silent.port}`, {
      ...FAST,
      connectionMs: 60_000,
      socketMs: 60_000,
    });
    expect(r.error?.code).toBe('ETIMEDOUT');
    expect(r.error?.message).toMatch(/greeting/i);
    expect(r.ms).toBeLessThan(5_000);
  });

  it('gives up when greeted and then left without an answer', async () => {
    const r = await attempt(`smtp://127.0.0.1:${greets.port}`, {
      ...FAST,
      connectionMs: 60_000,
      greetingMs: 60_000,
    });
    expect(r.error?.code).toBe('ETIMEDOUT');
    expect(r.error?.message).toMatch(/timeout/i);
    expect(r.ms).toBeLessThan(5_000);
  });
});

describe('SMTP_URL', () => {
  it('becomes nodemailer options: host, port, tls, credentials, query options', () => {
    expect(
      smtpUrlOptions('smtps://us%40er:p%3Ass@smtp.example.com:465?tls.servername=mx.example.com&pool=false'),
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'us@er', pass: 'p:ss' },
      tls: { servername: 'mx.example.com' },
      pool: false,
    });
    expect(smtpUrlOptions('smtp://127.0.0.1:2525')).toEqual({ host: '127.0.0.1', port: 2525, secure: false });
    expect(() => smtpUrlOptions('http://example.com')).toThrow();
  });
});
