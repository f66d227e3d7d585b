import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serializeAguiSse } from '../src/core/agui/sse';
import { buildTrace } from '../src/core/trace';

/**
 * Live capture (issue #6) against the built app and the real local provider, which
 * playwright.config.ts starts and names in E2E_PROVIDER_URL. Each stream is slowed down per
 * request (x-replay-delay-ms) so the test can look at the panes before the stream ends.
 */
const PROVIDER = process.env.E2E_PROVIDER_URL ?? 'http://127.0.0.1:5173/v1';
const KEY = 'sk-e2e-live-capture-4f3e2d1c0b9a8877';
const TOOLBOX = '05-hosted-function-call-with-output-toolbox-kb';
const SAMPLES = join(import.meta.dirname, '..', 'public', 'samples');

const rowCount = async (page: Page) => Number(await page.getByTestId('wire-table').getAttribute('aria-rowcount'));
/** Rows of the captured stream only: until its first trace lands, the table still shows the previous input (no arrival times). */
const capturedRows = async (page: Page) => ((await page.locator('[data-testid="wire-table"] th[data-col="arrivalMs"]').count()) ? rowCount(page) : -1);
const phase = (page: Page) => page.getByTestId('capture-status').getAttribute('data-phase');

async function openCapture(page: Page, options: { model: string; kind?: 'responses' | 'chat.completions' | 'agui'; delayMs?: number; baseURL?: string }) {
  await page.goto('/');
  await expect(page.getByTestId('event-count')).not.toContainText('—');
  await page.getByTestId('capture-toggle').click();
  await page.getByTestId('capture-kind').selectOption(options.kind ?? 'responses');
  await page.getByTestId('capture-base-url').fill(options.baseURL ?? PROVIDER);
  if (options.kind !== 'agui') await page.getByTestId('capture-model').fill(options.model);
  await page.getByTestId('capture-headers').fill(JSON.stringify({ 'x-replay-delay-ms': String(options.delayMs ?? 5) }));
  await page.getByTestId('capture-key').fill(KEY);
}

/** Waits until the stream is part-way: some events traced, the capture still open. */
async function expectMidStream(page: Page, atLeast: number, total: number): Promise<number> {
  await expect.poll(() => capturedRows(page), { timeout: 10_000, intervals: [50] }).toBeGreaterThanOrEqual(atLeast);
  const seen = await rowCount(page);
  expect(await phase(page)).toBe('streaming');
  expect(seen).toBeLessThan(total);
  return seen;
}

async function captureToEnd(page: Page, expected = 'complete') {
  await page.getByTestId('capture-start').click();
  await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', expected, { timeout: 15_000 });
}

test('a Responses capture fills every pane while it streams, and the user can inspect meanwhile', async ({ page }) => {
  await openCapture(page, { model: TOOLBOX, delayMs: 400 });
  await page.getByTestId('capture-start').click();
  const mid = await expectMidStream(page, 4, 17);
  // Panes other than the wire table follow the partial stream too.
  await expect(page.getByTestId('tab-agui')).not.toHaveText(/AG-UI$/);
  await expect(page.locator('[data-testid="wire-table"] th[data-col="arrivalMs"]')).toHaveText('arrived');
  await expect(page.locator('[data-testid="wire-table"] tr[data-wire-index="0"] td[data-col="arrivalMs"]')).toHaveText(/^\+\d+\.\d{3} s$/);
  // Select an event while the stream is open: the selection survives the traces that follow.
  await page.locator('[data-testid="wire-table"] tr[data-wire-index="1"]').click();
  expect(await phase(page)).toBe('streaming');
  await expect(page.getByTestId('event-detail')).toContainText('response.in_progress');

  await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', 'complete', { timeout: 15_000 });
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
  expect(mid).toBeLessThan(17);
  await expect(page.locator('[data-testid="wire-table"] tr[data-wire-index="1"]')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('input-format')).toContainText('SSE · Responses');
  await expect(page.getByTestId('capture-status')).toContainText('Complete: 17 events');
  await expect(page.getByTestId('capture-status')).toContainText('saved to Recordings');
});

