/**
 * How the visual suite drives the app: open it under a profile, open a stream file the way a user
 * does (the file button), make each pane tall enough to show all of its rows, and pin it.
 *
 * Deterministic rendering, so that a baseline is identical run to run on the same Chromium:
 * - fonts: only @fontsource faces (e2e/fonts.spec.ts); Playwright waits for document.fonts before each shot;
 * - viewport: 1280 wide, at device scale 1 (playwright.config.ts); as tall as the pane being
 *   pinned needs to show every row without a scrollbar (never less than 720), computed from the
 *   rendered layout, so the same content always gives the same height;
 * - animations: reduced motion in the page, and Playwright stops CSS animations and hides the caret;
 * - generated ids: AG-UI message ids come from core's sequential ids (src/worker/trace.worker.ts);
 * - no hover, focus ring or selection: the mouse is parked outside the panes, nothing is clicked
 *   in them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeInput } from '../../src/core/wire/decode';

export const VIEWPORT_WIDTH = 1280;
export const MIN_HEIGHT = 720;
/** Chromium draws at most 16,384 px in one go; a taller pane is pinned from its top. */
export const MAX_HEIGHT = 16_000;

/**
 * Every pinned shot. Same Chromium, same npm fonts: pixel-identical. No pixel may differ, because
 * one changed chip in a 300-row pane is far below any ratio (playwright.config.ts has 0.2%).
 * A pane of 300 AG-UI events is a 333×8400 image: give Chromium time on a busy 2-core machine.
 */
export const SHOT = { maxDiffPixels: 0, maxDiffPixelRatio: 0, animations: 'disabled', caret: 'hide', scale: 'css', timeout: 30_000 } as const;

export type PaneShotName = 'items' | 'agui' | 'lifecycle' | 'findings';

interface PaneShot {
  name: PaneShotName;
  /** The resizable panel (react-resizable-panels names it by its id): tab header + body. */
  panel: string;
  /** The tab to show in it first. */
  tab?: string;
}

/** The items pane, the AG-UI pane and its lifecycle view, and the findings. */
export const PANE_SHOTS: PaneShot[] = [
  { name: 'items', panel: 'panel-middle', tab: 'tab-items' },
  { name: 'agui', panel: 'panel-right', tab: 'tab-agui' },
  { name: 'lifecycle', panel: 'panel-right', tab: 'tab-lifecycle' },
  { name: 'findings', panel: 'panel-findings' },
];

/** The baseline of one shot: `<input file>/<profile>-<shot>.png` under the snapshot folder. */
export const shotName = (input: string, profile: string, shot: string): [string, string] => [input, `${profile}-${shot}.png`];
export const compareShotName = (input: string, first: string, second: string): [string, string] => [input, `compare-${first}-${second}.png`];

/** "tracing…" in the header: the main or the compare trace is being built. */
const tracing = (page: Page) => page.getByText('tracing…', { exact: true });

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Opens the app under a profile (by link, so custom:… profiles work too) and waits for its default sample. */
export async function openInspector(page: Page, profile: string): Promise<void> {
  await page.setViewportSize({ width: VIEWPORT_WIDTH, height: MIN_HEIGHT });
  await page.goto(`/#profile=${encodeURIComponent(profile)}`);
  await expect(page.getByTestId('profile-select')).toHaveValue(profile);
  // A file opened before the default sample arrives would be replaced by it.
  await expect(page.getByTestId('sample-select')).not.toHaveValue('');
  await expect(tracing(page)).toBeHidden();
  await page.evaluate(() => document.fonts.ready);
  // Hover styles are part of a row's look: keep the mouse on the header, away from the panes.
  await page.mouse.move(1, 1);
}

/** Opens a recorded stream with the file button and waits until its trace is on screen. */
export async function openStreamFile(page: Page, path: string): Promise<void> {
  const events = decodeInput(readFileSync(path, 'utf8')).events.length;
  await page.getByTestId('file-input').setInputFiles(path);
  await expect(page.getByTestId('sample-description')).toHaveText(`File ${basename(path)}`);
  await expect(page.getByTestId('event-count')).toHaveText(`events${events}`);
  await expect(page.getByTestId('wire-table')).toHaveAttribute('aria-rowcount', String(events));
  await expect(tracing(page)).toBeHidden();
}

