import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '..', 'public', 'samples');
const sample = (file: string) => readFileSync(join(SAMPLES, file), 'utf8');
const row = (page: Page, wireIndex: number) => page.locator(`[data-testid="wire-table"] tr[data-wire-index="${wireIndex}"]`);
const visibleWireIndices = (page: Page) =>
  page.locator('[data-testid="wire-table"] tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-wire-index'))).sort((a, b) => a - b));

async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByTestId('event-count')).not.toContainText('—');
}

/** Replaces the input through the text area (small texts: fill() is fast enough). */
async function paste(page: Page, text: string) {
  await page.getByTestId('stream-input').fill(text);
}

/** Deterministic text that does not compress (so its link would be too long). */
function noise(chars: number): string {
  let seed = 7;
  let out = '';
  while (out.length < chars) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += String.fromCharCode(97 + (seed % 26));
  }
  return out;
}

test('the URL carries profile, compare, filter and selection: a new page opens the same view', async ({ page, context }) => {
  await openApp(page);
  await page.getByTestId('profile-select').selectOption('maf-current');
  await page.getByTestId('filter-input').fill('decision:unparsed');
  await page.getByTestId('filter-input').press('Escape');
  await row(page, 9).click();
  await expect(page).toHaveURL(/sel=wire:9/);
  await expect(page).toHaveURL(/filter=decision:unparsed/);
  const link = page.url();
  expect(link).toContain('profile=maf-current');
  expect(link).toContain('sample=05-hosted-function-call-with-output-toolbox-kb.ndjson');

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('profile-select')).toHaveValue('maf-current');
  await expect(other.getByTestId('filter-input')).toHaveValue('decision:unparsed');
  await expect(other.getByTestId('filter-count')).toHaveText('4 of 17 events');
  await expect(row(other, 9)).toHaveAttribute('aria-selected', 'true');
  expect(await visibleWireIndices(other)).toEqual([5, 9, 13, 14]);
});

test('a pasted input travels in the link, compressed', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await openApp(page);
  await paste(page, sample('24-cc-tool-calls-two-sequential.ndjson'));
  await expect(page.getByTestId('input-format')).toContainText('Chat Completions');
  await page.getByTestId('compare-toggle').click();
  await expect(page).toHaveURL(/input=/);
  await expect(page).toHaveURL(/compare=/);
  const link = page.url();
  await first.close();

  // a fresh browser profile: nothing saved, everything comes from the link
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto(link);
  await expect(other.getByTestId('stream-input')).toHaveValue(sample('24-cc-tool-calls-two-sequential.ndjson'));
  await expect(other.getByTestId('input-format')).toContainText('NDJSON · Chat Completions');
  await expect(other.getByTestId('compare-view')).toBeVisible();
  await second.close();
});

test('an input too large for a link says so, and the link leaves it out instead of cutting it', async ({ page }) => {
  await openApp(page);
  const big = sample('01-text-only.ndjson').replace('"The capital of France "', `"${noise(40_000)}"`);
  await paste(page, big);
  const notice = page.getByTestId('link-too-large');
  await expect(notice).toHaveText(/^input too large for a link: \d+ KB — use Export$/);
  await expect(page.getByTestId('copy-link')).toHaveCount(0);
  await expect(page).toHaveURL(/omitted=\d+/);
  expect(page.url()).not.toContain('input=');
  expect(page.url().length).toBeLessThan(500);
});

test('a reload restores the session; Clear session empties it', async ({ page }) => {
  await openApp(page);
  await paste(page, sample('13-custom-tool-call.ndjson'));
  await page.getByTestId('profile-select').selectOption('maf-pre-6997');
  await page.getByTestId('filter-input').fill('type:response.output_item');
  await expect(page.getByTestId('event-count')).toContainText('8');
  const count = '2 of 8 events';
  await expect(page.getByTestId('filter-count')).toHaveText(count);

  await page.reload();
  await expect(page.getByTestId('stream-input')).toHaveValue(sample('13-custom-tool-call.ndjson'));
  await expect(page.getByTestId('filter-count')).toHaveText(count);

  // without the link: the session saved in IndexedDB
  await page.waitForTimeout(600); // the session is saved a moment after the last change
  await openApp(page, '/');
  await expect(page.getByTestId('stream-input')).toHaveValue(sample('13-custom-tool-call.ndjson'));
  await expect(page.getByTestId('profile-select')).toHaveValue('maf-pre-6997');
  await expect(page.getByTestId('filter-input')).toHaveValue('type:response.output_item');
  await expect(page.getByTestId('filter-count')).toHaveText(count);

  await page.getByTestId('clear-session').click();
  await expect(page.getByTestId('stream-input')).toHaveValue('');
  await expect(page.getByTestId('filter-input')).toHaveValue('');
  await expect(page.getByTestId('filter-count')).toHaveText('0 events');
  await expect(page.getByTestId('notice')).toContainText('Session cleared');
  await expect(page).toHaveURL(/\/$|#profile=maf-2026-08$/);

  // nothing saved any more: a new start shows the default sample
  await page.waitForTimeout(600);
  await openApp(page, '/');
  await expect(page.getByTestId('sample-select')).toHaveValue('05-hosted-function-call-with-output-toolbox-kb.ndjson');
  await expect(page.getByTestId('event-count')).toContainText('17');
});

test('Export downloads the input, the trace, the AG-UI events and a golden file', async ({ page }) => {
  await openApp(page);
  const download = async (kind: string) => {
    await page.getByTestId('export-button').click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${kind}`).click()]);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  };
  const input = await download('input');
  expect(input).toEqual({ name: '05-hosted-function-call-with-output-toolbox-kb.ndjson', text: sample('05-hosted-function-call-with-output-toolbox-kb.ndjson') });

  const trace = await download('trace');
  expect(trace.name).toBe('05-hosted-function-call-with-output-toolbox-kb.maf-2026-08.trace.json');
  expect(JSON.parse(trace.text).input.events).toHaveLength(17);

  const agui = await download('agui');
  expect(agui.name).toBe('05-hosted-function-call-with-output-toolbox-kb.maf-2026-08.agui.sse');
  expect(agui.text.startsWith('data: {"type":"RUN_STARTED"')).toBe(true);
  expect(agui.text.split('\n\n').filter(Boolean)).toHaveLength(12);

  const golden = await download('golden');
  expect(golden.name).toBe('05-hosted-function-call-with-output-toolbox-kb.ndjson.golden.json');
  const goldenFile = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'golden', `${golden.name}`), 'utf8'));
  expect(JSON.parse(golden.text).agui).toEqual(goldenFile.agui);
});
