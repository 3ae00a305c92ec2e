import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { cities, provinces, users } from '../schema/index.js';

/** The demo account of SEED_DEMO (documented in the README; change or disable it in production). */
export const DEMO_USER = {
  email: 'demo@harbour.local',
  password: 'Harbour2025!',
  firstName: 'Demo',
  lastName: 'Newcomer',
} as const;

/**
 * A second demo account of SEED_DEMO, registered 60 days before the first start: past the 30-day
 * NuChat trial, so the checkout's regular plans can be seen (the e2e NuChat journey signs in with it).
 */
export const DEMO_VETERAN = {
  email: 'veteran@harbour.local',
  firstName: 'Demo',
  lastName: 'Veteran',
  registeredDaysAgo: 60,
} as const;

/** 24 random characters that always hold a letter and a digit (so they pass the password rule). */
function generatePassword(): string {
  return `${randomBytes(16).toString('base64url').slice(0, 20)}Hb7${randomBytes(1)[0]! % 10}`;
}

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

/**
 * Idempotent: the admin account (config.adminEmail) and, with SEED_DEMO, a confirmed demo user in
 * Charlottetown. Without ADMIN_PASSWORD the admin's password is generated and shown once, in the
 * log line of the start that creates it; only its argon2 hash is kept.
 */
export async function seedUsers(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const adminEmail = config.adminEmail.trim().toLowerCase();
  if (!(await exists(db, adminEmail))) {
    const generated = config.adminPassword ? null : generatePassword();
    const [created] = await db
      .insert(users)
      .values({
        email: adminEmail,
        passwordHash: await hashPassword(config.adminPassword ?? generated!),
        firstName: 'Harbour',
        lastName: 'Admin',
        role: 'admin',
        emailConfirmedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created && generated) {
      log.warn(
        { adminEmail, adminPassword: generated },
        'created the admin account with this generated password; it is shown only once, so note it now ' +
          '(or set ADMIN_PASSWORD before the first start)',
      );
    }
  }

  if (!config.seedDemo || (await exists(db, DEMO_USER.email))) return;
  const [city] = await db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.code, 'PE'), eq(cities.name, 'Charlottetown')))
    .limit(1);
  await db
    .insert(users)
    .values({
      email: DEMO_USER.email,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      postalCode: 'C1A 1A1',
      provinceId: city?.provinceId ?? null,
      cityId: city?.id ?? null,
      preferredLanguage: 'en',
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing();
  const registered = new Date(Date.now() - DEMO_VETERAN.registeredDaysAgo * 86_400_000);
  await db
    .insert(users)
    .values({
      email: DEMO_VETERAN.email,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstName: DEMO_VETERAN.firstName,
      lastName: DEMO_VETERAN.lastName,
      postalCode: 'C1A 1A1',
      provinceId: city?.provinceId ?? null,
      cityId: city?.id ?? null,
      preferredLanguage: 'en',
      emailConfirmedAt: registered,
      createdAt: registered,
    })
    .onConflictDoNothing();
}
