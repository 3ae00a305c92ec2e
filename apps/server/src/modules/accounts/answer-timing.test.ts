import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { register, registrationBody, setupTestApp, signUp, uniqueEmail } from './test-helpers.js';

const ctx = setupTestApp();
const ROUNDS = 15;
/** far below the 14–18 ms the account lookup and token used to add, far above the noise of a busy machine */
const TOLERANCE_MS = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The answer time of `request`, with the work it left for after the answer finished (not timed). */
async function timed(request: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await request();
  const took = performance.now() - started;
  await ctx.app.background.drain();
  return took;
}

describe('answer time does not tell whether an address has an account', () => {
  it('is the same for reset and resend-confirmation with and without an account', async () => {
    const accounts: string[] = [];
    const unconfirmed: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      accounts.push((await signUp(ctx)).email);
      const body = registrationBody(ctx.places);
      await register(ctx, body);
      unconfirmed.push(body.email);
    }
    const reset = (email: string) => () =>
      ctx.app.inject({ method: 'POST', url: `/api/auth/reset-password?email=${encodeURIComponent(email)}` });
    const resend = (email: string) => () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });

    const times = { reset: [[], []], resend: [[], []] } as Record<'reset' | 'resend', [number[], number[]]>;
    // alternated, so a burst of load elsewhere hits both sides alike
    for (let i = 0; i < ROUNDS; i++) {
      times.reset[0].push(await timed(reset(accounts[i]!)));
      times.reset[1].push(await timed(reset(uniqueEmail('nobody'))));
      times.resend[0].push(await timed(resend(unconfirmed[i]!)));
      times.resend[1].push(await timed(resend(uniqueEmail('nobody'))));
    }
    for (const [path, [withAccount, without]] of Object.entries(times)) {
      const gap = Math.abs(median(withAccount) - median(without));
      expect(gap, `${path}: ${median(withAccount)} ms vs ${median(without)} ms`).toBeLessThan(TOLERANCE_MS);
    }
  });
});
