import { expect, test, type Page } from '@playwright/test';

/** Teaching mode (issue #7): lessons, the step-through player, narration and the lifecycle diagram. */

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).toContainText('17');
}

const position = (page: Page) => page.getByTestId('player-position');
const narration = (page: Page) => page.getByTestId('narration');
const machine = (page: Page, kind: string) => page.locator(`[data-testid="lifecycle-diagram"] [data-machine="${kind}"]`);

async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test('a new user opens the lessons from the start page and walks the #8078 lesson with the keyboard', async ({ page }) => {
  await openApp(page);
  await expect(page.getByTestId('lessons-button')).toBeVisible();
  await page.keyboard.press('l');
  const list = page.getByTestId('lesson-list');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('lesson-text')).toBeFocused();
  await pressTimes(page, 'Tab', 3);
  await expect(page.getByTestId('lesson-function-call-output')).toBeFocused();
  await page.keyboard.press('Enter');

  const card = page.getByTestId('lesson-card');
  await expect(card).toContainText('The function_call_output fix (#8078)');
  await expect(card).toContainText('Explain why the hosted toolbox call azure_ai_search reached the UI without a TOOL_CALL_RESULT before #8078');
  await expect(card).toContainText('05-hosted-function-call-with-output-toolbox-kb.ndjson');
  await expect(card.getByRole('button', { name: 'Before #8078' })).toHaveAttribute('aria-pressed', 'true');
  await expect(position(page)).toHaveText('event 0 of 16');
  await expect(page.locator('[data-testid="wire-table"] tbody tr')).toHaveCount(1);

  // the toolbox call streams: START and ARGS, the tool-call machine opens
  await pressTimes(page, 'n', 3);
  await expect(position(page)).toHaveText('event 3 of 16');
  await expect(page.getByTestId('watch-note')).toContainText('call_KB arrives as an ordinary function_call');
  await expect(machine(page, 'tool-call')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('narration-caused')).toContainText('AG-UI: TEXT_MESSAGE_START, TOOL_CALL_START, TOOL_CALL_ARGS.');

  // the provider's result arrives, and is dropped before #8078
  await pressTimes(page, 'n', 4);
  await expect(position(page)).toHaveText('event 7 of 16');
  await expect(page.getByTestId('narration-did')).toContainText('function_call_output for call_KB is not parsed before #8078');
  await expect(page.getByTestId('narration-why')).toContainText('§3.1: function_call_output before #8078: the provider’s tool result is dropped');
  await expect(page.getByTestId('narration-why')).toContainText('PR #8078');
  await expect(page.getByTestId('narration-caused')).toContainText('Nothing downstream');
  await expect(page.getByTestId('pane-findings')).toHaveCount(0);

  // p goes back, n forward again
  await page.keyboard.press('p');
  await expect(position(page)).toHaveText('event 6 of 16');
  await pressTimes(page, 'n', 10);
  await expect(position(page)).toHaveText('event 16 of 16');
  await expect(page.getByTestId('narration-caused')).toContainText(
    'TOOL_CALL_END for call_KB comes only from the declaration-only fallback: nothing answered the call, so no TOOL_CALL_RESULT follows',
  );
  await expect(machine(page, 'tool-call')).toHaveAttribute('data-state', 'ended');
  await expect(machine(page, 'run')).toHaveAttribute('data-state', 'finished');
  await expect(page.getByTestId('pane-findings')).toContainText('tool call call_KB ended without a result although the provider sent its output');

  // the question, answered on demand
  await expect(page.getByTestId('lesson-answer')).toHaveCount(0);
  await page.keyboard.press('a');
  await expect(page.getByTestId('lesson-answer')).toContainText('the snapshot parser had no handler for that item type');

  // after the fix: the same step, another profile
  await card.getByRole('button', { name: 'After #8078' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'After #8078' })).toHaveAttribute('aria-pressed', 'true');
  await expect(machine(page, 'tool-call')).toHaveAttribute('data-state', 'answered');
  await expect(position(page)).toHaveText('event 16 of 16');

  // Space plays (from the start once at the end), Space pauses
  await page.getByTestId('scrubber').focus();
  await page.keyboard.press('Home');
  await expect(position(page)).toHaveText('event 0 of 16');
  await page.getByTestId('scrubber').blur();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('player-play')).toHaveText('❚❚ Pause');
  await expect(position(page)).toHaveText('event 1 of 16', { timeout: 3000 });
  await page.keyboard.press(' ');
  await expect(page.getByTestId('player-play')).toHaveText('▶ Play');

  // leave teaching mode: the whole trace again
  await page.getByTestId('teach-exit').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-bar')).toHaveCount(0);
  await expect(page.locator('[data-testid="wire-table"] tbody tr')).toHaveCount(17);
});

test('the lifecycle diagram at a chosen step: current states lit, the rejected START in red', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('lessons-button').click();
  await page.getByTestId('lesson-parallel').click();
  await expect(position(page)).toHaveText('event 0 of 12');
  await page.getByTestId('jump-kind').selectOption('verifier');
  await page.getByTestId('jump-next').click();
  await expect(position(page)).toHaveText('event 6 of 12');

  const tool = machine(page, 'tool-call');
  await expect(tool).toHaveAttribute('data-state', 'open');
  await expect(tool).toHaveAttribute('data-rejected', 'true');
  await expect(tool.locator('[data-state-node="open"]')).toHaveAttribute('data-current', 'true');
  const rejected = tool.locator('[data-edge="open>open"][data-rejected]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('✕ START');
  const [stroke, danger] = await rejected.locator('path').evaluate((path) => [
    getComputedStyle(path).stroke,
    getComputedStyle(document.body).getPropertyValue('--danger'),
  ]);
  expect(stroke).toBe('rgb(180, 35, 24)'); // --danger (#b42318)
  expect(danger.trim()).toBe('#b42318');
  await expect(tool.getByTestId('machine-rejection')).toContainText("A tool call with ID 'call_A7kQ2mZ9xW4vN1pL8rT3yU6s' is already in progress");
  // ARGS on the legal self-loop is lit, not red
  await expect(tool.locator('[data-edge="open>open"][data-fired]')).toHaveCount(1);
  await expect(machine(page, 'text-message')).toHaveAttribute('data-state', 'open');
  await expect(machine(page, 'run')).toHaveAttribute('data-state', 'running');
  await expect(machine(page, 'reasoning')).toContainText('not in this stream');

  // one event earlier nothing is rejected
  await page.keyboard.press('p');
  await expect(position(page)).toHaveText('event 5 of 12');
  await expect(tool).not.toHaveAttribute('data-rejected', 'true');
  await expect(tool.locator('[data-edge="idle>open"][data-fired]')).toHaveCount(1);
});

