import type { Finding } from '../agui/types';
import type { Trace } from '../trace-types';
import { lastWireIndex, stateAsOf } from './stateAsOf';

/** Where a cut trace was cut; only traces made by `traceAsOf` carry it. */
export interface CutPosition {
  /** The last wire event included. */
  wireIndex: number;
  /** The last wire event of the whole trace. */
  lastWireIndex: number;
  /** The stream has ended: the end-of-run AG-UI events and whole-stream findings are included. */
  finished: boolean;
}

export interface TraceCut extends Trace {
  asOf: CutPosition;
}

export function isTraceCut(trace: Trace): trace is TraceCut {
  return 'asOf' in trace;
}

/**
 * The wire event at which a finding becomes true: its last cited wire event, or the event being
 * processed when its last cited AG-UI event was emitted (the end of the stream for end-of-run
 * events). A finding that cites nothing is about the whole stream, so it belongs to the end.
 */
export function stepOfFinding(trace: Trace, finding: Finding): number {
  const last = lastWireIndex(trace);
  const at = [
    ...finding.wireIndices,
    ...finding.aguiIndices.map((i) => trace.agui.events[i]?.emittedAt ?? last),
  ];
  return at.length ? Math.max(...at) : last;
}

/**
 * The trace as it stood once the stream reached `wireIndex`: a Trace every pane can display
 * unchanged. Input events, parse steps, the aggregation and the AG-UI events are cut as in
 * `stateAsOf`; a finding is kept once everything it cites has happened, so a tool call is not
 * reported "without a result" while the stream could still bring one.
 */
export function traceAsOf(trace: Trace, wireIndex: number): TraceCut {
  const last = lastWireIndex(trace);
  const k = Math.min(Math.max(wireIndex, -1), last);
  const state = stateAsOf(trace, k);
  const events = trace.input.events.filter((e) => e.index <= k);
  // Input problems belong to no event: one counts once an event after its line has arrived.
  const line = state.finished ? Infinity : (events[events.length - 1]?.line ?? 0);
  const suppressed = trace.agui.suppressed?.filter((s) => s.ref.wireIndex <= k);
  return {
    ...trace,
    input: { ...trace.input, events, problems: trace.input.problems.filter((p) => p.line <= line) },
    steps: state.steps,
    aggregation: state.aggregation,
    agui: {
      events: state.agui,
      ...(state.finished && trace.agui.error !== undefined ? { error: trace.agui.error } : {}),
      ...(suppressed ? { suppressed } : {}),
    },
    findings: trace.findings.filter((f) => stepOfFinding(trace, f) <= k),
    asOf: { wireIndex: k, lastWireIndex: last, finished: state.finished },
  };
}
