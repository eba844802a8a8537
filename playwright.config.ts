/**
 * End-to-end tests: Playwright drives Debian's Chromium against the REAL server (tsx
 * server/main.ts through scripts/serve-temp.mjs) on a free port, a fresh temporary DATA_DIR
 * (embedded database with the demo world; the PostgreSQL database ZP_E2E_DATABASE_URL names
 * instead when set, as `npm test` does when PostgreSQL is installed), ZP_CAPTCHA=off and ZP_RATE_LIMIT=off (every call
 * comes from 127.0.0.1, a crowd's worth for one address) and ZP_CERT_JOB=off (in the weeks a
 * seeded certificate comes within 90 days of expiry, the job's reminder would land in the middle
 * of a test counting the enterprise's unread messages). The server serves the built front
 * end, so build first: `npm test` does (`npm run build && npx playwright test` by hand).
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';

/**
 * A free port, chosen once in the runner and handed to the workers through the environment
 * (the config is evaluated again in every worker).
 */
function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
process.env.ZP_E2E_PORT ??= String(freePort());
const port = Number(process.env.ZP_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunchOptions() };
/** The walks that take minutes, longest first. */
const LONG_WALKS = ['journey-evaluation.spec.ts', 'evaluation-returns.spec.ts', 'supervision.spec.ts', 'reform-exit.spec.ts', 'certificates.spec.ts', 'screen-restart.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: !!process.env.CI,
  // One retry on CI, where two cores run the server and two browsers at once; a test that needs it
  // is reported as flaky in the log rather than hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace is not free: its screencast alone about doubled the time of a workflow
    // walk on this 2-core machine (product-review + certificates: 2.2 min traced, 1.1 min not),
    // and its DOM snapshots cost another ~20%. So a trace is recorded when a failed test is run
    // again (CI retries once); by hand: `npx playwright test --trace retain-on-failure x.spec.ts`.
    // A failure still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: 'on-first-retry',
    // The browsers ask for less motion, as a person may in their system settings: the portal then
    // draws no transitions (src/ui/motion.ts), so a step is not a dozen animated frames to render and
    // wait for on two busy cores.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The portal registers a service worker that fetches the whole portal into its cache: in every
    // test's fresh browser that is a few hundred requests beside the test. tests/e2e/pwa.spec.ts,
    // which tests it, allows it; the others run the portal as a first visit without one.
    serviceWorkers: 'block',
  },
  // The longest walks in a project listed first: the two workers take them first, and the short
  // specs fill in around them, so no walk begun late keeps one worker busy at the end alone.
  projects: [
    { name: 'walks', testMatch: LONG_WALKS, use: desktop },
    { name: 'chromium', testIgnore: LONG_WALKS, use: desktop },
  ],
  webServer: {
    command: 'node scripts/serve-temp.mjs',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ZP_CAPTCHA: 'off',
      ZP_RATE_LIMIT: 'off',
      ZP_CERT_JOB: 'off',
      LOG_LEVEL: 'warn',
      ...(process.env.ZP_E2E_DATABASE_URL ? { DATABASE_URL: process.env.ZP_E2E_DATABASE_URL } : {}),
    },
    // A server already on ZP_E2E_PORT (one started by hand with serve-temp) is used as it is, except on CI.
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
