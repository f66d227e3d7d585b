import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '..', 'public', 'samples');

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
  await page.evaluate(() => document.fonts.ready);
}

const wireRow = (page: Page, index: number) => page.locator(`[data-testid="wire-table"] tr[data-wire-index="${index}"]`);
const aguiRow = (page: Page, index: number) => page.getByTestId('pane-agui').locator(`[data-agui-index="${index}"]`);
const related = (locator: Locator) => expect(locator).toHaveAttribute('data-related', 'true');
const unrelated = (locator: Locator) => expect(locator).not.toHaveAttribute('data-related', 'true');

test('wire argument delta #3 → its function_call Content → TOOL_CALL_START / ARGS of call_KB', async ({ page }) => {
  await openApp(page);
  await wireRow(page, 3).click();
  await expect(wireRow(page, 3)).toHaveAttribute('aria-selected', 'true');

  await related(page.getByTestId('pane-items').locator('[data-call-id="call_KB"][data-item-type="function_call"]'));
  await unrelated(page.getByTestId('pane-items').locator('[data-item-type="message"]'));
  await related(aguiRow(page, 2));
  await expect(aguiRow(page, 2)).toHaveAttribute('data-agui-type', 'TOOL_CALL_START');
  await related(aguiRow(page, 3));
  await expect(aguiRow(page, 3)).toHaveAttribute('data-agui-type', 'TOOL_CALL_ARGS');
  await unrelated(aguiRow(page, 4)); // the second ARGS came from wire #4
  await unrelated(aguiRow(page, 5));
  await related(page.getByTestId('pane-findings').locator('[data-finding-index="0"]'));

  await page.getByTestId('tab-content').click();
  await related(page.locator('[data-content-ref="3:0"]'));
  await expect(page.locator('[data-content-ref="3:0"]')).toHaveAttribute('data-content-type', 'function_call');
  await unrelated(page.locator('[data-content-ref="4:0"]'));
  await related(page.locator('[data-aggregated="0:0"]'));
  await unrelated(page.locator('[data-aggregated="0:1"]'));

  await page.getByTestId('tab-lifecycle').click();
  const lane = page.getByTestId('pane-lifecycle').locator('[data-lane="tool-call:call_KB"]');
  await related(lane.locator('[data-agui-index="2"]'));
  await unrelated(lane.locator('[data-agui-index="4"]'));
});

test('AG-UI TOOL_CALL_END of call_KB → the Content and wire events #3 and #4 that caused it', async ({ page }) => {
  await openApp(page);
  await aguiRow(page, 8).scrollIntoViewIfNeeded();
  await aguiRow(page, 8).click();
  await expect(aguiRow(page, 8)).toHaveAttribute('aria-selected', 'true');
  await related(wireRow(page, 3));
  await related(wireRow(page, 4));
  for (const other of [2, 5, 6, 7, 8]) await unrelated(wireRow(page, other));

  const detail = page.getByTestId('agui-detail');
  await expect(detail).toContainText('TOOL_CALL_END');
  await expect(detail).toContainText('tool call call_KB ended without a result although the provider sent its output');
  await expect(detail.locator('.payload')).toContainText('"toolCallId": "call_KB"');

  await page.getByTestId('tab-content').click();
  await related(page.locator('[data-content-ref="3:0"]'));
  await related(page.locator('[data-content-ref="4:0"]'));
});

test('the finding → the wire events it cites: #7 and #8, the provider output the parser dropped', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('pane-findings').locator('[data-finding-index="0"]').click();
  await related(wireRow(page, 7));
  await related(wireRow(page, 8));
  await related(page.getByTestId('pane-items').locator('[data-item-type="function_call_output"]'));
  for (const index of [2, 3, 4, 8]) await related(aguiRow(page, index));
  await expect(page.getByTestId('finding-detail')).toContainText('#8078');

  // A link in the finding selects the event itself.
  await page.getByTestId('pane-findings').locator('[data-link="wire:7"]').click();
  await expect(wireRow(page, 7)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('event-detail')).toContainText('#7');
});

test('an output item → every wire event of it', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('pane-items').locator('[data-item-type="function_call_output"]').click();
  await related(wireRow(page, 7));
  await related(wireRow(page, 8));
  await unrelated(wireRow(page, 6));
  await expect(page.getByTestId('item-detail')).toContainText("the provider's output for call_KB");
});

test('the keyboard moves the selection within a pane and the highlight follows', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('pane-agui').focus();
  await page.keyboard.press('ArrowDown');
  await expect(aguiRow(page, 0)).toHaveAttribute('aria-selected', 'true');
  await related(wireRow(page, 0)); // RUN_STARTED ← response.created
  await page.keyboard.press('ArrowDown');
  await expect(aguiRow(page, 7)).toHaveAttribute('aria-selected', 'true'); // CUSTOM usage, in the run group
  await related(wireRow(page, 16));
  await unrelated(wireRow(page, 0));

  await page.getByTestId('pane-items').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('pane-items').locator('[data-item-type="function_call_output"]')).toHaveAttribute('aria-selected', 'true');
  await related(wireRow(page, 7));
});

test('selecting far down one pane scrolls the first related row of the others into view', async ({ page }) => {
  await openApp(page);
  const lines = readFileSync(join(SAMPLES, '01-text-only.ndjson'), 'utf8').trimEnd().split('\n');
  const delta = lines.find((line) => line.includes('"response.output_text.delta"'))!;
  const long = [...lines.slice(0, 5), ...Array.from({ length: 2000 }, () => delta), ...lines.slice(5)].join('\n');
  await page.getByTestId('stream-input').evaluate((textarea, pasted) => {
    (textarea as HTMLTextAreaElement).select();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, long);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', String(lines.length + 2000));

  // The last text delta in AG-UI: its wire event is row #2006, far below the wire table's fold.
  await page.getByTestId('pane-agui').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const lastContent = page.getByTestId('pane-agui').locator('[data-agui-type="TEXT_MESSAGE_CONTENT"]').last();
  await lastContent.click();
  const wire = wireRow(page, 2006);
  await related(wire);
  await expect(wire).toBeInViewport();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`screenshot of a cross-highlighted selection at 1280x720 (${colorScheme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await openApp(page);
    await aguiRow(page, 8).scrollIntoViewIfNeeded();
    await aguiRow(page, 8).click();
    await related(wireRow(page, 4));
    await page.screenshot({ path: testInfo.outputPath(`highlight-${colorScheme}.png`) });
  });
}
