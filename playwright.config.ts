import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers here; scripts/chromium.mjs finds (or installs)
// Debian's Chromium and passes its path in PLAYWRIGHT_CHROMIUM_PATH.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

// Overridable so two suites can run side by side (each with its own build, port and results).
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
// The real local provider (`npm run provider`) that capture tests record from.
export const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 1000);
process.env.E2E_PROVIDER_URL = `http://127.0.0.1:${providerPort}/v1`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  // Baselines do not depend on the OS name: the page uses only fonts shipped from npm.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  workers: 2,
  // CI runs on a shared 2-core machine: one retry absorbs a timing flake, and the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled' } },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: process.env.E2E_REPORT ?? 'playwright-report', open: 'never' }],
    // read back by scripts/test.mjs for its summary (PLAYWRIGHT_JSON in scripts/steps.mjs)
    ['json', { outputFile: process.env.E2E_JSON ?? '.tmp/playwright-results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${dist}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx src/provider/main.ts --port ${providerPort} --delay 20`,
      url: `http://127.0.0.1:${providerPort}/v1/models`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
