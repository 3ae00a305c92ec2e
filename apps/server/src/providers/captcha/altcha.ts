import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Limiter } from '../../lib/limiter.js';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaProvider {
  /** whether login and registration require a solved captcha (CAPTCHA_ENABLED) */
  enabled: boolean;
  /** a signed challenge for the ALTCHA widget, valid 10 minutes */
  createChallenge(): Promise<Challenge>;
  /** true once for a payload solving one of our unexpired challenges; false for anything else */
  verify(payload: string): Promise<boolean>;
}

export interface AltchaOptions {
  enabled: boolean;
  hmacKey: string;
  /** PBKDF2 iterations per attempt */
  cost: number;
  /** the solution counter is drawn in [maxCounter / 2, maxCounter] */
  maxCounter: number;
  /** remembers used payloads (Redis when configured, so every process refuses a replay) */
  limiter: Limiter;
  ttlMs?: number;
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal(ALGORITHM), expiresAt: z.number() }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 8192) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Self-hosted ALTCHA (PoW v2, PBKDF2/SHA-256, deterministic mode with a signed key). */
export function createAltchaCaptcha(opts: AltchaOptions): CaptchaProvider {
  const ttlMs = opts.ttlMs ?? CAPTCHA_TTL_MS;
  // a second secret signs the expected derived key, so verifying costs one HMAC, not one PBKDF2
  const keySecret = createHmac('sha256', opts.hmacKey).update('altcha-key-signature').digest('hex');
  const minCounter = Math.max(1, Math.floor(opts.maxCounter / 2));

  return {
    enabled: opts.enabled,
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: opts.cost,
        counter: randomInt(opts.maxCounter, minCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: opts.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(payload: string) {
      const decoded = decode(payload);
      if (!decoded) return false;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge as unknown as Challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: opts.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // one use per challenge: its signature is remembered until the challenge expires
      const remainingMs = decoded.challenge.parameters.expiresAt * 1000 - Date.now();
      const use = await opts.limiter.hit(
        `altcha:${decoded.challenge.signature}`,
        1,
        Math.max(1000, Math.ceil(remainingMs) + 1000),
      );
      return use.allowed;
    },
  };
}
