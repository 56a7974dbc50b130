import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium.ts';
import { oauthProviderEnv } from './server/test/oauth-provider.ts';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser): the production build
 * served by the real server on a throw-away SQLite database.
 */
const port = Number(process.env.E2E_PORT ?? 4517);
const baseURL = `http://127.0.0.1:${port}`;
/** The local OAuth provider all four social sign-ins use (DECISIONS P10). */
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 100);
const oauthURL = `http://127.0.0.1:${oauthPort}`;
const launchOptions = {
  executablePath: systemChromium(),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // The longest flows (join, confirm, first sign-in, onboarding, sign-out, each page checked
  // by axe) take 20–30 s on a 2-core machine that also runs the server; a slower day must not
  // fail them. Assertions still poll and pass as soon as their condition holds.
  timeout: 60_000,
  // CI's machine has run the suite at half this machine's speed: two tests whose steps take
  // 1–3 s here (the editor's code arriving, a toast) missed a 10 s bound there. A bound only
  // costs time when an assertion fails.
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A trace records a screencast and a DOM snapshot at every step of every test, passing or
  // not: a quarter of the run's time (ADR 0023). CI keeps only its printed output, so it records
  // none; elsewhere a failure keeps its trace. E2E_TRACE=retain-on-failure (or on) asks for them.
  use: {
    baseURL,
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
      // Only the tests tagged LAYOUT (e2e/fixtures.ts) differ on a phone: the others would run
      // the same steps twice (issue 12 point 7). E2E_ALL_VIEWPORTS=1 runs everything on both.
      ...(process.env.E2E_ALL_VIEWPORTS === '1' ? {} : { grep: /@layout/ }),
    },
  ],
  webServer: [
    {
      command: 'node scripts/oauth-dev-provider.ts',
      url: `${oauthURL}/google/userinfo`,
      reuseExistingServer: false,
      env: { OAUTH_DEV_PORT: String(oauthPort) },
    },
    {
      command: 'node scripts/start.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        // Links in mails point to this test server (server/modules/mail/outbox.ts siteLink).
        PUBLIC_URL: baseURL,
        HOST: '127.0.0.1',
        // The specs read confirmation and reset links from the local mailbox, which a production
        // build serves only when told to (ADR 0008, issue 13).
        DEV_MAILBOX: 'on',
        DATA_DIR: path.join(os.tmpdir(), `hearth-e2e-${process.pid}`),
        LOG_LEVEL: 'warn',
        // Specs create the posts they read; the demo community would only be in their way.
        DEMO_DATA: 'off',
        // Every browser test signs in from 127.0.0.1: the per-IP sign-in limit (P6, 100 per
        // 15 minutes) would refuse a whole suite's members. The per-account limit stays as it is.
        LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
        // The same for sign-ups (issue 13: 10 an hour per address): every spec joins from 127.0.0.1.
        SIGNUP_MAX_PER_IP: '100000',
        ADMIN_EMAIL: 'admin@hearth.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        PROVIDER_NAME: 'Acme Analytics',
        SOCIAL_LINKS: 'linkedin=https://www.linkedin.com/company/acme,blog=https://blog.acme.example',
        ...oauthProviderEnv(oauthURL),
      },
    },
  ],
});
