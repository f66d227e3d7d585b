import type { DecisionKind } from '../decisions';
import type { Trace } from '../trace-types';
import { obj } from '../util';
import { rejectedEvents } from './lifecycleStateAt';
import { lastWireIndex } from './stateAsOf';
import { stepOfFinding } from './traceAsOf';

/** What a learner can ask the player to find: a decision kind, a finding, a verifier rejection. */
export type StepKind = DecisionKind | 'finding' | 'verifier';

/** Jump targets in the player, most useful first (the labels complete "next …"). */
export const STEP_KINDS: Array<{ kind: StepKind; label: string }> = [
  { kind: 'deferred', label: 'deferral' },
  { kind: 'duplicate', label: 'duplicate' },
  { kind: 'finding', label: 'finding' },
  { kind: 'verifier', label: 'verifier rejection' },
  { kind: 'rejected', label: 'rejected item' },
  { kind: 'unparsed', label: 'unparsed event' },
  { kind: 'dropped', label: 'silent drop' },
  { kind: 'merged', label: 'merge' },
  { kind: 'appended', label: 'append' },
  { kind: 'emitted', label: 'Content emitted' },
  { kind: 'recorded', label: 'state recorded' },
  { kind: 'ignored', label: 'ignored event' },
  { kind: 'error', label: 'error' },
];

/** The AG-UI event types emitted at one step (the last step includes the end-of-run events). */
export function aguiTypesAt(trace: Trace, wireIndex: number): string[] {
  const last = wireIndex === lastWireIndex(trace);
  return trace.agui.events.filter((r) => r.emittedAt === wireIndex || (last && r.emittedAt === null)).map((r) => r.event.type);
}

/** Every wire index at which something of this kind happens, ascending. */
export function stepsOfKind(trace: Trace, kind: StepKind): number[] {
  const at = new Set<number>();
  const last = lastWireIndex(trace);
  if (kind === 'finding') {
    for (const finding of trace.findings) at.add(stepOfFinding(trace, finding));
  } else if (kind === 'verifier') {
    for (const index of rejectedEvents(trace.findings).keys()) at.add(trace.agui.events[index]?.emittedAt ?? last);
  } else {
    for (const step of trace.steps) if (step.decisions.some((d) => d.kind === kind)) at.add(step.index);
    for (const decision of trace.aggregation.decisions) if (decision.kind === kind && decision.wireIndex !== null) at.add(decision.wireIndex);
  }
  return [...at].sort((a, b) => a - b);
}

/** The next (or previous) step of a kind after (before) `from`; null when there is none. */
export function nextStepOfKind(trace: Trace, from: number, kind: StepKind, direction: 1 | -1): number | null {
  const steps = stepsOfKind(trace, kind);
  const found = direction > 0 ? steps.find((k) => k > from) : [...steps].reverse().find((k) => k < from);
  return found ?? null;
}

/** How a lesson points at a step: by what happens there, never by index, so it survives changes. */
export interface StepMatch {
  /** The wire event's type. */
  event?: string;
  /** The type of the payload's `item`. */
  item?: string;
  /** Something of this kind happens here (a decision kind, a finding, a verifier rejection). */
  kind?: StepKind;
  /** An AG-UI event of this type is emitted here. */
  agui?: string;
  /** The last event: the stream ends and the end-of-run AG-UI events follow. */
  end?: boolean;
  /** Which of the matching steps: 1 = the first (default), 2 = the second, -1 = the last. */
  nth?: number;
}

/** The wire index a match points at in this trace, or null when it does not happen here. */
export function resolveStep(trace: Trace, match: StepMatch): number | null {
  const last = lastWireIndex(trace);
  const ofKind = match.kind ? new Set(stepsOfKind(trace, match.kind)) : null;
  const payloads = new Map(trace.input.events.map((e) => [e.index, e.json]));
  const candidates = trace.steps
    .map((s) => s.index)
    .filter((k) => {
      const step = trace.steps.find((s) => s.index === k)!;
      if (match.event !== undefined && step.type !== match.event) return false;
      if (match.item !== undefined && obj(obj(payloads.get(k))?.item)?.type !== match.item) return false;
      if (ofKind && !ofKind.has(k)) return false;
      if (match.agui !== undefined && !aguiTypesAt(trace, k).includes(match.agui)) return false;
      return !match.end || k === last;
    });
  const nth = match.nth ?? 1;
  return (nth > 0 ? candidates[nth - 1] : candidates[candidates.length + nth]) ?? null;
}
