import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { createDatabase } from '../../db/client.js';
import { seedLocations } from '../../db/seed/locations.js';
import { DEMO_USER, DEMO_VETERAN, seedUsers } from '../../db/seed/users.js';
import { cities, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  findUser,
  login,
  message,
  PASSWORD,
  registrationBody,
  setupTestApp,
  tokenFromMail,
} from './test-helpers.js';

describe('captcha on login and registration', () => {
  const ctx = setupTestApp({ CAPTCHA_ENABLED: 'true', ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '4' });

  async function solved(): Promise<string> {
    const challenge = await ctx.app.captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('refuses a missing or wrong captcha, whatever captchaOn says', async () => {
    for (const captcha of ['', 'bm90IGEgcGF5bG9hZA==']) {
      const body = registrationBody(ctx.places, { captcha, captchaOn: false });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/registration', payload: body });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('captcha_invalid');
      expect(await findUser(ctx, body.email)).toBeNull();
    }
    expect(message(await login(ctx, 'someone@example.com', PASSWORD))).toBe('captcha_invalid');
  });

  it('accepts a solved captcha once', async () => {
    const body = registrationBody(ctx.places, { captcha: await solved(), captchaOn: true });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/registration', payload: body });
    expect(res.statusCode).toBe(200);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { ...body, email: `again.${body.email}` },
    });
    expect(message(replay)).toBe('captcha_invalid');

    const token = await tokenFromMail(ctx, body.email, 'confirm_email');
    await ctx.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: { token } });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: PASSWORD, captcha: await solved(), captchaOn: true },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('seedUsers', () => {
  it('creates the admin once, shows a generated password only at creation, and the demo users', async () => {
    const database = createDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await database.migrate();
      await seedLocations(database.db);
      const config = loadConfig({ ADMIN_EMAIL: 'Chief@Harbour.local', SEED_DEMO: 'true' });
      const log = { warn: vi.fn() };

      await seedUsers(database.db, config, log);
      await seedUsers(database.db, config, log);
      expect(log.warn).toHaveBeenCalledTimes(1);
      const [fields] = log.warn.mock.calls[0] as [{ adminPassword: string }, string];
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'chief@harbour.local'));
      expect(admin).toMatchObject({ role: 'admin' });
      expect(admin!.emailConfirmedAt).toBeInstanceOf(Date);
      expect(admin!.passwordHash).not.toContain(fields.adminPassword);
      expect(await verifyPassword(admin!.passwordHash, fields.adminPassword)).toBe(true);

      const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
      expect(await verifyPassword(demo!.passwordHash, 'Harbour2025!')).toBe(true);
      const [city] = await database.db.select().from(cities).where(eq(cities.id, demo!.cityId!));
      expect(city!.name).toBe('Charlottetown');
      expect(demo).toMatchObject({ role: 'user', preferredLanguage: 'en' });
      // the demo member past the NuChat trial: registered 60 days ago, same password
      const [veteran] = await database.db.select().from(users).where(eq(users.email, DEMO_VETERAN.email));
      expect(await verifyPassword(veteran!.passwordHash, 'Harbour2025!')).toBe(true);
      const age = Date.now() - veteran!.createdAt.getTime();
      expect(Math.round(age / 86_400_000)).toBe(DEMO_VETERAN.registeredDaysAgo);
      expect(await database.db.select().from(users)).toHaveLength(3);
    } finally {
      await database.close();
    }
  });

  it('uses ADMIN_PASSWORD when set, logs nothing, and skips the demo user when SEED_DEMO is off', async () => {
    const database = createDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await database.migrate();
      await seedLocations(database.db);
      const config = loadConfig({ ADMIN_PASSWORD: 'Admin-secret-2025', SEED_DEMO: 'false' });
      const log = { warn: vi.fn() };
      await seedUsers(database.db, config, log);
      expect(log.warn).not.toHaveBeenCalled();
      const all = await database.db.select().from(users);
      expect(all).toHaveLength(1);
      expect(await verifyPassword(all[0]!.passwordHash, 'Admin-secret-2025')).toBe(true);
    } finally {
      await database.close();
    }
  });
});
