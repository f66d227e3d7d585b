import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runTraceInline } from '../worker/traceRunner';
import { createInspectorStore } from './index';

const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const toolbox = readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');

async function tracedStore() {
  const store = createInspectorStore({ runTrace: runTraceInline, fetchText: async () => '', typingDelayMs: 0 });
  store.getState().loadInput(toolbox, { kind: 'file', name: 'toolbox.ndjson' });
  await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
  return store;
}

const visible = (store: Awaited<ReturnType<typeof tracedStore>>) => store.getState().visibleRows.map((r) => r.index);

describe('filter slice', () => {
  it('shows every row until a filter is typed, then only the matching ones', async () => {
    const store = await tracedStore();
    expect(visible(store)).toHaveLength(17);
    expect(store.getState().visibleAguiIndices).toBeNull();
    store.getState().setFilter('decision:unparsed');
    expect(visible(store)).toEqual([5, 7, 9, 13, 14]);
    expect(store.getState().rows).toHaveLength(17);
  });

  it('keeps the last good filter while the query has a syntax error, and reports its column', async () => {
    const store = await tracedStore();
    store.getState().setFilter('decision:unparsed');
    store.getState().setFilter('decision:unparsed index:3..x');
    expect(store.getState().filterError).toMatchObject({ column: 25 });
    expect(visible(store)).toEqual([5, 7, 9, 13, 14]);
    expect(store.getState().filterActive).toBe(true);
    store.getState().setFilter('');
    expect(store.getState().filterError).toBeNull();
    expect(visible(store)).toHaveLength(17);
    expect(store.getState().filterActive).toBe(false);
  });

  it('re-applies the filter to a new trace (another profile)', async () => {
    const store = await tracedStore();
    store.getState().setFilter('decision:unparsed');
    store.getState().setProfile('maf-current');
    await vi.waitFor(() => expect(store.getState().trace?.profile).toBe('maf-current'));
    expect(visible(store)).toEqual([5, 9, 13, 14]);
  });

  it('filters the AG-UI events with the fields that apply to them', async () => {
    const store = await tracedStore();
    store.getState().setFilter('type:TOOL_CALL');
    const agui = store.getState().trace!.agui.events;
    expect([...store.getState().visibleAguiIndices!].map((i) => agui[i].event.type)).toEqual(['TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_ARGS', 'TOOL_CALL_END']);
  });

  it('moves the selection through the visible rows only', async () => {
    const store = await tracedStore();
    store.getState().setFilter('decision:unparsed');
    const { moveVisibleSelection } = store.getState();
    moveVisibleSelection(1);
    expect(store.getState().selectedWireIndex).toBe(5);
    moveVisibleSelection(1);
    expect(store.getState().selectedWireIndex).toBe(7);
    moveVisibleSelection(10);
    expect(store.getState().selectedWireIndex).toBe(14);
    moveVisibleSelection(-1);
    expect(store.getState().selectedWireIndex).toBe(13);
  });
});
