import { expect, test, type Page } from '@playwright/test';

/**
 * Screenshot baselines are only stable if every glyph comes from a font the app ships
 * (@fontsource), never from whatever fonts the machine has. Chromium tells which platform
 * font drew each node; any non-web font here is a bug (add a fallback in theme.css).
 */
async function systemFontsUsed(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const found = new Set<string>();
  type Node = { nodeId: number; nodeType: number; nodeName: string; children?: Node[] };
  const walk = async (node: Node): Promise<void> => {
    if (node.nodeType === 1 && !['HEAD', 'SCRIPT', 'STYLE'].includes(node.nodeName)) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      for (const font of fonts) if (!font.isCustomFont) found.add(`${font.familyName} in <${node.nodeName.toLowerCase()}>`);
    }
    for (const child of node.children ?? []) await walk(child);
  };
  await walk(root as Node);
  await cdp.detach();
  return [...found];
}

test('every glyph on screen comes from a font shipped from npm', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
  await page.locator('tr[data-wire-index="2"]').click();
  await expect(page.getByTestId('event-detail')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await systemFontsUsed(page)).toEqual([]);

  await page.getByTestId('stream-input').fill('{"type":"response.created"}\n{"type": oops}\n');
  await expect(page.locator('.problem').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await systemFontsUsed(page)).toEqual([]);
});
