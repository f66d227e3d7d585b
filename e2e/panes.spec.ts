import { expect, test, type Page } from '@playwright/test';

/** Opens the app and waits until the default sample (05 hosted toolbox) is traced and fonts are in. */
async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
  await page.evaluate(() => document.fonts.ready);
}

const PANE_PANELS = ['panel-wire', 'panel-middle', 'panel-right', 'panel-findings', 'panel-detail'];

test('the default sample fills every pane', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openApp(page);

  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');

  // Items: call_KB is hosted because the provider streamed its function_call_output, which the
  // snapshot parser leaves unparsed.
  const items = page.getByTestId('pane-items');
  await expect(items.locator('[data-item-key]')).toHaveCount(3);
  const call = items.locator('[data-item-type="function_call"][data-call-id="call_KB"]');
  await expect(call.getByTestId('item-role')).toHaveText('hosted');
  await expect(call).toContainText('the provider returned its output');
  await expect(call).toContainText('added #2 → 2 deltas → done #6');
  const output = items.locator('[data-item-type="function_call_output"]');
  await expect(output.locator('.chip[data-kind="unparsed"]')).toHaveText('unparsed');
  await expect(output.locator('.chip[data-kind="dropped"]')).toBeVisible();

  // AG-UI: the END of call_KB carries the verifier's violation.
  const end = page.getByTestId('pane-agui').locator('[data-agui-type="TOOL_CALL_END"]');
  await end.scrollIntoViewIfNeeded();
  await expect(end).toHaveAttribute('data-severity', 'error');
  await expect(end.getByTestId('violation')).toHaveText('tool call call_KB ended without a result although the provider sent its output');
  await expect(page.getByTestId('pane-agui').locator('[data-group-kind]')).toHaveCount(3);

  // Findings: that one first.
  const first = page.getByTestId('pane-findings').locator('[data-finding-index]').first();
  await expect(first).toHaveAttribute('data-finding-code', 'tool-call-missing-provider-result');
  await expect(first).toContainText('tool call call_KB ended without a result although the provider sent its output');

  await expect(page.getByTestId('detail-empty')).toBeVisible();

  // The tabs beside them: Content per update and aggregated; lifecycle lanes.
  await page.getByTestId('tab-content').click();
  await expect(page.getByTestId('content-updates').locator('[data-content-ref]')).toHaveCount(6);
  await expect(page.getByTestId('content-aggregated').locator('[data-aggregated]')).toHaveCount(2);
  await expect(page.getByTestId('content-aggregated').locator('[data-aggregated="0:0"]')).toContainText('call_KB azure_ai_search');
  await page.getByTestId('tab-lifecycle').click();
  const lane = page.getByTestId('pane-lifecycle').locator('[data-lane="tool-call:call_KB"]');
  await expect(lane.locator('[data-phase]')).toHaveText(['START #2', 'ARGS #3', 'ARGS #4', 'END #8', 'no RESULT']);
  expect(errors).toEqual([]);
});

test('a pane collapses to its header and expands back', async ({ page }) => {
  await openApp(page);
  const panel = page.getByTestId('panel-middle');
  const width = async (id: string) => (await page.getByTestId(id).boundingBox())!.width;
  const before = await width('panel-middle');
  const neighbours = (await width('panel-wire')) + (await width('panel-right'));
  await page.getByRole('button', { name: 'Collapse Items / Content' }).click();
  await expect(page.getByTestId('pane-items')).toHaveCount(0);
  await expect.poll(async () => (await panel.boundingBox())!.width).toBeLessThan(40);
  // The panes beside it get the room.
  await expect.poll(async () => (await width('panel-wire')) + (await width('panel-right'))).toBeGreaterThan(neighbours + before - 40);
  await page.getByRole('button', { name: 'Expand Items / Content' }).click();
  await expect(page.getByTestId('pane-items')).toBeVisible();
  await expect.poll(async () => Math.round((await panel.boundingBox())!.width)).toBe(Math.round(before));
});

test('empty panes say why', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('stream-input').fill('{"type": oops}');
  await expect(page.getByTestId('event-count')).toContainText('1');
  await expect(page.getByText('No output items: the stream has no output_item events')).toBeVisible();
  await expect(page.getByText('No update carried Content, so the run only starts and finishes.')).toBeVisible();
  await page.getByTestId('tab-content').click();
  await expect(page.getByText('No Content: the parser produced nothing from this stream.')).toBeVisible();
  await page.getByTestId('stream-input').fill(
    '{"type":"response.created","response":{"id":"r","status":"in_progress","output":[]}}',
  );
  await expect(page.getByText('No findings: the AG-UI events follow the lifecycle rules')).toBeVisible();
});

test('panes keep their place while another stream loads (no layout jumps)', async ({ page }) => {
  await openApp(page);
  const boxes = async () => Promise.all(PANE_PANELS.map(async (id) => page.getByTestId(id).boundingBox()));
  const before = await boxes();
  await page.getByTestId('sample-select').selectOption('18-reasoning-summary-with-encrypted-content.ndjson');
  await expect(page.getByTestId('event-count')).toContainText('18');
  await page.locator('[data-testid="wire-table"] tr[data-wire-index="3"]').click();
  expect(await boxes()).toEqual(before);
});
