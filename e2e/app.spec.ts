import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '..', 'public', 'samples');
const sample = (file: string) => readFileSync(join(SAMPLES, file), 'utf8');

const row = (page: Page, wireIndex: number) => page.locator(`[data-testid="wire-table"] tr[data-wire-index="${wireIndex}"]`);
const cell = (page: Page, wireIndex: number, column: string) => row(page, wireIndex).locator(`td[data-col="${column}"]`);

/** Pastes like a user would (fill() types through Chromium's editing pipeline: slow for 5,000 lines). */
async function paste(page: Page, text: string) {
  await page.getByTestId('stream-input').evaluate((textarea, pasted) => {
    (textarea as HTMLTextAreaElement).select();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens the app and waits until the default sample is traced and the npm fonts are in. */
async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
  await page.evaluate(() => document.fonts.ready);
}

test('opens with the default sample: 17 wire events with parser decisions', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openApp(page);
  await expect(page.getByTestId('sample-select')).toHaveValue('05-hosted-function-call-with-output-toolbox-kb.ndjson');
  await expect(page.getByTestId('input-format')).toContainText('NDJSON · Responses');
  await expect(page.getByTestId('profile-select')).toHaveValue('maf-2026-08');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');

  // Row 7: the provider's function_call_output, which the snapshot parser does not parse.
  await expect(cell(page, 7, 'index')).toHaveText('7');
  await expect(cell(page, 7, 'line')).toHaveText('8');
  await expect(cell(page, 7, 'type')).toHaveText('response.output_item.added');
  await expect(cell(page, 7, 'sequenceNumber')).toHaveText('7');
  await expect(cell(page, 7, 'outputIndex')).toHaveText('1');
  await expect(cell(page, 7, 'itemId')).toHaveText(/^fco_0a1c5e7f/);
  await expect(cell(page, 7, 'preview')).toContainText('function_call_output call_KB');
  await expect(row(page, 7).locator('.chip[data-kind="unparsed"]')).toHaveText('unparsed');

  // Row 3: an argument delta, shown quoted, that the parser emitted as function_call Content.
  await expect(cell(page, 3, 'type')).toHaveText('response.function_call_arguments.delta');
  await expect(cell(page, 3, 'preview')).toHaveText('"{\\"query\\":\\"AG-UI thread snapshot"');
  await expect(row(page, 3).locator('.chip[data-kind="emitted"]')).toBeVisible();
  await expect(row(page, 16).locator('td[data-col="type"]')).toHaveText('response.completed');
  expect(errors).toEqual([]);
});

test('a long stream is virtualized: few rows in the DOM, all reachable by scrolling', async ({ page }) => {
  await openApp(page);
  const lines = sample('01-text-only.ndjson').trimEnd().split('\n');
  const delta = lines.find((line) => line.includes('"response.output_text.delta"'))!;
  const long = [...lines.slice(0, 5), ...Array.from({ length: 5000 }, () => delta), ...lines.slice(5)].join('\n');
  await paste(page, long);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', String(lines.length + 5000));
  expect(await page.locator('[data-testid="wire-table"] tbody tr').count()).toBeLessThan(60);
  await page.locator('.wire-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(cell(page, lines.length + 4999, 'type')).toHaveText('response.completed');
});

test('a pasted stream with one invalid JSON line shows the located error next to that event', async ({ page }) => {
  await openApp(page);
  const lines = sample('01-text-only.ndjson').trimEnd().split('\n');
  const broken = [...lines.slice(0, 3), '{"type":"response.output_text.delta", oops}', ...lines.slice(3)].join('\n');
  await page.getByTestId('stream-input').fill(broken);

  await expect(page.getByTestId('event-count')).toContainText('12');
  await expect(page.getByTestId('sample-select')).toHaveValue('');
  const problem = row(page, 3).locator('.problem');
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('invalid json');
  await expect(problem).toContainText('line 4');
  await expect(row(page, 3).locator('.chip[data-kind="error"]')).toBeVisible();
  // The events around it are still decoded and parsed.
  await expect(cell(page, 2, 'type')).toHaveText('response.output_item.added');
  await expect(cell(page, 4, 'type')).toHaveText('response.content_part.added');
  await expect(cell(page, 11, 'type')).toHaveText('response.completed');
  await expect(row(page, 4).locator('.problem')).toHaveCount(0);
});

test('an SSE line that belongs to no event is reported with its line and byte offset', async ({ page }) => {
  await openApp(page);
  await page
    .getByTestId('stream-input')
    .fill('data: {"type":"response.created","response":{"id":"resp_1","status":"in_progress"}}\n\nhello world\n\n');
  await expect(page.getByTestId('input-format')).toContainText('SSE · Responses');
  const problems = page.getByRole('list', { name: 'Input problems' });
  await expect(problems).toContainText('line 3, byte 85');
  await expect(problems).toContainText('hello world');
  await expect(cell(page, 0, 'type')).toHaveText('response.created');
});

test('switching samples re-traces: Chat Completions NDJSON and SSE', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('sample-select').selectOption('01-text-only.ndjson');
  await expect(page.getByTestId('event-count')).toContainText('11');
  await expect(page.getByTestId('sample-description')).toHaveText('plain assistant text in 3 deltas, no tools');
  await expect(cell(page, 4, 'preview')).toHaveText('"The capital of France "');

  await page.getByTestId('sample-select').selectOption('26-cc-usage-chunk-and-done.sse');
  await expect(page.getByTestId('input-format')).toContainText('SSE · Chat Completions');
  await expect(page.getByTestId('event-count')).toContainText('6');
  await expect(cell(page, 0, 'type')).toHaveText('chat.completion.chunk');
});

test('the profile changes the decisions: #8078 parses function_call_output', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('profile-select').selectOption('maf-current');
  await expect(row(page, 7).locator('.chip[data-kind="unparsed"]')).toHaveCount(0);
  await expect(row(page, 7).locator('.chip').first()).toBeVisible();
});

