import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures/constants.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
// Results live at the repository root, where git and ESLint already ignore them.
const outputDir = path.join(repoRoot, 'test-results');

/**
 * `preferred` when free, else any free loopback port. Chosen once by the runner and handed to the workers
 * through the environment (they inherit it), so every process agrees on the base URL.
 */
function pickPort(preferred: number): string {
  const script = `
    const net = require('node:net');
    const tryListen = (port) => new Promise((resolve) => {
      const s = net.createServer().once('error', () => resolve(null))
        .listen(port, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
    });
    tryListen(${preferred}).then((p) => p ?? tryListen(0)).then((p) => process.stdout.write(String(p)));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.HARBOUR_E2E_PORT ??= pickPort(8181);
process.env.HARBOUR_E2E_WEATHER_PORT ??= pickPort(8182);
process.env.HARBOUR_E2E_CHAT_PORT ??= pickPort(8183);
process.env.HARBOUR_E2E_TRANSLATE_PORT ??= pickPort(8184);
const port = process.env.HARBOUR_E2E_PORT;
const weatherPort = process.env.HARBOUR_E2E_WEATHER_PORT;
const chatPort = process.env.HARBOUR_E2E_CHAT_PORT;
const translatePort = process.env.HARBOUR_E2E_TRANSLATE_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const openMeteoURL = `http://127.0.0.1:${weatherPort}`;

/** A Harbour server of the journeys: a fresh, offline PGlite with the demo content. */
function harbourServer(serverPort: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/api/web/provinces/all`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // Playwright passes its own environment on: pin everything that would take the server away from
    // a fresh, offline PGlite (a developer's DATABASE_URL, SMTP_URL, NODE_ENV=production…).
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: 'false',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: serverPort,
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      DATA_DIR: path.join(outputDir, dataDir),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      // every journey signs in several times from the same address
      LOGIN_RATE_LIMIT_MAX: '200',
      RATE_LIMIT_MAX: '5000',
      WEATHER_PROVIDER: 'open-meteo',
      OPEN_METEO_BASE_URL: openMeteoURL,
      OPENWEATHER_API_KEY: '',
      // no tiles from the internet: the event and listing maps draw their marker on a plain background
      MAP_TILE_URL: '',
      // no translation provider: the demo's translations come from the seed
      LIBRETRANSLATE_URL: '',
      DEEPL_API_KEY: '',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Playwright empties outputDir before starting the web server, so the server's data lives there:
  // a fresh database every run, nothing left behind in /tmp, and it is gitignored.
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]],
  use: {
    baseURL,
    locale: 'en-CA',
    timezoneId: 'America/Halifax',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The e2e server has no internet: the weather comes from a local Open-Meteo stand-in.
      command: `npx tsx e2e/fixtures/weather-stand-in.ts ${weatherPort}`,
      cwd: repoRoot,
      url: `${openMeteoURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    harbourServer(port, 'server-data'),
    {
      command: `npx tsx e2e/fixtures/translation-stand-in.ts ${translatePort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${translatePort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The chat journeys read translations: their own server, with a local LibreTranslate stand-in, so the
    // other journeys keep a server without a provider (their listings show the seed's texts).
    harbourServer(chatPort, 'chat-server-data', { LIBRETRANSLATE_URL: `http://127.0.0.1:${translatePort}` }),
  ],
});