test('narration of the deferral and the duplicate under maf-current', async ({ page }) => {
  await openApp(page);
  // the deferral: an in_progress function_call_output (lesson 5 starts under maf-current)
  await page.keyboard.press('l');
  await page.getByTestId('lesson-in-progress').click();
  await expect(page.getByTestId('profile-select')).toHaveValue('maf-current');
  await page.getByTestId('jump-kind').selectOption('deferred');
  await page.getByTestId('jump-next').click();
  await expect(position(page)).toHaveText('event 6 of 14');
  await expect(page.getByTestId('narration-arrived')).toContainText('response.output_item.added for a function_call_output item');
  await expect(page.getByTestId('narration-arrived')).toContainText('with status in_progress');
  const did = page.getByTestId('narration-did');
  await expect(did.locator('.chip')).toHaveText(['deferred']);
  await expect(did).toContainText('in_progress');
  await expect(did).toContainText('does not claim the item id');
  const why = page.getByTestId('narration-why');
  await expect(why).toContainText('spec §3.2 (#8078)');
  await expect(why).toContainText('an in_progress item waits, each item id is emitted once, a blank call_id is refused');
  await expect(why).toContainText('PR #8078 “parse Responses function_call_output so hosted tool results reach transports” — applied in this profile (maf-current).');
  await expect(page.getByTestId('narration-caused')).toContainText('Nothing downstream');

  // the duplicate: the #8078 lesson after the fix (its .done repeats the .added item)
  await page.keyboard.press('l');
  await page.getByTestId('lesson-function-call-output').click();
  await page.getByRole('button', { name: 'After #8078' }).click();
  await expect(page.getByTestId('profile-select')).toHaveValue('maf-current');
  await page.getByTestId('jump-kind').selectOption('duplicate');
  await page.locator('body').press(']');
  await expect(position(page)).toHaveText('event 8 of 16');
  await expect(did.locator('.chip')).toHaveText(['duplicate']);
  await expect(did).toContainText(/function_call_output fco_\S+ was already emitted \(services send the item on both \.added and \.done\): skipped/);
  await expect(why).toContainText('spec §3.2 (#8078)');
  await expect(page.getByTestId('narration-caused')).toContainText('Nothing downstream');
  // …and the event before it is where the result went out
  await page.keyboard.press('p');
  await expect(page.getByTestId('narration-caused')).toContainText('AG-UI: TOOL_CALL_END, TOOL_CALL_RESULT, TEXT_MESSAGE_END.');
  await page.locator('body').press(']');
  await page.locator('body').press(']');
  await expect(page.getByRole('status').filter({ hasText: 'No later duplicate in this stream.' })).toBeVisible();
});

test('steps through any stream: a sample picked by hand, then a pasted one', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('sample-select').selectOption('06-function-call-output-on-added-and-done.ndjson');
  await page.getByTestId('profile-select').selectOption('maf-current');
  await expect(page.getByTestId('event-count')).toHaveText(/events\s*22$/);
  await page.getByTestId('step-through').click();
  await expect(page.getByTestId('step-through-intro')).toBeVisible();
  await page.getByTestId('jump-kind').selectOption('duplicate');
  await page.getByTestId('jump-next').click();
  await expect(page.getByTestId('narration-did')).toContainText('was already emitted');
  await page.getByTestId('teach-exit').click();

  const stream = [
    { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
    { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: 'Hello' }, finish_reason: null }] },
    { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
  ]
    .map((chunk) => JSON.stringify(chunk))
    .join('\n');
  await page.getByTestId('stream-input').fill(stream);
  await expect(page.getByTestId('event-count')).toHaveText(/events\s*3$/);
  await page.getByTestId('step-through').click();
  await page.keyboard.press('n');
  await expect(page.getByTestId('narration-arrived')).toContainText('chat.completion.chunk carrying text "Hello".');
  await expect(page.getByTestId('narration-caused')).toContainText('AG-UI: TEXT_MESSAGE_START, TEXT_MESSAGE_CONTENT.');
  await expect(machine(page, 'text-message')).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('n');
  await expect(machine(page, 'text-message')).toHaveAttribute('data-state', 'closed');
});

test('the keys are in the help dialog', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('?');
  const help = page.getByTestId('help-dialog');
  await expect(help).toContainText('Open the guided lessons (teaching mode)');
  await expect(help).toContainText('Teaching mode: next event');
  await expect(help).toContainText('next / previous decision of the chosen kind');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshot of a lesson mid-way, ${scheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openApp(page);
    await page.keyboard.press('l');
    await page.getByTestId('lesson-function-call-output').click();
    await pressTimes(page, 'n', 7);
    await expect(position(page)).toHaveText('event 7 of 16');
    await expect(narration(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`teach-lesson-${scheme}.png`) });
  });
}