test('a Chat Completions capture is seen part-way and then whole', async ({ page }) => {
  await openCapture(page, { model: '23-cc-tool-call-args-in-three-deltas', kind: 'chat.completions', delayMs: 600 });
  await page.getByTestId('capture-start').click();
  await expectMidStream(page, 2, 6);
  await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', 'complete', { timeout: 15_000 });
  await expect(page.getByTestId('input-format')).toContainText('SSE · Chat Completions');
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '6');
  await expect(page.getByTestId('tab-agui')).toContainText('10');
});

test('Stop keeps what arrived', async ({ page }) => {
  await openCapture(page, { model: TOOLBOX, delayMs: 300 });
  await page.getByTestId('capture-start').click();
  await expectMidStream(page, 3, 17);
  await page.getByTestId('capture-stop').click();
  await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', 'aborted');
  await expect(page.getByTestId('capture-status')).toContainText('Stopped: kept');
  const kept = await rowCount(page);
  await page.waitForTimeout(900); // three more frames would have arrived by now
  expect(await rowCount(page)).toBe(kept);
  expect(kept).toBeGreaterThanOrEqual(3);
  expect(kept).toBeLessThan(17);
  await page.getByTestId('recordings-tab').click();
  await expect(page.getByTestId('recording-row').first()).toContainText('aborted');
});

test("a 401 shows the provider's message, and the key appears nowhere on the page", async ({ page }) => {
  await openCapture(page, { model: 'error-401' });
  await captureToEnd(page, 'error');
  await expect(page.getByTestId('capture-status')).toContainText('HTTP 401: Incorrect API key provided: sk-');
  expect(await page.locator('body').innerText()).not.toContain(KEY);
  expect(await page.content()).not.toContain(KEY);
  // The inspector kept what it showed: an error body is not a stream.
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
});

test('the error event the openai SDK throws on, and everything after it, is captured', async ({ page }) => {
  await openCapture(page, { model: 'vercel-ai__openai-error.1' });
  await captureToEnd(page, 'complete');
  await expect(page.getByTestId('capture-status')).toContainText('The openai SDK stopped iterating');
  // The status can read "complete" a moment before the worker's last re-trace lands: wait for it.
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '4');
  const types = await page.locator('[data-testid="wire-table"] td[data-col="type"]').allInnerTexts();
  expect(types).toContain('error');
  expect(types.at(-1)).toBe('response.failed');
});

test('a stream cut off mid-event is flagged truncated', async ({ page }) => {
  // Slow enough that the half event has arrived before the provider drops the connection (a
  // browser discards data still queued in a body stream when the connection errors).
  await openCapture(page, { model: `cut-${TOOLBOX}`, delayMs: 200 });
  await captureToEnd(page, 'truncated');
  await expect(page.getByTestId('capture-status')).toContainText('Truncated: the stream stopped in the middle of an event');
  await expect(page.getByTestId('pane-findings')).toContainText('not followed by a blank line');
});

/** Every value this origin keeps: localStorage, and each IndexedDB store (bytes decoded as text). */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) out.push(`${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`);
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        out.push(JSON.stringify(values, (_key, value) => (value instanceof Uint8Array ? new TextDecoder().decode(value) : value)));
      }
      db.close();
    }
    return out.join('\n');
  });
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

test('the key is in no URL, storage or export unless the user opts in to remembering it', async ({ page }) => {
  await openCapture(page, { model: TOOLBOX });
  await captureToEnd(page);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
  await page.getByTestId('recordings-tab').click();
  await expect(page.getByTestId('recording-row')).toHaveCount(1);
  await page.waitForTimeout(600); // the session is saved a moment after the last change

  const exported: string[] = [];
  for (const kind of ['input', 'trace', 'agui', 'golden']) {
    exported.push((await downloadText(page, async () => {
      await page.getByTestId('export-button').click();
      await page.getByTestId(`export-${kind}`).click();
    })).text);
  }
  const sse = await downloadText(page, () => page.getByTestId('recording-export-sse').click());
  const timing = await downloadText(page, () => page.getByTestId('recording-export-timing').click());
  expect(sse.name).toMatch(/\.sse$/);
  expect(timing.name).toMatch(/\.timing\.json$/);
  expect(JSON.parse(timing.text)).toMatchObject({ endpoint: 'responses', request: { model: TOOLBOX, stream: true }, endedBy: 'complete' });
  exported.push(sse.text, timing.text);

  const stored = await everythingStored(page);
  expect(stored).toContain('response.completed'); // the recording and the session really are in there
  for (const text of [page.url(), stored, await page.content(), ...exported]) expect(text).not.toContain(KEY);

  // Opt in: kept in localStorage (and said so), filled in again after a reload; opt out removes it.
  await page.getByTestId('capture-tab').click();
  await page.getByTestId('capture-remember').check();
  await expect(page.getByTestId('capture-remember-warning')).toContainText('unencrypted');
  expect(await everythingStored(page)).toContain(KEY);
  await page.reload();
  await page.getByTestId('capture-toggle').click();
  await expect(page.getByTestId('capture-key')).toHaveValue(KEY);
  expect(page.url()).not.toContain(KEY);
  await page.getByTestId('capture-remember').uncheck();
  expect(await everythingStored(page)).not.toContain(KEY);
  await page.reload();
  await page.getByTestId('capture-toggle').click();
  await expect(page.getByTestId('capture-key')).toHaveValue('');
});

