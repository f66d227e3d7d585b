import { expect, test, type Page } from '@playwright/test';

const row = (page: Page, wireIndex: number) => page.locator(`[data-testid="wire-table"] tr[data-wire-index="${wireIndex}"]`);
const shownRows = (page: Page) =>
  page.locator('[data-testid="wire-table"] tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-wire-index'))).sort((a, b) => a - b));

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
}

test('/ focuses the filter box, ? opens the shortcut list, Escape closes it', async ({ page }) => {
  await openApp(page);
  await page.locator('body').press('/');
  await expect(page.getByTestId('filter-input')).toBeFocused();
  await page.getByTestId('filter-input').press('Escape'); // closes the suggestions
  await page.getByTestId('filter-input').press('Escape'); // leaves the box
  await expect(page.getByTestId('filter-input')).not.toBeFocused();

  await page.keyboard.press('?');
  const help = page.getByTestId('help-dialog');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Focus the filter box');
  await expect(help).toContainText('decision:unparsed');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('j and k move the selection through the rows; Escape clears it', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('j');
  await expect(row(page, 0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(row(page, 2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('k');
  await expect(row(page, 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid="wire-table"] tr[aria-selected="true"]')).toHaveCount(0);
});

test('j and k step through the focused pane like the arrow keys (AG-UI events)', async ({ page }) => {
  await openApp(page);
  const pane = page.getByTestId('pane-agui');
  const selected = () => pane.locator('[aria-selected="true"]').getAttribute('data-agui-index');
  await pane.locator('[data-agui-index="1"]').click();
  await expect(pane.locator('[data-agui-index="1"]')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('j');
  await expect(pane.locator('[data-agui-index="1"]')).toHaveAttribute('aria-selected', 'false');
  const afterJ = await selected();
  await page.keyboard.press('k');
  await expect(pane.locator('[data-agui-index="1"]')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(pane.locator(`[data-agui-index="${afterJ}"]`)).toHaveAttribute('aria-selected', 'true');
});

test('decision:unparsed shows only those rows, and j/k step through them', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('filter-input').fill('decision:unparsed');
  await expect(page.getByTestId('filter-count')).toHaveText('5 of 17 events');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '5');
  expect(await shownRows(page)).toEqual([5, 7, 9, 13, 14]);
  for (const index of [5, 7, 9, 13, 14]) await expect(row(page, index).locator('.chip[data-kind="unparsed"]')).toBeVisible();

  await page.getByTestId('filter-input').press('Escape');
  await page.getByTestId('filter-input').press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(row(page, 7)).toHaveAttribute('aria-selected', 'true');
});

test('a filter syntax error shows its column and keeps the table as it was', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('filter-input').fill('decision:unparsed');
  await page.getByTestId('filter-input').fill('decision:unparsed index:3..x');
  const error = page.getByTestId('filter-error');
  await expect(error).toContainText('column 25');
  await expect(error).toContainText('index: takes a number or a range');
  await expect(page.getByTestId('filter-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('filter-count')).toHaveText('5 of 17 events');

  await page.getByTestId('filter-input').fill('colour:red');
  await expect(error).toContainText('column 1: Unknown key "colour:"');
  await page.getByTestId('filter-input').fill('');
  await expect(error).toBeHidden();
  await expect(page.getByTestId('filter-count')).toHaveText('17 events');
});

test('suggestions: keys, then values seen in the trace, picked with the keyboard', async ({ page }) => {
  await openApp(page);
  const input = page.getByTestId('filter-input');
  await input.click();
  const list = page.getByTestId('filter-suggestions');
  await expect(list.getByRole('option')).toHaveText([/^type:/, /^decision:/, /^status:/, /^call:/, /^item:/, /^index:/]);
  await input.pressSequentially('dec');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue('decision:');
  await expect(list.getByRole('option').first()).toContainText('emitted');
  await input.pressSequentially('un');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toContainText('unparsed5 events');
  await input.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Tab');
  await expect(input).toHaveValue('decision:unparsed ');
  await expect(list).toBeHidden();
  await expect(page.getByTestId('filter-count')).toHaveText('5 of 17 events');

  await input.pressSequentially('call:');
  await expect(list.getByRole('option')).toHaveText(['call_KB7 events']);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue('decision:unparsed call:call_KB ');
  expect(await shownRows(page)).toEqual([5, 7]);
});
