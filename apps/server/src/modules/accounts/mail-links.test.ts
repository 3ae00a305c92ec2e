import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, mailOutbox } from '../../db/schema/index.js';
import {
  findUser,
  mailsTo,
  message,
  register,
  registrationBody,
  setupTestApp,
  signUp,
  startApp,
  uniqueEmail,
  type TestContext,
} from './test-helpers.js';

const LINK_TOKEN = /\/([A-Za-z0-9_-]{43})\/confirm-email|[?&]token=([A-Za-z0-9_-]{43})/;
/** The tokens of every mail of this kind to `to`, oldest first. */
async function mailedTokens(ctx: TestContext, to: string, kind: string): Promise<string[]> {
  const mails = await mailsTo(ctx, to, kind);
  return mails.reverse().map((m) => {
    const match = LINK_TOKEN.exec(m.text)!;
    return (match[1] ?? match[2])!;
  });
}

const storedTokens = async (ctx: TestContext, userId: number, purpose: 'confirm_email' | 'reset_password') =>
  ctx.app.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));

describe('mailed links', () => {
  const ctx = setupTestApp();
  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/reset-password?email=${encodeURIComponent(email)}` });
  const resend = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });
  const confirmReset = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: { token, password } });
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: { token } });

  it('keeps every mailed reset link working, and a throttled request writes no token', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < 8; i++) expect((await requestReset(me.email)).statusCode).toBe(200);
    const mailed = await mailedTokens(ctx, me.email, 'reset_password');
    expect(mailed).toHaveLength(5);
    // requests 6 to 8 were over the mail quota: they left nothing behind
    expect(await storedTokens(ctx, me.userId, 'reset_password')).toHaveLength(5);

    // the first link still works; using it ends the other reset links
    expect((await confirmReset(mailed[0]!, 'New-harbour-77')).statusCode).toBe(200);
    expect(message(await confirmReset(mailed[4]!, 'Other-harbour-78'))).toBe('reset_password.invalid_token');
  });

  it('keeps every mailed confirmation link working, and a throttled resend writes no token', async () => {
    const body = registrationBody(ctx.places);
    await register(ctx, body);
    for (let i = 0; i < 7; i++) expect((await resend(body.email)).statusCode).toBe(200);
    const mailed = await mailedTokens(ctx, body.email, 'confirm_email');
    // the registration mail and 4 resends: 5 an hour
    expect(mailed).toHaveLength(5);
    const user = await findUser(ctx, body.email);
    expect(await storedTokens(ctx, user!.id, 'confirm_email')).toHaveLength(5);
    expect((await confirm(mailed[0]!)).statusCode).toBe(200);
    expect((await findUser(ctx, body.email))!.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('greets the holder of a taken address with the stored name, never with the text of the request', async () => {
    const body = registrationBody(ctx.places, { firstName: 'Original' });
    await register(ctx, body);
    await register(ctx, { ...body, firstName: 'Win a prize at https://evil.example' });
    const [warning] = await mailsTo(ctx, body.email, 'already_registered');
    expect(warning!.text).toContain('Hello Original,');
    expect(warning!.text).not.toContain('evil.example');
    expect(warning!.html).not.toContain('evil.example');
  });
});

/**
 * An SMTP server that accepts connections and never greets: every delivery hangs until `release`,
 * which drops the connections (and any later one), so the deliveries fail.
 */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  let released = false;
  const server: Server = createServer((socket) => {
    if (released) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sockets,
    release() {
      released = true;
      for (const s of sockets) s.destroy();
    },
    close() {
      this.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('answers that do not wait for the mail', () => {
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSilentSmtp();
    ctx = await startApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    // dropping the connections fails the hanging deliveries, so the app can drain and close
    await smtp.close();
    await ctx.close();
  });

  it('answers reset, resend and registration while the mail server has not even greeted', async () => {
    const taken = registrationBody(ctx.places);
    const unconfirmed = registrationBody(ctx.places);
    const fresh = registrationBody(ctx.places);
    const answers = [
      await register(ctx, taken),
      await register(ctx, unconfirmed),
      await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password?email=${encodeURIComponent(taken.email)}`,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        payload: { email: unconfirmed.email },
      }),
      await register(ctx, { ...taken, firstName: 'Again' }),
      await register(ctx, fresh),
      await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password?email=${encodeURIComponent(uniqueEmail('nobody'))}`,
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // the deliveries are still waiting for the server's greeting
    expect(ctx.app.background.pending).toBeGreaterThanOrEqual(6);
    expect(smtp.sockets.size).toBeGreaterThan(0);
    const stuck = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
    expect(stuck.length).toBeGreaterThan(0);

    smtp.release();
    await ctx.app.background.drain();
    const kinds = (await ctx.app.db.select().from(mailOutbox)).map((m) => `${m.kind}:${m.status}`).sort();
    expect(kinds).toEqual([
      'already_registered:failed',
      'confirm_email:failed',
      'confirm_email:failed',
      'confirm_email:failed',
      'confirm_email:failed',
      'reset_password:failed',
    ]);
  });
});