test('a saved recording replays at its recorded speed, events arriving in order; pause and step', async ({ page }) => {
  await openCapture(page, { model: TOOLBOX, delayMs: 200 });
  await captureToEnd(page);
  await page.getByTestId('recordings-tab').click();
  const row = page.getByTestId('recording-row').first();
  // Renamed, it keeps its new name through a reload.
  await row.getByTestId('recording-rename').click();
  await page.getByTestId('recording-name-input').fill('toolbox replay');
  await page.getByTestId('recording-name-input').press('Enter');
  await page.reload();
  await page.getByTestId('capture-toggle').click();
  await page.getByTestId('recordings-tab').click();
  await expect(page.getByTestId('recording-row').first()).toContainText('toolbox replay');
  const recorded = Number((await page.getByTestId('recording-row').first().locator('td.num').last().innerText()).replace(' s', ''));

  // Sampled in the page (every 20 ms, no round trips): the table's rows each time they change.
  await page.evaluate(() => {
    const samples: Array<{ at: number; count: number; indices: number[] }> = [];
    (window as unknown as { __samples: typeof samples }).__samples = samples;
    const started = performance.now();
    setInterval(() => {
      const table = document.querySelector('[data-testid="wire-table"]');
      if (!table?.querySelector('th[data-col="arrivalMs"]')) return;
      const count = Number(table.getAttribute('aria-rowcount'));
      // Only the rows in view exist (virtualized); their order is what matters.
      const indices = Array.from(table.querySelectorAll('tbody tr'), (r) => Number(r.getAttribute('data-wire-index')));
      if (samples.at(-1)?.count !== count) samples.push({ at: performance.now() - started, count, indices });
    }, 20);
  });
  await page.getByTestId('recording-replay').first().click();
  // A read is what the network delivered at once: usually one event, but frames can share a read.
  const finished = async () => {
    const progress = page.getByTestId('replay-progress');
    return (await progress.getAttribute('data-delivered')) === (await progress.getAttribute('data-total'));
  };
  await expect.poll(finished, { timeout: 20_000 }).toBe(true);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
  await page.waitForTimeout(100);
  const samples = await page.evaluate(() => (window as unknown as { __samples: Array<{ at: number; count: number; indices: number[] }> }).__samples);
  const counts = samples.map((sample) => sample.count);
  // Events arrive in order: each view is the previous one plus the next events, never reordered.
  for (const { indices } of samples) expect(indices).toEqual(indices.map((_, i) => i));
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(new Set(counts.filter((c) => c > 0 && c < 17)).size).toBeGreaterThanOrEqual(3);
  expect(counts.at(-1)).toBe(17);
  // At the recorded pace: the last event shows up about when it arrived in the capture.
  const lastAt = samples.find((sample) => sample.count === 17)!.at / 1000;
  expect(lastAt).toBeGreaterThan(recorded * 0.8);
  await expect(page.getByTestId('replay-toggle')).toHaveText('▶ Again');

  // Again, then paused: stepping delivers one network read at a time.
  await page.getByTestId('replay-toggle').click();
  await page.getByTestId('replay-toggle').click();
  const paused = Number(await page.getByTestId('replay-progress').getAttribute('data-delivered'));
  await page.getByTestId('replay-step').click();
  await expect(page.getByTestId('replay-progress')).toHaveAttribute('data-delivered', String(paused + 1));
  await page.getByTestId('replay-speed').selectOption('20');
  await page.getByTestId('replay-toggle').click();
  await expect.poll(finished, { timeout: 5_000 }).toBe(true);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
});

