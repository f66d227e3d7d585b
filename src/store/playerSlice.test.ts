import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../tests/sharedDir';
import { buildTrace } from '../core/trace';
import { createInspectorStore } from './index';
import { displayedRows, displayedTrace } from './playerSlice';

const samples = path.join(repoRoot, 'public', 'samples');

/** A store over the real core (synchronously in-process) and the real samples. */
function makeStore() {
  return createInspectorStore({
    runTrace: async (text, profile) => buildTrace(text, { profile }),
    fetchText: async (url) => readFileSync(path.join(samples, decodeURIComponent(url.split('/samples/')[1])), 'utf8'),
    typingDelayMs: 0,
  });
}

async function loaded(file: string, profile = 'maf-2026-08') {
  const store = makeStore();
  store.getState().setProfile(profile);
  await store.getState().loadSample(file);
  await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
  return store;
}

afterEach(() => vi.useRealTimers());

describe('player', () => {
  it('shows the trace as of the step, with the current event selected', async () => {
    const store = await loaded('05-hosted-function-call-with-output-toolbox-kb.ndjson');
    const s = () => store.getState();
    expect(displayedTrace(s())).toBe(s().trace);
    s().startPlayer();
    expect(s().viewTrace?.asOf.wireIndex).toBe(0);
    expect(displayedRows(s()).map((r) => r.index)).toEqual([0]);
    expect(s().selectedWireIndex).toBe(0);
    s().stepBy(3);
    expect(displayedTrace(s())?.agui.events.map((r) => r.event.type)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START', 'TOOL_CALL_START', 'TOOL_CALL_ARGS']);
    expect(s().related.agui).toEqual(new Set([1, 2, 3]));
    s().stepBy(-10);
    expect(s().playerStep).toBe(0);
    s().stepTo(99);
    expect(s().playerStep).toBe(16);
    expect(displayedTrace(s())?.findings).toHaveLength(1);
    s().stopPlayer();
    expect(displayedTrace(s())).toBe(s().trace);
    expect(displayedRows(s())).toHaveLength(17);
  });

  it('jumps to the next decision of a kind, and says when there is none', async () => {
    const store = await loaded('07-function-call-output-in-progress-then-completed.ndjson', 'maf-current');
    const s = () => store.getState();
    s().startPlayer();
    s().jumpToKind(1, 'deferred');
    expect(s().playerStep).toBe(6);
    s().jumpToKind(1, 'deferred');
    expect(s().playerStep).toBe(6);
    expect(s().playerNote).toBe('No later deferral in this stream.');
    s().stepBy(1);
    expect(s().playerNote).toBeNull();
  });

  it('keeps the step when the profile changes, and plays at the chosen pace', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = await loaded('05-hosted-function-call-with-output-toolbox-kb.ndjson');
    const s = () => store.getState();
    s().startPlayer(7);
    s().setProfile('maf-current');
    await vi.waitFor(() => expect(s().trace?.profile).toBe('maf-current'));
    expect(s().playerStep).toBe(7);
    expect(displayedTrace(s())?.agui.events.map((r) => r.event.type)).toContain('TOOL_CALL_RESULT');
    s().setPace(250);
    s().setPlaying(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(s().playerStep).toBe(9);
    s().setPlaying(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s().playerStep).toBe(9);
  });
});

describe('player on a live capture', () => {
  it('stays at the end while events keep arriving, and keeps its place otherwise', async () => {
    const store = makeStore();
    const s = () => store.getState();
    const lines = readFileSync(path.join(samples, '01-text-only.ndjson'), 'utf8').trim().split('\n');
    s().loadInput(lines.slice(0, 4).join('\n'), { kind: 'pasted' });
    await vi.waitFor(() => expect(s().trace?.input.events).toHaveLength(4));
    s().startPlayer(3);
    s().loadInput(lines.slice(0, 7).join('\n'), { kind: 'pasted' });
    await vi.waitFor(() => expect(s().trace?.input.events).toHaveLength(7));
    expect(s().playerStep).toBe(6);
    s().stepTo(2);
    s().loadInput(lines.join('\n'), { kind: 'pasted' });
    await vi.waitFor(() => expect(s().trace?.input.events).toHaveLength(11));
    expect(s().playerStep).toBe(2);
  });
});

describe('lessons', () => {
  it('start on their sample and profile at the first event; exiting shows the whole trace', async () => {
    const store = makeStore();
    const s = () => store.getState();
    s().openLessons();
    expect(s().lessonsOpen).toBe(true);
    await s().startLesson('function-call-output');
    await vi.waitFor(() => expect(s().trace?.input.events).toHaveLength(17));
    expect(s().profile).toBe('maf-2026-08');
    expect(s().source).toEqual({ kind: 'sample', file: '05-hosted-function-call-with-output-toolbox-kb.ndjson' });
    expect(s().lessonsOpen).toBe(false);
    expect(s().playerActive).toBe(true);
    expect(displayedRows(s())).toHaveLength(1);
    s().showAnswer();
    expect(s().answerShown).toBe(true);
    s().exitTeaching();
    expect(s().playerActive).toBe(false);
    expect(s().lessonId).toBeNull();
    expect(displayedRows(s())).toHaveLength(17);
  });
});
