import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sharedDir } from '../../tests/sharedDir';
import { runTraceInline } from '../worker/traceRunner';
import { createInspectorStore } from './index';

const HOSTED = readFileSync(path.join(sharedDir, 'scenarios', '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');

async function tracedStore() {
  const store = createInspectorStore({ runTrace: runTraceInline, fetchText: async () => '', typingDelayMs: 0 });
  store.getState().setText(HOSTED);
  await vi.waitFor(() => expect(store.getState().trace?.input.events).toHaveLength(17));
  return store;
}

describe('selection slice', () => {
  it('computes the related sets once per selection, in every pane', async () => {
    const store = await tracedStore();
    store.getState().selectWire(3);
    const { related, selection, selectedWireIndex } = store.getState();
    expect(selection).toEqual({ kind: 'wire', index: 3 });
    expect(selectedWireIndex).toBe(3);
    expect([...related.contents]).toEqual(['3:0']);
    expect([...related.agui].sort((a, b) => a - b)).toEqual([1, 2, 3, 8, 10]);
    // Selecting the same thing again keeps the same sets (no re-render storm).
    store.getState().select({ kind: 'wire', index: 3 });
    expect(store.getState().related).toBe(related);

    store.getState().select({ kind: 'finding', index: 0 });
    expect(store.getState().selectedWireIndex).toBeNull();
    expect([...store.getState().related.wire].sort((a, b) => a - b)).toEqual([3, 4, 7, 8]);
    store.getState().clearSelection();
    expect(store.getState().related.wire.size).toBe(0);
  });

  it('follows the selected AG-UI event to its new index when the profile changes', async () => {
    const store = await tracedStore();
    store.getState().select({ kind: 'agui', index: 8 }); // TOOL_CALL_END call_KB under the snapshot
    store.getState().setProfile('maf-current');
    await vi.waitFor(() => expect(store.getState().trace?.profile).toBe('maf-current'));
    const { selection, trace, related } = store.getState();
    expect(selection).toEqual({ kind: 'agui', index: 5 });
    expect(trace!.agui.events[5].event).toMatchObject({ type: 'TOOL_CALL_END', toolCallId: 'call_KB' });
    expect([...related.agui]).toContain(5);
  });

  it('drops a selection the new trace does not have', async () => {
    const store = await tracedStore();
    store.getState().select({ kind: 'finding', index: 0 });
    store.getState().setProfile('maf-current'); // #8078: the result arrives, no finding left
    await vi.waitFor(() => expect(store.getState().trace?.profile).toBe('maf-current'));
    expect(store.getState().selection).toBeNull();
    expect(store.getState().related.findings.size).toBe(0);
  });
});
