import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeInput } from '../src/core/wire/decode';
import { buildHarFixture, FAKE_SECRETS } from '../src/core/wire/har.test-helpers';

const SAMPLES = join(import.meta.dirname, '..', 'public', 'samples');
const SHARED = process.env.STREAM_INSPECTOR_SHARED ?? join(import.meta.dirname, '..', '..', 'shared');
const sample = (file: string) => readFileSync(join(SAMPLES, file), 'utf8');
const index = JSON.parse(sample('index.json')) as { samples: Array<{ file: string }> };

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
}

/** A paste with the focus outside any text field (a ClipboardEvent on the page). */
async function pasteOnPage(page: Page, text: string) {
  await page.evaluate((pasted) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

test('pasting a stream anywhere on the page fills the table', async ({ page }) => {
  const errors = collectErrors(page);
  await openApp(page);
  await pasteOnPage(page, sample('01-text-only.ndjson'));
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '11');
  await expect(page.getByTestId('sample-description')).toHaveText('Edited or pasted text');
  await expect(page.getByTestId('stream-input')).toHaveValue(sample('01-text-only.ndjson'));
  expect(errors).toEqual([]);
});

test('pasting into the text area traces what was pasted', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('stream-input').fill(sample('26-cc-usage-chunk-and-done.sse'));
  await expect(page.getByTestId('input-format')).toContainText('SSE · Chat Completions');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '6');
});

test('a file dropped on the page becomes the input, named after the file', async ({ page }) => {
  await openApp(page);
  await page.evaluate((text) => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([text], 'dropped.ndjson', { type: 'application/x-ndjson' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
  }, sample('02-function-call-args-in-two-deltas.ndjson'));
  await expect(page.getByTestId('sample-description')).toHaveText('File dropped.ndjson');
  await expect(page.getByTestId('event-count')).toContainText(String(decodeInput(sample('02-function-call-args-in-two-deltas.ndjson')).events.length));
});

test('the file button opens a stream file', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'cc.sse', mimeType: 'text/event-stream', buffer: Buffer.from(sample('26-cc-usage-chunk-and-done.sse')) });
  await expect(page.getByTestId('sample-description')).toHaveText('File cc.sse');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '6');
});

test('every sample loads without console errors and shows its event count', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await openApp(page);
  for (const { file } of index.samples) {
    const expected = decodeInput(sample(file)).events.length;
    await page.getByTestId('sample-select').selectOption(file);
    await expect(page.getByTestId('sample-description'), file).not.toHaveText('Edited or pasted text');
    await expect(page.getByTestId('event-count'), file).toHaveText(`events${expected}`);
    await expect(page.getByTestId('wire-table'), file).toHaveAttribute('aria-rowcount', String(expected));
  }
  expect(errors).toEqual([]);
});

test('a HAR from the Network panel: pick a stream, its body is traced, credentials never shown', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const recording = 'pydantic-ai__test_openai_responses_stream.0.sse';
  const body = readFileSync(join(SHARED, 'real-streams', recording), 'utf8');
  const harPath = join(mkdtempSync(join(tmpdir(), 'har-')), 'openai-session.har');
  writeFileSync(harPath, JSON.stringify(buildHarFixture({ body, base64: true }), null, 2));

  await openApp(page);
  await page.getByTestId('file-input').setInputFiles(harPath);
  const picker = page.getByTestId('har-picker');
  await expect(picker).toBeVisible();
  await expect(picker).toContainText('Pick a stream from openai-session.har');
  await expect(picker).toContainText('3 requests in the HAR, 2 of them look like a model stream');
  const entry = picker.locator('tr[data-entry-index="1"]');
  await expect(entry).toContainText('POST');
  await expect(entry).toContainText('https://api.openai.com/v1/responses?api-key=REDACTED&stream=true');
  await expect(entry).toContainText('200');
  await expect(entry).toContainText('text/event-stream');
  await expect(entry).toContainText(`${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
  await expect(picker.locator('tr[data-entry-index="2"]')).toContainText('no body');
  await expect(entry.getByRole('button', { name: 'Open' })).toBeFocused(); // Enter opens it
  await page.screenshot({ path: testInfo.outputPath('har-picker-light.png') });

  const html = await page.content();
  for (const secret of Object.values(FAKE_SECRETS)) expect(html).not.toContain(secret);
  expect(html).not.toMatch(/Bearer|authorization/i);

  await entry.getByRole('button', { name: 'Open' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('input-format')).toContainText('SSE · Responses');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', String(decodeInput(body).events.length));
  await expect(page.getByTestId('sample-description')).toContainText('openai-session.har: https://api.openai.com/v1/responses');
  const after = `${await page.content()}\n${page.url()}`;
  for (const secret of Object.values(FAKE_SECRETS)) expect(after).not.toContain(secret);
  expect(after).not.toMatch(/Bearer|authorization/i);
  expect(errors).toEqual([]);
});

test('the HAR picker in the dark theme', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  const body = readFileSync(join(SHARED, 'real-streams', 'pydantic-ai__test_openai_responses_stream.0.sse'), 'utf8');
  await page.getByTestId('file-input').setInputFiles({ name: 'capture.har', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(buildHarFixture({ body }))) });
  await expect(page.getByTestId('har-picker')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('har-picker-dark.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('har-picker')).toBeHidden();
  await expect(page.getByTestId('event-count')).toContainText('17');
});

test('a HAR that is not valid JSON shows where it breaks', async ({ page }) => {
  await openApp(page);
  const broken = JSON.stringify(buildHarFixture({ body: 'data: {}\n\n' }), null, 2).replace('"status": 200', '"status": 200,,');
  await page.getByTestId('file-input').setInputFiles({ name: 'broken.har', mimeType: 'application/json', buffer: Buffer.from(broken) });
  const picker = page.getByTestId('har-picker');
  const line = broken.split('\n').findIndex((l) => l.includes('200,,')) + 1;
  await expect(picker.getByRole('list', { name: 'HAR problems' })).toContainText(`line ${line}, column`);
  await expect(picker).toContainText('not valid JSON');
});

test('a large paste shows parsing progress and keeps the previous trace meanwhile', async ({ page }) => {
  test.setTimeout(60_000);
  await openApp(page);
  const lines = sample('01-text-only.ndjson').trimEnd().split('\n');
  const delta = lines.find((line) => line.includes('"response.output_text.delta"'))!;
  const big = [...lines.slice(0, 5), ...Array.from({ length: 6_000 }, () => delta), ...lines.slice(5)].join('\n');
  expect(big.length).toBeGreaterThan(1_000_000);
  // Record what the page showed while parsing: a poll could miss it on a fast machine.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid="parsing-status"]');
      const rows = document.querySelector('[data-testid="wire-table"]')?.getAttribute('aria-rowcount');
      if (status) seen.push(`${status.textContent} with ${rows} rows`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await pasteOnPage(page, big);
  const status = page.getByTestId('parsing-status');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', String(lines.length + 6_000), { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  // the previous trace (17 rows) stays on screen while the worker parses
  expect(seen[0]).toMatch(/^Parsing \d+\.\d MB… with 17 rows$/);
  await expect(page.getByTestId('input-preview-note')).toContainText('read-only');
  await expect(status).toBeHidden();
});
