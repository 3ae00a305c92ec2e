import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import { z } from 'zod';
import { repoRoot } from './lib/server-root.js';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
/** An IPv4/IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `::1/128`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address: a flag (true trusts every hop, so only where nothing
 * but the proxy can reach the port), or the proxies' addresses and ranges, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8,::1`): a client that reaches the port directly cannot fake its address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | string[] => {
    const v = (raw ?? '').trim();
    if (['', 'false', '0'].includes(v)) return false;
    if (['true', '1'].includes(v)) return true;
    const entries = v.split(',').map((x) => x.trim());
    const bad = entries.filter((x) => !isAddressOrRange(x));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not true, false or addresses: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every environment variable Harbour reads, with the defaults of the embedded mode. */
const envSchema = z.object({
  /** development | production | test; production turns on HSTS and upgrade-insecure-requests */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** interface the HTTP server listens on */
  HOST: z.string().default('0.0.0.0'),
  /** port the HTTP server listens on */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** public base URL (links in e-mails, payment return URLs); default http://localhost:PORT */
  PUBLIC_URL: z.string().url().optional(),
  /** pino log level: fatal, error, warn, info, debug, trace or silent */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** where the embedded database (pglite/) and uploaded files (uploads/) live */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** PostgreSQL URL; when unset the embedded PGlite database in DATA_DIR is used */
  DATABASE_URL: optionalString,
  /** Redis URL; shares rate limits, captcha replay protection and realtime fan-out between processes */
  REDIS_URL: optionalString,
  /** prefix of every Redis key, so several deployments can share one Redis */
  REDIS_PREFIX: z.string().default('harbour:'),
  /** the built web app (npm run build) served at / */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** behind a reverse proxy: its addresses (e.g. 127.0.0.1), or true for any; the client IP and protocol then come from X-Forwarded-* */
  TRUST_PROXY: trustProxy,
  /** false: no 103 Early Hints before the app's pages (never sent to a request that came through a proxy) */
  EARLY_HINTS: flag.default(true),
  /** true shows the ALTCHA proof-of-work captcha on login and registration; on by default in production */
  CAPTCHA_ENABLED: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** HMAC secret signing captcha challenges; when unset one is generated once and kept in the database */
  ALTCHA_HMAC_KEY: optionalString,
  /** PBKDF2 iterations per captcha attempt (the defaults take about 1.5 s of one desktop CPU core) */
  ALTCHA_COST: z.coerce.number().int().positive().default(1000),
  /** the solver needs between half of this and this many attempts */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(10000),
  /** SMTP server, e.g. smtps://user:pass@smtp.example.com:465; when unset mails go to the outbox table only */
  SMTP_URL: optionalString,
  /** sender of every e-mail */
  MAIL_FROM: z.string().default('Harbour <hello@harbour.local>'),
  /** where NuChat opens: a path of this site or an http(s) address; a push links to it with `?c=<id>` */
  CHAT_SITE_URL: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path starting with / or an http(s) address')
    .default('/chat'),
  /** map tile URL template for Leaflet ({s}, {z}, {x}, {y}); its host is allowed by the CSP */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** e-mail of the first admin account created by the seed */
  ADMIN_EMAIL: z.string().default('admin@harbour.local'),
  /** password of the first admin account; when unset one is generated and printed once */
  ADMIN_PASSWORD: optionalString,
  /** true seeds demo content (sample listings, events…) on start */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** how long each process keeps a directory list or search answer (0: not at all); listings published or
   * withdrawn show within this time */
  DIRECTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** where directory searches find their matches: each process's in-memory index of the listings'
   * search documents (kept exact by the change log of migration 0024), or PostgreSQL alone */
  SEARCH_INDEX: z.enum(['memory', 'sql']).default('memory'),
  /** API requests per minute per client IP */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** failed sign-ins allowed per client IP within the 15-minute login window (successes do not count) */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** weather source: open-meteo (no key), openweathermap, or none (also when set empty): no weather. Unset:
   * OpenWeatherMap when OPENWEATHER_API_KEY is set, else Open-Meteo */
  WEATHER_PROVIDER: z.enum(['openweathermap', 'open-meteo', 'none', '']).optional(),
  /** OpenWeatherMap API key (current weather and One Call 3.0) */
  OPENWEATHER_API_KEY: optionalString,
  /** OpenWeatherMap API base URL (tests point it at a local stand-in) */
  OPENWEATHER_BASE_URL: z.string().url().default('https://api.openweathermap.org'),
  /** Open-Meteo API base URL (tests point it at a local stand-in) */
  OPEN_METEO_BASE_URL: z.string().url().default('https://api.open-meteo.com'),
  /** how long a weather provider may take to answer, in milliseconds */
  WEATHER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** address autocomplete: photon (the default) or nominatim, the API found at GEOCODER_URL */
  GEOCODER_PROVIDER: z.enum(['photon', 'nominatim', '']).optional(),
  /** base URL of a Photon or Nominatim server, e.g. https://photon.komoot.io; unset: the seeded places only */
  GEOCODER_URL: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** how long the geocoder may take to answer before the local search answers instead, in milliseconds */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** how long a client may take to send a whole request (headers and body), in milliseconds; 408 after */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** how long a client may take to send a request's headers, in milliseconds; at most REQUEST_TIMEOUT_MS */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** how long an idle keep-alive connection stays open, in milliseconds (above a proxy's idle timeout) */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /** pictures decoded at once (each on one thread); default one per two CPU cores */
  PICTURE_CONCURRENCY: z.coerce
    .number()
    .int()
    .positive()
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  /** pictures that may wait for their turn; one more is answered 503 `too_many_requests` */
  PICTURE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  /** new listings (business, event, job, volunteer) one account may register per hour; 429 beyond */
  LISTING_CREATE_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** new listings one client IP may register per hour, whatever the accounts; 429 beyond */
  LISTING_CREATE_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(60),
  /** listings of one account waiting for a payment (card, e-transfer, cheque) or an approval at once */
  LISTINGS_AWAITING_PAYMENT_MAX: z.coerce.number().int().positive().default(10),
  /** bytes of listing photos one account may keep (both stored sizes); default 200 MB */
  PHOTO_BYTES_PER_ACCOUNT_MAX: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** Stripe secret key (sk_live_… or sk_test_…); when unset card payments go through the built-in sandbox
   * checkout where PAYMENTS_SANDBOX allows it, and are unavailable otherwise */
  STRIPE_SECRET_KEY: optionalString,
  /** true: without STRIPE_SECRET_KEY, the built-in sandbox checkout (TEST PAYMENT, no money moves: a listing
   * paid there goes live for free). On by default in development and test; in production only when set to
   * true, for a staging site, never for the public one */
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook (whsec_…) */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe API base URL, e.g. http://127.0.0.1:12111 (tests point it at a local stand-in) */
  STRIPE_API_BASE: z.string().url().optional(),
  /** LibreTranslate server, e.g. http://localhost:5000; translates what organisations write (issue 10) */
  LIBRETRANSLATE_URL: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** API key of that LibreTranslate server, when it asks for one */
  LIBRETRANSLATE_API_KEY: optionalString,
  /** DeepL API key (a Free key ends in ':fx'); DeepL is preferred for the languages it has */
  DEEPL_API_KEY: optionalString,
  /** DeepL API base URL; default api-free.deepl.com for a Free key, else api.deepl.com */
  DEEPL_API_URL: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** our languages to ask DeepL for as beta languages, comma-separated (e.g. fa,hi,tl,so) */
  DEEPL_BETA_LANGUAGES: z.string().default(''),
  /** how long a translation provider may take to answer, in milliseconds */
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** false: no Web Push (NuPOST notices then go in the app and by e-mail only) */
  PUSH_ENABLED: flag.default(true),
  /** VAPID contact of the pushes (mailto: or https: URL); default mailto: with the address of MAIL_FROM */
  VAPID_SUBJECT: z
    .union([z.literal(''), z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')])
    .optional()
    .transform((v) => (v ? v : undefined)),
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
  redisPrefix: string;
  webDist: string;
  /** Fastify's `trustProxy`: false, true (every hop) or the trusted proxies' addresses and ranges */
  trustProxy: boolean | string[];
  earlyHints: boolean;
  captcha: { enabled: boolean; hmacKey: string | null; cost: number; maxCounter: number };
  mail: { smtpUrl: string | null; from: string };
  chatSiteUrl: string;
  mapTileUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  seedDemo: boolean;
  rateLimit: { max: number; loginMax: number };
  /** milliseconds a directory answer is kept; 0 turns the cache off */
  directoryCacheMs: number;
  searchIndex: 'memory' | 'sql';
  weather: {
    provider: 'openweathermap' | 'open-meteo' | null;
    openWeatherApiKey: string | null;
    openWeatherBaseUrl: string;
    openMeteoBaseUrl: string;
    timeoutMs: number;
  };
  /** address autocomplete; null provider: the local search over the seeded places */
  geocoder: { provider: 'photon' | 'nominatim' | null; url: string | null; timeoutMs: number };
  /** slow clients: the HTTP server's timeouts, in milliseconds */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /** uploaded pictures (profile pictures and listing photos) decoded at once, and how many may wait */
  pictures: { concurrency: number; queueMax: number };
  /** what one account and one address may create and keep (see modules/listings/creation-limits.ts) */
  listingLimits: {
    createPerHour: number;
    createPerHourPerIp: number;
    awaitingPaymentMax: number;
    photoBytesPerAccountMax: number;
  };
  payments: {
    /** null: the sandbox provider when `sandbox`, else no card payment */
    stripeSecretKey: string | null;
    /** the sandbox checkout may stand in for a missing Stripe key (PAYMENTS_SANDBOX; default: not in production) */
    sandbox: boolean;
    stripeWebhookSecret: string | null;
    /** null: Stripe's own API */
    stripeApiBase: string | null;
  };
  /** machine translation of listings; no URL and no key: nothing is translated, originals are shown */
  translation: {
    libreTranslateUrl: string | null;
    libreTranslateApiKey: string | null;
    deeplApiKey: string | null;
    deeplApiUrl: string | null;
    deeplBetaLanguages: LanguageTag[];
    timeoutMs: number;
  };
  /** Web Push of NuPOST notices; `subject` is the VAPID contact */
  push: { enabled: boolean; subject: string };
}

/** Open-Meteo needs no key, so it is the default; `none` or an empty value turns the weather off. */
function weatherProvider(
  chosen: 'openweathermap' | 'open-meteo' | 'none' | '' | undefined,
  openWeatherApiKey: string | undefined,
): Config['weather']['provider'] {
  if (chosen === 'none' || chosen === '') return null;
  if (chosen) return chosen;
  return openWeatherApiKey ? 'openweathermap' : 'open-meteo';
}

/** `mailto:` with the address of MAIL_FROM (`Harbour <hello@harbour.local>` → mailto:hello@harbour.local). */
function vapidSubjectFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // A production server behind some host name must not guess its own address: e-mailed links and
  // payment return URLs would point at localhost.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('Invalid configuration: PUBLIC_URL is required when NODE_ENV=production');
  }
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
    redisPrefix: e.REDIS_PREFIX,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    earlyHints: e.EARLY_HINTS,
    captcha: {
      enabled:
        e.CAPTCHA_ENABLED === undefined || e.CAPTCHA_ENABLED === ''
          ? e.NODE_ENV === 'production'
          : e.CAPTCHA_ENABLED === 'true' || e.CAPTCHA_ENABLED === '1',
      hmacKey: e.ALTCHA_HMAC_KEY ?? null,
      cost: e.ALTCHA_COST,
      maxCounter: e.ALTCHA_MAX_COUNTER,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    chatSiteUrl: e.CHAT_SITE_URL,
    mapTileUrl: e.MAP_TILE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO,
    rateLimit: { max: e.RATE_LIMIT_MAX, loginMax: e.LOGIN_RATE_LIMIT_MAX },
    directoryCacheMs: e.DIRECTORY_CACHE_SECONDS * 1000,
    searchIndex: e.SEARCH_INDEX,
    weather: {
      provider: weatherProvider(e.WEATHER_PROVIDER, e.OPENWEATHER_API_KEY),
      openWeatherApiKey: e.OPENWEATHER_API_KEY ?? null,
      openWeatherBaseUrl: e.OPENWEATHER_BASE_URL,
      openMeteoBaseUrl: e.OPEN_METEO_BASE_URL,
      timeoutMs: e.WEATHER_TIMEOUT_MS,
    },
    geocoder: {
      provider: e.GEOCODER_URL ? (e.GEOCODER_PROVIDER === 'nominatim' ? 'nominatim' : 'photon') : null,
      url: e.GEOCODER_URL ?? null,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    pictures: { concurrency: e.PICTURE_CONCURRENCY, queueMax: e.PICTURE_QUEUE_MAX },
    listingLimits: {
      createPerHour: e.LISTING_CREATE_PER_HOUR,
      createPerHourPerIp: e.LISTING_CREATE_PER_HOUR_PER_IP,
      awaitingPaymentMax: e.LISTINGS_AWAITING_PAYMENT_MAX,
      photoBytesPerAccountMax: e.PHOTO_BYTES_PER_ACCOUNT_MAX,
    },
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
      sandbox:
        e.PAYMENTS_SANDBOX === undefined || e.PAYMENTS_SANDBOX === ''
          ? e.NODE_ENV !== 'production'
          : e.PAYMENTS_SANDBOX === 'true' || e.PAYMENTS_SANDBOX === '1',
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiBase: e.STRIPE_API_BASE ?? null,
    },
    translation: {
      libreTranslateUrl: e.LIBRETRANSLATE_URL ?? null,
      libreTranslateApiKey: e.LIBRETRANSLATE_API_KEY ?? null,
      deeplApiKey: e.DEEPL_API_KEY ?? null,
      deeplApiUrl: e.DEEPL_API_URL ?? null,
      deeplBetaLanguages: e.DEEPL_BETA_LANGUAGES.split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(isLanguageTag),
      timeoutMs: e.TRANSLATION_TIMEOUT_MS,
    },
    push: { enabled: e.PUSH_ENABLED, subject: e.VAPID_SUBJECT ?? vapidSubjectFrom(e.MAIL_FROM) },
  };
}
