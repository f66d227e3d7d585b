import type { AguiEventRecord } from '../agui/types';
import { aggregateUpdates } from '../content/aggregate';
import type { ChatResponse } from '../content/types';
import { getProfile } from '../profiles';
import type { Aggregation, ParseStep, Trace } from '../trace-types';

/** Everything a pane shows "as of" one wire event, for the step-through player. */
export interface TraceState {
  /** The last wire event included (-1 = before the first event). */
  wireIndex: number;
  steps: ParseStep[];
  /** AG-UI events emitted while the stream was at or before this event (end-of-run events excluded). */
  agui: AguiEventRecord[];
  /** `ChatResponse.from_updates` over the updates so far (null if it raised). */
  response: ChatResponse | null;
  aggregationError?: string;
  /** The whole aggregation stage over the updates so far (decisions, logs, sources too). */
  aggregation: Aggregation;
  /** True once the last wire event is included: the end-of-run AG-UI events have happened too. */
  finished: boolean;
}

/** The last wire event's index (-1 for an empty trace): where the stream ends. */
export function lastWireIndex(trace: Trace): number {
  return trace.steps.length ? trace.steps[trace.steps.length - 1].index : -1;
}

/** Whether an AG-UI event has happened once the stream is at `wireIndex` (end-of-run ones only at the end). */
export function emittedBy(record: AguiEventRecord, wireIndex: number, finished: boolean): boolean {
  return finished || (record.emittedAt !== null && record.emittedAt <= wireIndex);
}

/**
 * The trace cut at `wireIndex`. The emitter is sequential and deterministic, so the events it
 * emitted while processing updates up to here are exactly what a run over that prefix emits
 * before its end-of-run steps; the aggregation is re-run over the prefix.
 */
export function stateAsOf(trace: Trace, wireIndex: number): TraceState {
  const finished = wireIndex >= lastWireIndex(trace);
  const steps = trace.steps.filter((s) => s.index <= wireIndex);
  const agui = trace.agui.events.filter((r) => emittedBy(r, wireIndex, finished));
  // At the end the cut is the whole trace, including a non-streaming response built directly (spec §2).
  if (finished) {
    const { aggregation } = trace;
    return { wireIndex, steps, agui, response: aggregation.response, aggregationError: aggregation.error, aggregation, finished };
  }
  const updates = steps.flatMap((s) => (s.update && !s.error ? [{ wireIndex: s.index, update: s.update }] : []));
  const result = aggregateUpdates(updates, { callIdMerge: getProfile(trace.profile).switches.callIdMerge });
  const aggregation: Aggregation = { response: result.response, error: result.error, decisions: result.decisions, logs: result.logs, sources: result.sources };
  return { wireIndex, steps, agui, response: result.response, aggregationError: result.error, aggregation, finished };
}
