import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trace } from '../core/trace-types';
import { createInspectorStore } from './index';
import { decision, fakeTrace } from './testing';
import type { StoreDeps } from './types';

const INDEX = JSON.stringify({
  default: 'b.ndjson',
  samples: [
    { file: 'a.ndjson', description: 'sample a', api: 'responses' },
    { file: 'b.ndjson', description: 'sample b', api: 'responses' },
  ],
});

/** A trace whose events spell out the text and profile it was built from. */
const traceOf = (text: string, profile: string): Trace =>
  fakeTrace(
    text.split('\n').map((line) => ({ type: line, json: { type: line } })),
    [[decision('emitted', 0)]],
    profile,
  );

function makeStore(overrides: Partial<StoreDeps> = {}) {
  const deps: StoreDeps = {
    runTrace: vi.fn(async (text: string, profile: string) => traceOf(text, profile)),
    fetchText: vi.fn(async (url: string) => {
      if (url.endsWith('index.json')) return INDEX;
      if (url.endsWith('a.ndjson')) return 'a1\na2\na3';
      if (url.endsWith('b.ndjson')) return 'b1\nb2';
      throw new Error('404 Not Found');
    }),
    typingDelayMs: 10,
    ...overrides,
  };
  return { store: createInspectorStore(deps), deps };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('inspector store', () => {
  it('loads the sample index and the default sample, then traces it', async () => {
    const { store } = makeStore();
    await store.getState().init();
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
    const state = store.getState();
    expect(state.samples.map((s) => s.file)).toEqual(['a.ndjson', 'b.ndjson']);
    expect(state.source).toEqual({ kind: 'sample', file: 'b.ndjson' });
    expect(state.rows.map((r) => r.type)).toEqual(['b1', 'b2']);
    expect(state.rows[0].decisions.map((d) => d.kind)).toEqual(['emitted']);
  });

  it('says why a sample could not be loaded', async () => {
    const { store } = makeStore();
    await store.getState().loadSample('missing.ndjson');
    expect(store.getState().samplesError).toMatch(/missing\.ndjson.*404/);
  });

  it('re-traces typed text after a pause, and only the newest request lands', async () => {
    vi.useFakeTimers();
    const { store, deps } = makeStore();
    store.getState().setText('x1');
    store.getState().setText('y1\ny2');
    expect(store.getState().source).toEqual({ kind: 'pasted' });
    expect(deps.runTrace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(deps.runTrace).toHaveBeenCalledTimes(1);
    expect(store.getState().rows.map((r) => r.type)).toEqual(['y1', 'y2']);
  });

  it('drops a slow answer that a newer request overtook', async () => {
    let releaseSlow: (trace: Trace) => void = () => undefined;
    const runTrace = vi
      .fn<StoreDeps['runTrace']>()
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = resolve)))
      .mockImplementation(async (text, profile) => traceOf(text, profile));
    const { store } = makeStore({ runTrace, typingDelayMs: 0 });
    store.getState().setText('old');
    store.getState().setText('new');
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
    releaseSlow(traceOf('old', 'p'));
    await settle();
    expect(store.getState().rows.map((r) => r.type)).toEqual(['new']);
  });

  it('re-traces under a new profile', async () => {
    const { store, deps } = makeStore({ typingDelayMs: 0 });
    store.getState().setProfile('maf-current');
    await vi.waitFor(() => expect(store.getState().trace?.profile).toBe('maf-current'));
    expect(deps.runTrace).toHaveBeenLastCalledWith('', 'maf-current');
  });

  it('reports a trace that core could not build', async () => {
    const { store } = makeStore({ runTrace: async () => Promise.reject(new Error('boom')), typingDelayMs: 0 });
    store.getState().setText('anything');
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('failed'));
    expect(store.getState().traceError).toBe('boom');
  });

  it('moves the selection with the keyboard, clamped to the rows', async () => {
    const { store } = makeStore({ typingDelayMs: 0 });
    store.getState().setText('a\nb\nc');
    await vi.waitFor(() => expect(store.getState().rows).toHaveLength(3));
    const { moveSelection } = store.getState();
    moveSelection(1);
    expect(store.getState().selectedWireIndex).toBe(0);
    moveSelection(5);
    expect(store.getState().selectedWireIndex).toBe(2);
    moveSelection(-1);
    expect(store.getState().selectedWireIndex).toBe(1);
    store.getState().setText('only');
    await vi.waitFor(() => expect(store.getState().rows).toHaveLength(1));
    expect(store.getState().selectedWireIndex).toBeNull();
  });
});
