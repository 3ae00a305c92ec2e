import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id, OWASP parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable as a value under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** false for a wrong password or a malformed hash, never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throwaway hash so that an unknown e-mail costs the same time as a wrong
 * password; always false.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hash('harbour-dummy-password-0', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
