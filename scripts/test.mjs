// `npm test`: install what is missing, then typecheck, unit + golden tests, build, and the
// Playwright suite against the built app. Runs every step it can (the e2e step needs a good
// build and a Chromium), prints a summary, and exits non-zero if anything failed.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies } from './deps.mjs';
import { runPlaywright } from './e2e.mjs';
import {
  bin,
  PLAYWRIGHT_JSON,
  playwrightCounts,
  readReport,
  ROOT,
  runStep,
  VITEST_JSON,
  vitestCounts,
} from './steps.mjs';

const results = [];
const setup = [];

try {
  setup.push(`dependencies: ${ensureDependencies(ROOT)}`);
} catch (error) {
  console.error(`\n[test] ${error.message}`);
  console.log('\nSummary: could not install dependencies; nothing was run.');
  process.exit(1);
}

mkdirSync(join(ROOT, '.tmp'), { recursive: true });
rmSync(join(ROOT, VITEST_JSON), { force: true });
rmSync(join(ROOT, PLAYWRIGHT_JSON), { force: true });

let chromiumError = null;
try {
  setup.push(`chromium: ${ensureChromium()}`);
} catch (error) {
  chromiumError = error.message;
  setup.push(`chromium: NOT AVAILABLE (${error.message})`);
}

results.push(runStep('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
const unit = runStep('unit + golden tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
]);
results.push(unit);
const build = runStep('vite build', bin('vite'), ['build', '--outDir', process.env.E2E_DIST ?? 'dist']);
results.push(build);

if (!build.ok) {
  results.push({ name: 'playwright', ok: false, seconds: 0, detail: 'skipped: the build failed' });
} else if (chromiumError) {
  results.push({ name: 'playwright', ok: false, seconds: 0, detail: `skipped: ${chromiumError}` });
} else {
  results.push(runPlaywright([]));
}

const counts = [
  ['unit', vitestCounts(readReport(VITEST_JSON))],
  ['e2e', playwrightCounts(readReport(PLAYWRIGHT_JSON))],
];

console.log('\n──────── npm test summary ────────');
for (const line of setup) console.log(`  ${line}`);
for (const r of results) {
  const status = r.ok ? 'ok  ' : 'FAIL';
  console.log(`  ${status} ${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)}s ${r.detail}`);
}
let passed = 0;
let failed = 0;
for (const [label, c] of counts) {
  if (!c) continue;
  passed += c.passed;
  failed += c.failed;
  const flaky = c.flaky ? ` (${c.flaky} flaky: failed once, passed on retry — see the HTML report)` : '';
  console.log(`  ${label}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${flaky}`);
}
console.log(`  Playwright HTML report: ${process.env.E2E_REPORT ?? 'playwright-report'}/index.html`);
const allOk = results.every((r) => r.ok);
console.log(`${allOk ? 'PASSED' : 'FAILED'}: ${results.filter((r) => r.ok).length} of ${results.length} steps ok`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
