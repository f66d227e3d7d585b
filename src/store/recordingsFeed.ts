/**
 * How a stream that is still arriving (a live capture, or a recording replayed) reaches the
 * inspector: its growing text replaces the input, and the worker re-traces it while it grows, so
 * every pane fills as the bytes come in. The user may select and inspect meanwhile: unlike
 * loadInput, a growing text keeps the selection (selectionSlice re-finds it in each new trace).
 */
import type { StoreApi } from 'zustand/vanilla';
import { looksLikeAgui } from '../capture/aguiDetect';
import { arrivalAtByte } from '../capture/arrival';
import type { RecordedChunk } from '../capture/types';
import type { Trace } from '../core/trace-types';
import type { InputSource } from './inputSlice';
import type { InspectorState } from './types';

/** The arrival times that belong to a text (and to every prefix of it). */
export interface ArrivalTiming {
  text: string;
  chunks: readonly RecordedChunk[];
}

/** A text update at most this often: each one re-renders panes and rewrites the link. */
export const FEED_INTERVAL_MS = 80;

export interface LiveFeed {
  /** Empties the inspector for a new stream (and its selection). */
  begin: (source: InputSource) => void;
  /** The text so far; applied at most every FEED_INTERVAL_MS, the newest text wins. */
  push: (text: string, timing: ArrivalTiming) => void;
  /** The final text, applied at once. */
  end: (text: string, source: InputSource, timing: ArrivalTiming | null) => void;
  /** Drops a pending update (the stream was abandoned before it produced anything). */
  cancel: () => void;
}

/**
 * One trace in flight at a time: while the worker traces, newer text only marks the feed dirty,
 * and the newest text is traced when that trace lands. A large capture would otherwise queue a
 * trace per network read in the worker, each thrown away on arrival.
 */
export function createLiveFeed(store: Pick<StoreApi<InspectorState>, 'getState' | 'setState' | 'subscribe'>): LiveFeed {
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next: { text: string; timing: ArrivalTiming } | null = null;
  let lastApplied = 0;

  store.subscribe((state, previous) => {
    if (!dirty || state.traceStatus === 'running' || previous.traceStatus !== 'running') return;
    dirty = false;
    state.scheduleTrace(0);
  });

  const trace = () => {
    if (store.getState().traceStatus === 'running') dirty = true;
    else store.getState().scheduleTrace(0);
  };

  const apply = () => {
    timer = undefined;
    if (!next) return;
    lastApplied = Date.now();
    store.setState({ text: next.text, arrivalTiming: next.timing });
    next = null;
    trace();
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    next = null;
    dirty = false;
  };

  return {
    begin: (source) => {
      cancel();
      store.setState({ arrivalTiming: null });
      store.getState().loadInput('', source);
    },
    push: (text, timing) => {
      next = { text, timing };
      if (timer !== undefined) return;
      const wait = FEED_INTERVAL_MS - (Date.now() - lastApplied);
      if (wait <= 0) apply();
      else timer = setTimeout(apply, wait);
    },
    end: (text, source, timing) => {
      cancel();
      store.setState({ text, source, arrivalTiming: timing });
      // Always trace the final text, even over a trace in flight: the newest request wins.
      store.getState().scheduleTrace(0);
    },
    cancel,
  };
}

/** Stamps `arrivalMs` on each wire event: when the read holding its last byte arrived. */
export function stampArrivals(trace: Trace, chunks: readonly RecordedChunk[]): void {
  for (const event of trace.input.events) {
    const arrival = arrivalAtByte(chunks as RecordedChunk[], event.byteOffset + event.byteLength);
    if (arrival !== undefined) event.arrivalMs = arrival;
  }
}

type TraceRunner = (text: string, profile: string) => Promise<Trace>;

/**
 * The store's trace runner, aware of captures: a stream that is AG-UI already (an AG-UI endpoint's
 * answer) becomes the verifier's view instead of a parse (src/capture/aguiTrace.ts, loaded on
 * first use: it brings the AG-UI schemas), and a text with recorded arrival times gets them on
 * its wire events. The worker still decodes every text.
 */
export function captureAwareRunner(runTrace: TraceRunner, timing: () => ArrivalTiming | null): TraceRunner {
  return async (text, profile) => {
    let trace = await runTrace(text, profile);
    if (looksLikeAgui(trace.input)) {
      const { buildAguiTrace } = await import('../capture/aguiTrace');
      trace = buildAguiTrace(trace.input, trace.profile);
    }
    const known = timing();
    if (known && known.text.startsWith(text)) stampArrivals(trace, known.chunks);
    return trace;
  };
}
