import type { Decision } from '../decisions';
import type { Trace } from '../trace-types';
import { isObject } from '../util';

/** Plain-words explanation of one wire event for teaching mode, generated from the decision records. */
export interface Narration {
  arrived: string;
  did: string[];
  why: string[];
  caused: string[];
}

function describeArrival(payload: unknown, type: string | null): string {
  if (!isObject(payload)) return `An event that is not valid JSON${type ? ` (${type})` : ''} arrived.`;
  const item = isObject(payload.item) ? payload.item : undefined;
  if (item) {
    const status = item.status ? ` with status ${String(item.status)}` : '';
    const call = item.call_id ? ` for call ${String(item.call_id)}` : '';
    return `${type} for a ${String(item.type)} item ${String(item.id ?? '')}${call}${status}.`;
  }
  if (typeof payload.delta === 'string') return `${type} carrying ${JSON.stringify(payload.delta.length > 60 ? `${payload.delta.slice(0, 59)}…` : payload.delta)}.`;
  return `${type ?? 'An event'} arrived.`;
}

function ruleText(decision: Decision): string {
  return decision.rule;
}

export function narrate(trace: Trace, wireIndex: number): Narration {
  const step = trace.steps.find((s) => s.index === wireIndex);
  const wire = trace.input.events.find((e) => e.index === wireIndex);
  const merges = trace.aggregation.decisions.filter((d) => d.wireIndex === wireIndex);
  const decisions = [...(step?.decisions ?? []), ...merges];
  const caused: string[] = [];
  const contents = step?.update?.contents ?? [];
  if (contents.length) caused.push(`Content: ${contents.map((c) => c.type).join(', ')}.`);
  for (const merge of merges) caused.push(merge.summary);
  const agui = trace.agui.events.filter((r) => r.emittedAt === wireIndex);
  if (agui.length) caused.push(`AG-UI: ${agui.map((r) => r.event.type).join(', ')}.`);
  else if (contents.length) caused.push('AG-UI: no event for this one.');
  for (const f of trace.findings.filter((x) => x.wireIndices.includes(wireIndex))) caused.push(`Finding: ${f.title}.`);
  for (const p of wire?.problems ?? []) caused.push(`Problem: ${p.message}`);
  return {
    arrived: describeArrival(wire?.json, step?.type ?? wire?.type ?? null),
    did: decisions.map((d) => `${d.kind}: ${d.summary}`),
    why: [...new Set(decisions.map(ruleText))],
    caused,
  };
}
