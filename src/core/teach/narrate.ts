import type { Trace } from '../trace-types';
import { cite, type Citation } from './citations';
import { describeArrival } from './describeArrival';
import { describeDownstream } from './describeDownstream';

/**
 * Plain-words explanation of one wire event for teaching mode, generated from the decision
 * records (never written per scenario), so it works for any trace: a sample, a paste, a capture.
 */
export interface Narration {
  wireIndex: number;
  /** What arrived on the wire. */
  arrived: string;
  /** What the parser did: one "kind: summary" line per decision. */
  did: string[];
  /** Why: the rule of each decision, with its spec section and upstream PR. */
  why: Citation[];
  /** What it caused downstream: Content, the aggregated message, AG-UI events, findings. */
  caused: string[];
  /** The rules behind what it caused (the aggregator's decisions, the findings), cited the same way. */
  causedWhy: Citation[];
}

export function narrate(trace: Trace, wireIndex: number): Narration {
  const step = trace.steps.find((s) => s.index === wireIndex);
  const wire = trace.input.events.find((e) => e.index === wireIndex);
  const decisions = step?.decisions ?? [];
  const downstream = describeDownstream(trace, wireIndex);
  const rules = [...new Set(decisions.map((d) => d.rule))];
  return {
    wireIndex,
    arrived: describeArrival(wire?.json, step?.type ?? wire?.type ?? null),
    did: decisions.map((d) => `${d.kind}: ${d.summary}`),
    why: rules.map((rule) => cite(rule, trace.profile)),
    caused: downstream.lines,
    causedWhy: [...new Set(downstream.rules)].filter((rule) => !rules.includes(rule)).map((rule) => cite(rule, trace.profile)),
  };
}
