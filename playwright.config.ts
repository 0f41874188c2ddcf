import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where there is one (this machine cannot download Playwright's own). */
function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Their own ports (overridable, so that two runs on one machine do not collide). */
const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 5183);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);

export const e2eUrls = {
  portal: `http://localhost:${PORTAL_PORT}`,
  sandbox: `http://localhost:${SANDBOX_PORT}`,
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
    baseURL: e2eUrls.portal,
    trace: 'retain-on-failure',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  // Its own ports and data folder, reset to the seed, so a developer's running `npm start` is untouched.
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `${e2eUrls.portal}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      SANDBOX_PORT: String(SANDBOX_PORT),
      PORTAL_PORT: String(PORTAL_PORT),
      PORTAL_ORIGINS: e2eUrls.portal,
      PORTAL_OIDC_AUTHORITY: `${e2eUrls.sandbox}/idp`,
      SANDBOX_DATA_DIR: `.sandbox-data/e2e-${SANDBOX_PORT}`,
      SANDBOX_RESET: '1',
    },
  },
});
