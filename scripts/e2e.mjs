// `npm run test:e2e` / `npm run test:update`: builds the app, then runs the Playwright suite
// against `vite preview` of that build, on the Chromium found (or installed) by chromium.mjs.
// Extra arguments go to `playwright test` (e.g. --update-snapshots, a spec file, -g "name").
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies } from './deps.mjs';
import { pathToFileURL } from 'node:url';
import { bin, ROOT, runStep } from './steps.mjs';

export function runPlaywright(args) {
  return runStep('playwright', bin('playwright'), ['test', ...args]);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    ensureDependencies(ROOT);
    ensureChromium();
  } catch (error) {
    console.error(`\n[e2e] cannot run the Playwright suite: ${error.message}`);
    process.exit(1);
  }
  const build = runStep('vite build', bin('vite'), ['build', '--outDir', process.env.E2E_DIST ?? 'dist']);
  if (!build.ok) process.exit(1);
  const result = runPlaywright(process.argv.slice(2));
  console.log(`\n[e2e] ${result.ok ? 'passed' : `failed (${result.detail})`}; HTML report: ${process.env.E2E_REPORT ?? 'playwright-report'}/index.html`);
  process.exit(result.ok ? 0 : 1);
}
