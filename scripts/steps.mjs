// Small helpers shared by test.mjs, e2e.mjs and start.mjs: run a local binary as a named step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Path of a binary from node_modules/.bin. */
export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}

/** Runs a command with inherited stdio; returns { name, ok, seconds, detail }. */
export function runStep(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command.replace(ROOT + '/', ''), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  const detail = ok ? '' : result.error ? String(result.error.message) : `exit ${result.status ?? result.signal}`;
  return { name, ok, seconds, detail };
}

/** Reads a JSON report if a step wrote one, else null. */
export function readReport(relPath) {
  const path = join(ROOT, relPath);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Playwright JSON report → { passed, failed, skipped, flaky }. A flaky test (failed, then passed on
 * CI's one retry) passed, but is counted and named in the summary so nobody mistakes it for green.
 */
export function playwrightCounts(report) {
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky };
}

/** Vitest JSON report → { passed, failed, skipped }. */
export function vitestCounts(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export const PLAYWRIGHT_JSON = process.env.E2E_JSON ?? '.tmp/playwright-results.json';
export const VITEST_JSON = '.tmp/vitest-results.json';