/** How far the content of `target` (or of a scrolling box inside it) overflows vertically. */
function overflowOf(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    // scrollHeight is cheap once laid out; the style only of the few boxes that overflow at all
    const overflowing = [element, ...element.querySelectorAll('*')].filter((e) => e.scrollHeight > e.clientHeight);
    const scrolling = overflowing.filter((e) => /auto|scroll/.test(getComputedStyle(e).overflowY));
    return Math.max(0, ...scrolling.map((e) => e.scrollHeight - e.clientHeight));
  });
}

const heightOf = async (target: Locator) => (await target.boundingBox())?.height ?? 0;

/**
 * Makes the window tall enough for `target` to show everything without a vertical scrollbar,
 * starting from 720 each time so the height depends on nothing but the content. Returns the
 * height, and whether the content had to be cut at MAX_HEIGHT.
 */
export async function fitViewport(page: Page, target: Locator): Promise<{ height: number; clipped: boolean }> {
  let height = MIN_HEIGHT;
  await page.setViewportSize({ width: VIEWPORT_WIDTH, height });
  for (let attempt = 0; attempt < 6; attempt++) {
    const overflow = await overflowOf(target);
    if (overflow <= 0) break;
    if (height >= MAX_HEIGHT) return { height, clipped: true };
    // The panes share extra height by their layout percentages: measure what reaches `target`.
    const before = await heightOf(target);
    const probe = Math.min(MAX_HEIGHT, height + overflow);
    await page.setViewportSize({ width: VIEWPORT_WIDTH, height: probe });
    const grown = (await heightOf(target)) - before;
    const share = grown > 0 ? grown / (probe - height) : 1;
    height = Math.min(MAX_HEIGHT, height + Math.ceil(overflow / share));
    await page.setViewportSize({ width: VIEWPORT_WIDTH, height });
  }
  // virtual lists render the rows that came into view on their next frame
  await nextFrames(page);
  return { height, clipped: (await overflowOf(target)) > 0 };
}

async function showTab(page: Page, tab: string): Promise<void> {
  const button = page.getByTestId(tab);
  if ((await button.getAttribute('aria-selected')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(1, 1);
}

async function pin(page: Page, target: Locator, name: string[], what: string): Promise<void> {
  const { height, clipped } = await fitViewport(page, target);
  if (clipped) test.info().annotations.push({ type: 'clipped', description: `${what}: taller than ${MAX_HEIGHT}px, pinned from its top (the golden check covers the rest)` });
  await expect.soft(target, `${what} (window ${VIEWPORT_WIDTH}×${height})`).toHaveScreenshot(name, SHOT);
}

/** Pins the four pane shots of the trace on screen under the baselines of `input` and `profile`. */
export async function pinPanes(page: Page, input: string, profile: string): Promise<void> {
  for (const { name, panel, tab } of PANE_SHOTS) {
    if (tab) await showTab(page, tab);
    await pin(page, page.getByTestId(panel), shotName(input, profile, name), `${input}: ${name} pane under ${profile}`);
  }
}

/** Turns on the compare view (the main profile → `second`) and pins it. */
export async function pinCompare(page: Page, input: string, first: string, second: string): Promise<void> {
  await page.setViewportSize({ width: VIEWPORT_WIDTH, height: MIN_HEIGHT });
  await page.getByTestId('compare-toggle').click();
  await page.getByTestId('compare-select').selectOption(second);
  const view = page.getByTestId('compare-view');
  await expect(view.locator('.compare-header h2')).toHaveText(`${await page.getByTestId('profile-select').inputValue()} → ${second}`);
  await expect(tracing(page)).toBeHidden();
  await page.mouse.move(1, 1);
  await pin(page, view, compareShotName(input, first, second), `${input}: compare view ${first} → ${second}`);
}
