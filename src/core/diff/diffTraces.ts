import type { AguiEventRecord } from '../agui/types';
import type { Content } from '../content/types';
import type { ParseStep, Trace } from '../trace-types';
import { align, type Aligned } from './lcs';

export interface CountRow {
  key: string;
  a: number;
  b: number;
}

export interface WireRow {
  index: number;
  type: string | null;
  a: string;
  b: string;
}

export interface TraceDiff {
  profiles: [string, string];
  /** Wire events whose parse step differs (decisions or Content). */
  wire: WireRow[];
  /** Aggregated Content aligned across the two traces. */
  content: Aligned<Content>[];
  /** AG-UI events aligned across the two traces (generated ids masked). */
  agui: Aligned<AguiEventRecord>[];
  aguiCounts: CountRow[];
  contentCounts: CountRow[];
  decisionCounts: CountRow[];
  findingCounts: CountRow[];
}

const GENERATED_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** An AG-UI event's identity for alignment: its JSON with generated ids masked (they shift between runs). */
export function aguiKey(record: AguiEventRecord, inputText: string): string {
  return JSON.stringify(record.event).replace(GENERATED_ID, (id) => (inputText.includes(id) ? id : '<id>'));
}

function stepSummary(step: ParseStep | undefined): string {
  if (!step) return '';
  const decisions = step.decisions.map((d) => d.kind).join('+');
  const contents = (step.update?.contents ?? []).map((c) => describe(c)).join(', ');
  return contents ? `${decisions}: ${contents}` : decisions;
}

function describe(content: Content): string {
  const id = content.call_id ?? content.id;
  const body = content.type === 'function_call' ? content.arguments : content.type === 'function_result' ? content.result : content.text;
  const tail = typeof body === 'string' ? ` ${JSON.stringify(body.length > 40 ? `${body.slice(0, 39)}…` : body)}` : '';
  return `${content.type}${id ? ` ${String(id)}` : ''}${tail}`;
}

function counts(a: string[], b: string[]): CountRow[] {
  const keys = [...new Set([...a, ...b])].sort();
  const tally = (list: string[], key: string) => list.filter((k) => k === key).length;
  return keys.map((key) => ({ key, a: tally(a, key), b: tally(b, key) }));
}

const contentsOf = (t: Trace) => t.aggregation.response?.messages.flatMap((m) => m.contents) ?? [];

/** Per wire event, per Content and per AG-UI event: what changes between two traces of one input. */
export function diffTraces(a: Trace, b: Trace, inputText: string): TraceDiff {
  const stepsB = new Map(b.steps.map((s) => [s.index, s]));
  const wire: WireRow[] = [];
  for (const step of a.steps) {
    const other = stepsB.get(step.index);
    const sa = stepSummary(step);
    const sb = stepSummary(other);
    if (sa !== sb) wire.push({ index: step.index, type: step.type, a: sa, b: sb });
  }
  const content = align(contentsOf(a), contentsOf(b), (c) => JSON.stringify(c));
  const agui = align(a.agui.events, b.agui.events, (r) => aguiKey(r, inputText));
  const decisionKinds = (t: Trace) => [...t.steps.flatMap((s) => s.decisions), ...t.aggregation.decisions].map((d) => d.kind);
  return {
    profiles: [a.profile, b.profile],
    wire,
    content,
    agui,
    aguiCounts: counts(a.agui.events.map((r) => r.event.type), b.agui.events.map((r) => r.event.type)),
    contentCounts: counts(contentsOf(a).map((c) => c.type), contentsOf(b).map((c) => c.type)),
    decisionCounts: counts(decisionKinds(a), decisionKinds(b)),
    findingCounts: counts(a.findings.map((f) => f.code), b.findings.map((f) => f.code)),
  };
}

export function hasDifferences(diff: TraceDiff): boolean {
  return diff.wire.length > 0 || diff.agui.some((r) => r.op !== 'same') || diff.content.some((r) => r.op !== 'same');
}
