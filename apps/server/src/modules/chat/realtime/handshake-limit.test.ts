import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { chatUser, listenWithRealtime } from './chat-test-helpers.js';
import { handshakeAddress } from './handshake-limit.js';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '3' });
  base = await listenWithRealtime(app);
});
afterAll(async () => {
  await app?.close();
});

/** 'connected', or the connect_error of the handshake with its data. */
async function handshake(token: string): Promise<{ message: string; data?: unknown }> {
  const socket = io(base, {
    path: '/api/chat/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  try {
    return await new Promise((resolve) => {
      socket.once('connect', () => resolve({ message: 'connected' }));
      socket.once('connect_error', (err: Error & { data?: unknown }) =>
        resolve({ message: err.message, data: err.data }),
      );
    });
  } finally {
    socket.disconnect();
  }
}

describe('chat socket handshakes per address', () => {
  it('refuses handshakes past RATE_LIMIT_MAX a minute from one address, with the time to wait', async () => {
    const user = await chatUser(app);
    // a refused handshake (no valid token) counts too
    expect((await handshake('not-a-session-token-at-all')).message).toBe('unauthorized');
    expect((await handshake(user.token)).message).toBe('connected');
    expect((await handshake(user.token)).message).toBe('connected');
    const refused = await handshake(user.token);
    expect(refused.message).toBe('too_many_requests');
    const wait = (refused.data as { retryAfterMs: number }).retryAfterMs;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('reads the client address from X-Forwarded-For only from a trusted proxy', () => {
    const viaProxy = { address: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect(handshakeAddress(viaProxy, false)).toBe('127.0.0.1');
    expect(handshakeAddress(viaProxy, true)).toBe('203.0.113.9');
    expect(handshakeAddress(viaProxy, ['127.0.0.1'])).toBe('203.0.113.9');
    expect(handshakeAddress({ ...viaProxy, address: '198.51.100.4' }, ['127.0.0.1'])).toBe('198.51.100.4');
  });
});
