import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { todayInFinland } from './src/api/schemas/calendar.ts';

/**
 * The day the run's sandboxes are seeded as of: Finland's date as the run begins, set once in the runner and
 * inherited by its workers (e2e/seed-day.ts), so that a run crossing midnight still reckons from one day.
 * Set it to rerun the journeys against the seed of another day (docs/testing-on-another-day.md).
 */
process.env.E2E_SEED_DAY ??= todayInFinland();

/** Debian's Chromium where there is one (this machine cannot download Playwright's own). */
function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Their own ports (overridable, so that two runs on one machine do not collide). */
const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 5183);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
const PRODUCTION_PORTAL_PORT = Number(process.env.E2E_PRODUCTION_PORTAL_PORT ?? PORTAL_PORT + 1);
const PRODUCTION_SANDBOX_PORT = Number(process.env.E2E_PRODUCTION_SANDBOX_PORT ?? SANDBOX_PORT + 1);

export interface E2eUrls {
  portal: string;
  sandbox: string;
}

/** The dev server and its sandbox: every journey but the production ones. */
export const e2eUrls: E2eUrls = {
  portal: `http://localhost:${PORTAL_PORT}`,
  sandbox: `http://localhost:${SANDBOX_PORT}`,
};

/** The production build on nginx (deploy/nginx), with a sandbox of its own. */
export const e2eProductionUrls: E2eUrls = {
  portal: `http://localhost:${PRODUCTION_PORTAL_PORT}`,
  sandbox: `http://localhost:${PRODUCTION_SANDBOX_PORT}`,
};

/** A portal and its sandbox on their own ports and data folder, reset to the seed. */
function portalServer(urls: E2eUrls, serve: 'dev' | 'production') {
  const sandboxPort = new URL(urls.sandbox).port;
  return {
    command: 'node --import tsx scripts/start.ts',
    url: `${urls.portal}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      PORTAL_SERVE: serve,
      SANDBOX_PORT: sandboxPort,
      PORTAL_PORT: new URL(urls.portal).port,
      PORTAL_ORIGINS: urls.portal,
      PORTAL_OIDC_AUTHORITY: `${urls.sandbox}/idp`,
      SANDBOX_DATA_DIR: `${process.env.XDG_STATE_HOME || `${process.env.HOME}/.local/state`}/customer-portal-sandbox/e2e-${sandboxPort}`, // sandbox/config.ts defaultDataDir: outside what Vite serves
      SANDBOX_RESET: '1',
      SANDBOX_SEED_DAY: process.env.E2E_SEED_DAY ?? '',
    },
  };
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // per port pair, so that two runs on one machine do not delete each other's traces
  outputDir: `test-results/e2e-${PORTAL_PORT}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  },
  projects: [
    // journeys against the dev server (what `npm start` serves)
    { name: 'chromium', testIgnore: /production\.spec\.ts$/, metadata: e2eUrls, use: { ...chromium, baseURL: e2eUrls.portal } },
    // the production build under its stricter headers: what a customer is served
    {
      name: 'production',
      testMatch: /production\.spec\.ts$/,
      metadata: e2eProductionUrls,
      use: { ...chromium, baseURL: e2eProductionUrls.portal },
    },
  ],
  // Their own ports and data folders, reset to the seed, so a developer's running `npm start` is untouched.
  webServer: [portalServer(e2eUrls, 'dev'), portalServer(e2eProductionUrls, 'production')],
});
