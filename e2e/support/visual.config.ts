/**
 * The visual suite alone, for another project's CI (README, "Pinning parser behaviour in another
 * project's CI"): only e2e/visual.spec.ts, only the app server (no local provider), and the
 * baselines wherever VISUAL_BASELINES says (else e2e/__screenshots__/, as in the main config).
 *
 *   VISUAL_INPUTS=recordings VISUAL_BASELINES=visual-baselines \
 *     npm --prefix stream-inspector run test:e2e -- -c e2e/support/visual.config.ts
 *
 * Relative paths in VISUAL_* are read from the directory npm runs in (the stream-inspector
 * checkout); pass absolute ones from another project. e2e/visual-guard.spec.ts runs this config too.
 */
import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import base from '../../playwright.config';

const ROOT = resolve(import.meta.dirname, '..', '..');
const fromRoot = (path: string) => resolve(ROOT, path);
const baselines = process.env.VISUAL_BASELINES ? resolve(process.env.VISUAL_BASELINES) : null;
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: fromRoot('e2e'),
  testMatch: /[\\/]visual\.spec\.ts$/,
  snapshotPathTemplate: baselines ? `${baselines}/{arg}{ext}` : base.snapshotPathTemplate,
  outputDir: fromRoot(process.env.E2E_RESULTS ?? 'test-results'),
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: fromRoot(process.env.E2E_REPORT ?? 'playwright-report'), open: 'never' }],
    ['json', { outputFile: fromRoot(process.env.E2E_JSON ?? '.tmp/playwright-results.json') }],
  ],
  // the first server is `vite preview` of the build; the others (the local provider) are for capture tests
  webServer: servers.slice(0, 1).map((server) => ({ ...server, cwd: ROOT })),
});