/** A server that streams like the provider but sends no CORS headers, as many real endpoints do. */
async function startServer(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

test('a capture blocked by CORS is explained, and goes through the local proxy on retry', async ({ page }) => {
  const noCors = await startServer(async (req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204).end(); // a preflight without any Access-Control-* header
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const upstream = await fetch(`${PROVIDER}${req.url!.replace(/^\/v1/, '')}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-replay-delay-ms': '5' }, body: Buffer.concat(parts) });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/event-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  try {
    await openCapture(page, { model: TOOLBOX, baseURL: `${noCors.url}/v1` });
    await captureToEnd(page, 'error');
    await expect(page.getByTestId('capture-status')).toContainText('without CORS headers');
    expect(await page.locator('body').innerText()).not.toContain(KEY);
    await page.getByTestId('capture-retry-proxy').click();
    await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', 'complete', { timeout: 15_000 });
    await expect(page.getByTestId('capture-proxy')).toBeChecked();
    await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', '17');
  } finally {
    await noCors.close();
  }
});

test('an AG-UI endpoint: its events are verified directly and the lifecycle fills while they arrive', async ({ page }) => {
  const sample = readFileSync(join(SAMPLES, `${TOOLBOX}.ndjson`), 'utf8');
  const frames = serializeAguiSse(buildTrace(sample).agui.events.map((r) => r.event)).split(/(?<=\n\n)/);
  const received: unknown[] = [];
  const agent = await startServer(async (req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization, accept, x-replay-delay-ms' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    received.push(JSON.parse(Buffer.concat(parts).toString('utf8')));
    res.writeHead(200, { ...cors, 'content-type': 'text/event-stream' });
    for (const frame of frames) {
      res.write(frame);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    res.end();
  });
  try {
    await openCapture(page, { model: '', kind: 'agui', baseURL: `${agent.url}/agent` });
    await page.getByTestId('capture-start').click();
    await expectMidStream(page, 3, frames.length);
    await expect(page.getByTestId('input-format')).toContainText('SSE · AG-UI');
    await expect(page.getByTestId('capture-status')).toHaveAttribute('data-phase', 'complete', { timeout: 15_000 });
    await expect(page.getByTestId('tab-agui')).toContainText(String(frames.length));
    await page.getByTestId('tab-lifecycle').click();
    // The hosted call never gets a TOOL_CALL_RESULT: its lane shows the missing step.
    await expect(page.getByTestId('pane-lifecycle').locator('[data-problem="missing"][data-phase="RESULT"]')).toHaveCount(1);
    expect(received[0]).toMatchObject({ threadId: expect.any(String), runId: expect.any(String), messages: [{ role: 'user' }] });
  } finally {
    await agent.close();
  }
});

test('screenshots: the capture panel mid-stream and the recordings list, light and dark', async ({ page }, testInfo) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openCapture(page, { model: TOOLBOX, delayMs: 300 });
    await page.getByTestId('capture-start').click();
    await expectMidStream(page, 6, 17);
    // The panel keeps its height: the panes below never jump while the stream fills them.
    expect((await page.getByTestId('capture-panel').boundingBox())!.height).toBe(184);
    await page.screenshot({ path: testInfo.outputPath(`capture-midstream-${scheme}.png`), animations: 'disabled', caret: 'hide' });
    await page.getByTestId('capture-stop').click();
    await page.getByTestId('recordings-tab').click();
    await expect(page.getByTestId('recording-row').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`recordings-${scheme}.png`), animations: 'disabled', caret: 'hide' });
    await page.getByTestId('recording-replay').first().click();
    await expect.poll(async () => Number(await page.getByTestId('replay-progress').getAttribute('data-delivered'))).toBeGreaterThanOrEqual(3);
    await page.getByTestId('replay-toggle').click(); // paused, so the picture is stable
    await page.screenshot({ path: testInfo.outputPath(`replay-paused-${scheme}.png`), animations: 'disabled', caret: 'hide' });
  }
});
