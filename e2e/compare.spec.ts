import { expect, test, type Page } from '@playwright/test';

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
  await page.evaluate(() => document.fonts.ready);
}

test('the profile picker lists every profile by its title', async ({ page }) => {
  await openApp(page);
  const options = page.getByTestId('profile-select').locator('option');
  await expect(options).toHaveText(['MAF before #6997', 'MAF snapshot 5eb3eb745 (Aug 2026)', 'MAF with #8078 and #8337', 'Proposed (ours)']);
  await expect(page.getByTestId('profile-select')).toHaveValue('maf-2026-08');
});

test('compare on the hosted-toolbox scenario: counts, aligned AG-UI events, changed decisions', async ({ page }, testInfo) => {
  await openApp(page);
  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-select')).toHaveValue('maf-current');
  const view = page.getByTestId('compare-view');
  await expect(view).toContainText('maf-2026-08 → maf-current');
  await expect(page.getByTestId('compare-summary')).toContainText('TOOL_CALL_RESULT 0 → 1');

  const resultRow = page.getByTestId('compare-agui-counts').locator('tr', { hasText: 'TOOL_CALL_RESULT' });
  await expect(resultRow).toHaveAttribute('data-changed', 'true');
  await expect(resultRow.locator('.change')).toHaveText('0 → 1');
  await expect(page.getByTestId('compare-agui-counts').locator('tr', { hasText: 'RUN_STARTED' })).not.toHaveAttribute('data-changed', 'true');
  await expect(page.getByTestId('compare-content-counts').locator('tr[data-changed]')).toHaveText(/function_result\s*01\s*0 → 1/);
  await expect(page.getByTestId('compare-finding-counts').locator('tr[data-changed]')).toContainText('tool-call-missing-provider-result');

  const agui = page.getByTestId('compare-agui');
  await expect(agui.locator('tr[data-op="added"]', { hasText: 'TOOL_CALL_RESULT' })).toHaveCount(1);
  await expect(agui.locator('tr[data-op="removed"]')).toHaveCount(2);
  await expect(agui.locator('tr[data-op="added"]')).toHaveCount(5);

  const wire = page.getByTestId('compare-wire');
  await expect(wire.locator('tr[data-wire-index="7"]')).toContainText('unparsed');
  await expect(wire.locator('tr[data-wire-index="7"]')).toContainText('emitted: function_result call_KB');
  await expect(wire.locator('tr[data-wire-index="8"]')).toContainText('duplicate');
  await page.screenshot({ path: testInfo.outputPath('compare-light.png') });

  // switching the first profile re-traces both sides
  await page.getByTestId('profile-select').selectOption('maf-current');
  await expect(view).toContainText('maf-current → maf-current');
  await expect(page.getByTestId('compare-summary')).toContainText('No difference');

  await page.getByTestId('compare-toggle').click();
  await expect(view).toBeHidden();
  await expect(page.getByTestId('wire-table')).toBeVisible();
});

test('the compare view in the dark theme', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-summary')).toContainText('TOOL_CALL_RESULT 0 → 1');
  await page.screenshot({ path: testInfo.outputPath('compare-dark.png') });
  await page.getByTestId('compare-view').evaluate((element) => element.scrollTo(0, 400));
  await page.screenshot({ path: testInfo.outputPath('compare-dark-scrolled.png') });
});
