import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildHarFixture, FAKE_SECRETS } from '../core/wire/har.test-helpers';
import { runTraceInline } from '../worker/traceRunner';
import { inputExport } from '../core/export';
import { createInspectorStore } from './index';
import { sourceName } from './inputSlice';
import { createSessionStore } from './persistSession';
import { defaultCompareProfile } from './viewSlice';

const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const toolbox = readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');

function makeStore() {
  const saved = new Map<string, unknown>();
  const sessionStore = createSessionStore({
    get: async (k) => saved.get(k),
    set: async (k, v) => void saved.set(k, v),
    del: async (k) => void saved.delete(k),
  });
  const runTrace = vi.fn(runTraceInline);
  const store = createInspectorStore({ runTrace, fetchText: async () => '', typingDelayMs: 0, sessionStore });
  return { store, saved, runTrace };
}

describe('compare', () => {
  it('traces the same input under the second profile and diffs the two', async () => {
    const { store, runTrace } = makeStore();
    store.getState().loadInput(toolbox, { kind: 'pasted' });
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
    store.getState().setCompareProfile('maf-current');
    await vi.waitFor(() => expect(store.getState().compareStatus).toBe('done'));
    const diff = store.getState().compareDiff!;
    expect(diff.profiles).toEqual(['maf-2026-08', 'maf-current']);
    expect(diff.aguiCounts.find((r) => r.key === 'TOOL_CALL_RESULT')).toEqual({ key: 'TOOL_CALL_RESULT', a: 0, b: 1 });
    expect(runTrace).toHaveBeenLastCalledWith(toolbox, 'maf-current');
  });

  it('follows the input and the first profile, and stops when turned off', async () => {
    const { store } = makeStore();
    store.getState().setCompareProfile('maf-current');
    store.getState().loadInput(toolbox, { kind: 'pasted' });
    await vi.waitFor(() => expect(store.getState().compareDiff?.profiles).toEqual(['maf-2026-08', 'maf-current']));
    store.getState().setProfile('proposed');
    await vi.waitFor(() => expect(store.getState().compareDiff?.profiles).toEqual(['proposed', 'maf-current']));
    store.getState().setCompareProfile(null);
    expect(store.getState()).toMatchObject({ compareDiff: null, compareTrace: null, compareStatus: 'off' });
  });

  it('starts a comparison with the next profile (the one before, for the last)', () => {
    expect(defaultCompareProfile('maf-2026-08')).toBe('maf-current');
    expect(defaultCompareProfile('proposed')).toBe('maf-current');
  });
});

describe('input ingestion', () => {
  it('a HAR opens the picker with its streams and no credentials; picking one traces its body', async () => {
    const { store } = makeStore();
    const har = JSON.stringify(buildHarFixture({ body: toolbox, mimeType: 'application/x-ndjson' }));
    store.getState().ingestText(har, 'capture.har');
    const pending = store.getState().pendingHar!;
    expect(pending.fileName).toBe('capture.har');
    expect(pending.entries.map((e) => e.entryIndex)).toEqual([1, 2]);
    for (const secret of Object.values(FAKE_SECRETS)) expect(JSON.stringify(store.getState().pendingHar)).not.toContain(secret);
    store.getState().pickHarEntry(1);
    expect(store.getState().pendingHar).toBeNull();
    expect(store.getState().source).toMatchObject({ kind: 'har', name: 'capture.har' });
    await vi.waitFor(() => expect(store.getState().rows).toHaveLength(17));
    // exports of a HAR entry are named after the HAR, with the body's own format
    expect(inputExport(toolbox, sourceName(store.getState().source), 'ndjson').name).toBe('capture.ndjson');
  });

  it('a pasted HAR is recognised too; other text is traced as a stream', async () => {
    const { store } = makeStore();
    store.getState().ingestText(JSON.stringify(buildHarFixture({ body: toolbox })), null);
    expect(store.getState().pendingHar?.fileName).toBe('pasted HAR');
    store.getState().closeHar();
    store.getState().ingestText(toolbox, 'kb.ndjson');
    expect(store.getState().source).toEqual({ kind: 'file', name: 'kb.ndjson' });
    await vi.waitFor(() => expect(store.getState().rows).toHaveLength(17));
  });
});

describe('clear session', () => {
  it('forgets the saved session and empties the view', async () => {
    const { store, saved } = makeStore();
    saved.set('stream-inspector/session', { anything: true });
    store.getState().loadInput(toolbox, { kind: 'pasted' });
    store.getState().setFilter('decision:unparsed');
    store.getState().setCompareProfile('maf-current');
    await store.getState().clearSession();
    expect(saved.size).toBe(0);
    expect(store.getState()).toMatchObject({ text: '', filterQuery: '', compareProfile: null, profile: 'maf-2026-08' });
    await vi.waitFor(() => expect(store.getState().rows).toHaveLength(0));
  });
});
