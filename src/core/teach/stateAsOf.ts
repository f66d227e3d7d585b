import type { AguiEventRecord } from '../agui/types';
import { aggregateUpdates } from '../content/aggregate';
import type { ChatResponse } from '../content/types';
import { getProfile } from '../profiles';
import type { ParseStep, Trace } from '../trace-types';

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
  /** True once the last wire event is included: the end-of-run AG-UI events have happened too. */
  finished: boolean;
}

/**
 * The trace cut at `wireIndex`. The emitter is sequential and deterministic, so the events it
 * emitted while processing updates up to here are exactly what a run over that prefix emits
 * before its end-of-run steps; the aggregation is re-run over the prefix.
 */
export function stateAsOf(trace: Trace, wireIndex: number): TraceState {
  const last = trace.steps.length ? trace.steps[trace.steps.length - 1].index : -1;
  const finished = wireIndex >= last;
  const steps = trace.steps.filter((s) => s.index <= wireIndex);
  const agui = finished ? trace.agui.events : trace.agui.events.filter((r) => r.emittedAt !== null && r.emittedAt <= wireIndex);
  const updates = steps.flatMap((s) => (s.update && !s.error ? [{ wireIndex: s.index, update: s.update }] : []));
  const aggregated = aggregateUpdates(updates, { callIdMerge: getProfile(trace.profile).switches.callIdMerge });
  return { wireIndex, steps, agui, response: aggregated.response, aggregationError: aggregated.error, finished };
}
