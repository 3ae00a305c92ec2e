import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every environment variable Harbour reads, with the defaults of the embedded mode. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: flag,
  CAPTCHA_ENABLED: flag,
  ALTCHA_HMAC_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Harbour <hello@harbour.local>'),
  CHAT_SITE_URL: z.string().default('/coming-soon'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ADMIN_EMAIL: z.string().default('admin@harbour.local'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  /** null: embedded PGlite in `${dataDir}/pglite`; ':memory:' for tests */
  databaseUrl: string | null;
  pgliteDir: string | null;
  redisUrl: string | null;
  webDist: string;
  trustProxy: boolean;
  captcha: { enabled: boolean; hmacKey: string | null };
  mail: { smtpUrl: string | null; from: string };
  chatSiteUrl: string;
  mapTileUrl: string;
  adminEmail: string;
  seedDemo: boolean;
  rateLimit: { max: number; loginMax: number };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.DATABASE_URL ? null : path.join(e.DATA_DIR, 'pglite'),
    redisUrl: e.REDIS_URL ?? null,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    captcha: { enabled: e.CAPTCHA_ENABLED, hmacKey: e.ALTCHA_HMAC_KEY ?? null },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    chatSiteUrl: e.CHAT_SITE_URL,
    mapTileUrl: e.MAP_TILE_URL,
    adminEmail: e.ADMIN_EMAIL,
    seedDemo: e.SEED_DEMO,
    rateLimit: { max: e.RATE_LIMIT_MAX, loginMax: e.LOGIN_RATE_LIMIT_MAX },
  };
}
