import type { Trace } from '../core/trace-types';
import type { SliceCreator, StoreDeps } from './types';
import { toWireRows, type WireRow } from './wireRows';

export type TraceStatus = 'idle' | 'running' | 'done' | 'failed';

export interface TraceSlice {
  trace: Trace | null;
  /** The trace's wire events as table rows (derived once per trace, not per render). */
  rows: WireRow[];
  traceStatus: TraceStatus;
  /** Set when core itself threw: the input could not be traced at all. */
  traceError: string | null;
  /** Re-traces the current text under the current profile after `delayMs`; a newer call wins. */
  scheduleTrace: (delayMs: number) => void;
}

export const createTraceSlice = (deps: StoreDeps): SliceCreator<TraceSlice> => (set, get) => {
  let latestRequest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (request: number) => {
    const { text, profile } = get();
    try {
      const trace = await deps.runTrace(text, profile);
      if (request !== latestRequest) return;
      const rows = toWireRows(trace);
      const selected = get().selectedWireIndex;
      set({
        trace,
        rows,
        traceStatus: 'done',
        traceError: null,
        selectedWireIndex: rows.some((row) => row.index === selected) ? selected : null,
      });
    } catch (error) {
      if (request !== latestRequest) return;
      set({ traceStatus: 'failed', traceError: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    trace: null,
    rows: [],
    traceStatus: 'idle',
    traceError: null,
    scheduleTrace: (delayMs) => {
      const request = ++latestRequest;
      clearTimeout(timer);
      set({ traceStatus: 'running' });
      if (delayMs <= 0) void run(request);
      else timer = setTimeout(() => void run(request), delayMs);
    },
  };
};
