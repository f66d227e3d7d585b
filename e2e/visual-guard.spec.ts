import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openInspector, openStreamFile, PANE_SHOTS } from './support/visualPage';
import { SHARED_DIR, visualTitle } from './support/visualPlan';

/**
 * The visual suite must fail when parsing changes. These tests change one parser switch in a
 * temporary profile (custom:maf-2026-08+functionCallOutput: #8078 turned on, nothing else) and
 * run the real suite (e2e/visual.spec.ts, through e2e/support/visual.config.ts, never updating
 * baselines) on the hosted-toolbox scenario with its maf-2026-08 shots traced under that profile.
 * The golden half of the same check is in tests/cli.test.ts.
 */
const ROOT = resolve(import.meta.dirname, '..');
const INPUT = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
const BASE = 'maf-2026-08';
const CHANGED = `custom:${BASE}+functionCallOutput`;
const CONTROL = 'maf-current';
const BASELINES = join(ROOT, 'e2e', '__screenshots__', 'visual.spec.ts', INPUT);

interface JsonResult {
  status: string;
  errors: Array<{ message?: string }>;
  attachments: Array<{ name: string; path?: string; contentType: string }>;
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: Array<{ title: string; tests: Array<{ results: JsonResult[] }> }>;
}

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function resultsByTitle(report: { suites: JsonSuite[] }): Map<string, JsonResult> {
  const found = new Map<string, JsonResult>();
  const walk = (suite: JsonSuite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) found.set(spec.title, spec.tests[0].results[0]);
  };
  report.suites.forEach(walk);
  return found;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Runs the visual suite in a child Playwright (its own port, results and report), never updating baselines. */
async function runVisualSuite(env: Record<string, string>, outDir: string, grep: string) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // this worker's identity is not the child's
  for (const key of ['PLAYWRIGHT_TEST', 'TEST_WORKER_INDEX', 'TEST_PARALLEL_INDEX', 'E2E_PROVIDER_URL']) delete childEnv[key];
  Object.assign(childEnv, {
    FORCE_COLOR: '0',
    E2E_PORT: String(await freePort()),
    E2E_RESULTS: join(outDir, 'results'),
    E2E_REPORT: join(outDir, 'report'),
    E2E_JSON: join(outDir, 'results.json'),
    ...env,
  });
  const args = ['test', '-c', 'e2e/support/visual.config.ts', '--update-snapshots=none', '--workers=1', '--retries=0', '-g', grep];
  const output = await new Promise<{ code: number; log: string }>((done) => {
    execFile(join(ROOT, 'node_modules', '.bin', 'playwright'), args, { cwd: ROOT, env: childEnv, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, log: plain(`${stdout}\n${stderr}`) }),
    );
  });
  const json = join(outDir, 'results.json');
  expect(existsSync(json), `the child run wrote no report:\n${output.log}`).toBe(true);
  return { ...output, results: resultsByTitle(JSON.parse(readFileSync(json, 'utf8'))) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('one parser switch changed in a temporary profile fails the screenshot comparison, naming each baseline it breaks', async ({}, testInfo) => {
  test.setTimeout(180_000);
  // `npm run test:update` rewrites baselines in this very run: the guard compares against settled ones.
  test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'baselines are being rewritten by this run');
  for (const { name } of PANE_SHOTS) {
    const baseline = join(BASELINES, `${BASE}-${name}.png`);
    expect(existsSync(baseline), `baseline ${baseline} is missing: run npm run test:update and commit it`).toBe(true);
  }
  const child = await runVisualSuite(
    {
      VISUAL_INPUTS: join(SHARED_DIR, 'scenarios', INPUT),
      VISUAL_PROFILES: `${BASE},${CONTROL}`,
      VISUAL_PROFILE_OVERRIDE: `${BASE}=${CHANGED}`,
    },
    testInfo.outputPath('child'),
    `${escapeRegExp(INPUT)} under (${escapeRegExp(BASE)}|${escapeRegExp(CONTROL)})$`,
  );
  await testInfo.attach('child run output', { body: child.log, contentType: 'text/plain' });

  // Control: the same child run reproduces the untouched profile's baselines pixel for pixel.
  const control = child.results.get(visualTitle(INPUT, CONTROL));
  expect(control?.status, `${CONTROL} should match its baselines:\n${child.log}`).toBe('passed');

  // The changed profile: the run fails, and each failure names the baseline (scenario + profile).
  const changed = child.results.get(visualTitle(INPUT, BASE));
  expect(child.code).not.toBe(0);
  expect(changed?.status).toBe('failed');
  const messages = changed!.errors.map((e) => plain(e.message ?? ''));
  const broken = messages.flatMap((m) => [...m.matchAll(/Snapshot: (\S+\.png)/g)].map((match) => match[1])).sort();
  await testInfo.attach('what the switch changed', {
    body: `${CHANGED} against the ${BASE} baselines of ${INPUT}:\n${broken.map((b) => `  differs: ${b}`).join('\n')}\n\n${messages.map((m) => m.split('Call log:')[0].trim()).join('\n\n')}\n`,
    contentType: 'text/plain',
  });
  // #8078 parses the provider's function_call_output: the item's decisions change, AG-UI gets a
  // TOOL_CALL_RESULT, the call's lifecycle is complete, and the lost-result finding goes away.
  expect(broken).toEqual(['items', 'agui', 'lifecycle', 'findings'].map((shot) => `${INPUT}/${BASE}-${shot}.png`).sort());
  for (const message of messages) {
    expect(message).toContain(`${INPUT}: `);
    expect(message).toContain(` pane under ${BASE}`);
    expect(message).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different|Expected an image \d+px by \d+px, received \d+px by \d+px/);
  }

  // The report of that run holds expected / actual / diff images of each broken shot; show the AG-UI ones here.
  expect(existsSync(join(testInfo.outputPath('child'), 'report', 'index.html'))).toBe(true);
  const attachments = changed!.attachments.filter((a) => a.path && a.name.startsWith(`${INPUT}/${BASE}-agui`));
  expect(attachments.map((a) => a.name).sort()).toEqual([`${BASE}-agui-actual.png`, `${BASE}-agui-diff.png`, `${BASE}-agui-expected.png`].map((n) => `${INPUT}/${n}`));
  for (const attachment of attachments) {
    expect(existsSync(attachment.path!)).toBe(true);
    await testInfo.attach(attachment.name.replace(`${INPUT}/`, 'caught '), { path: attachment.path!, contentType: attachment.contentType });
  }
});

test('generated AG-UI ids are sequential, so the same stream always draws the same ids', async ({ page }) => {
  await openInspector(page, BASE);
  await openStreamFile(page, join(SHARED_DIR, 'scenarios', '01-text-only.ndjson'));
  const text = page.getByTestId('pane-agui').locator('[data-group-kind="text-message"]');
  await expect(text).toContainText('00000000-0000-4000-8000-000000000001');
});