test('stream text is rendered as text, never as HTML', async ({ page }) => {
  await openApp(page);
  const hostile = sample('01-text-only.ndjson').replace(/"delta":"[^"]*"/, '"delta":"<img src=x onerror=alert(1)><b>bold</b>"');
  await page.getByTestId('stream-input').fill(hostile);
  await expect(page.getByTestId('sample-select')).toHaveValue('');
  await expect(page.getByTestId('wire-table').getByText('<img src=x onerror=alert(1)><b>bold</b>', { exact: false })).toBeVisible();
  await expect(page.locator('[data-testid="wire-table"] img, [data-testid="wire-table"] b')).toHaveCount(0);
});

test('selecting a row shows its decisions, rules and payload', async ({ page }) => {
  await openApp(page);
  await row(page, 7).click();
  const detail = page.getByTestId('event-detail');
  await expect(detail).toContainText('#7');
  await expect(detail).toContainText('spec §3.1');
  await expect(detail.locator('.payload')).toContainText('"type": "function_call_output"');
  await page.getByTestId('wire-table').press('ArrowDown');
  await expect(detail).toContainText('#8');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`screenshot at 1280x720 (${colorScheme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await openApp(page);
    await row(page, 7).click();
    await expect(page.getByTestId('event-detail')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`app-${colorScheme}.png`) });
    await expect(page).toHaveScreenshot(`app-${colorScheme}.png`);
  });
}

test('screenshot of a located decode problem', async ({ page }, testInfo) => {
  await openApp(page);
  const lines = sample('01-text-only.ndjson').trimEnd().split('\n');
  await page.getByTestId('stream-input').fill([...lines.slice(0, 3), '{"type": oops}', ...lines.slice(3)].join('\n'));
  await expect(row(page, 3).locator('.problem')).toContainText('line 4');
  await page.screenshot({ path: testInfo.outputPath('app-problem.png') });
  await expect(page).toHaveScreenshot('app-problem.png');
});

test('the wire table sorts by a column and back to arrival order', async ({ page }) => {
  await openApp(page);
  const header = page.locator('.wire-table th[data-col="type"]');
  const firstType = () => page.locator('[data-testid="wire-table"] tbody tr').first().locator('td[data-col="type"]');
  await expect(firstType()).toHaveText('response.created');
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstType()).toHaveText('response.completed');
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstType()).toHaveText('response.output_text.done');
  await header.click();
  await expect(firstType()).toHaveText('response.created');
});
