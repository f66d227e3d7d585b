import type { AguiEventRecord } from '../agui/types';
import type { Trace } from '../trace-types';
import { str } from '../util';
import { describeContent } from './describeArrival';
import { rejectedEvents } from './lifecycleStateAt';
import { lastWireIndex } from './stateAsOf';
import { stepOfFinding } from './traceAsOf';

/** Content types the AG-UI bridge skips entirely (spec §6.3, last row). */
const NO_AGUI = /^(search_tool_|code_interpreter_|image_generation_|shell_|hosted_file$|data$|uri$|error$)/;

export interface Downstream {
  lines: string[];
  /** Rules of the aggregation decisions and findings behind these lines, to cite. */
  rules: string[];
}

const idOf = (record: AguiEventRecord): string => str(record.event.toolCallId) ?? str(record.event.messageId) ?? '';

/** Why the AG-UI events of one step came out as they did, where the events themselves show it. */
function aguiNotes(trace: Trace, wireIndex: number, events: AguiEventRecord[]): string[] {
  const notes: string[] = [];
  const types = events.map((r) => r.event.type);
  const contents = trace.steps.find((s) => s.index === wireIndex)?.update?.contents ?? [];
  if (types[0] === 'TEXT_MESSAGE_START' && types.includes('TOOL_CALL_START') && !contents.some((c) => c.type === 'text' && c.text)) {
    notes.push('TEXT_MESSAGE_START comes first: an update holding only a tool call opens a text message so the call has a parent (spec §6.2).');
  }
  for (const record of events.filter((r) => r.event.type === 'TOOL_CALL_RESULT')) {
    notes.push(`TOOL_CALL_RESULT hands the output of ${idOf(record)} to the client: the call is answered (spec §6.3).`);
  }
  if (types.includes('TOOL_CALL_RESULT') && types.includes('TEXT_MESSAGE_END')) {
    notes.push('A result also closes the open text message, so the answer that follows starts a new one (spec §6.3).');
  }
  if (types.includes('REASONING_END') && !contents.some((c) => c.type === 'text_reasoning')) {
    notes.push('Content that is not reasoning first closes the open reasoning block (spec §6.3).');
  }
  return notes;
}

function withoutAgui(trace: Trace, wireIndex: number): string {
  const contents = trace.steps.find((s) => s.index === wireIndex)?.update?.contents ?? [];
  const guarded = trace.agui.suppressed?.filter((s) => s.ref.wireIndex === wireIndex) ?? [];
  if (guarded.length) return `AG-UI: nothing — the chunk equals everything accumulated so far, so the replay guard skips it (${guarded[0].reason}, spec §6.3).`;
  if (contents.every((c) => c.type === 'text' && !c.text)) return 'AG-UI: nothing — empty text emits no event (spec §6.3).';
  const skipped = contents.filter((c) => NO_AGUI.test(c.type)).map((c) => c.type);
  if (skipped.length === contents.length) return `AG-UI: nothing — ${[...new Set(skipped)].join(', ')} has no AG-UI event (spec §6.3).`;
  const waiting = trace.steps.find((s) => s.index < wireIndex && s.update?.contents.some((c) => c.type === 'function_approval_request'));
  if (waiting) return `AG-UI: nothing — the bridge stopped reading the stream after the approval request at event ${waiting.index}, waiting for the user (spec §6.3).`;
  return 'AG-UI: no event for this one.';
}

function endOfRun(trace: Trace): string[] {
  const events = trace.agui.events.filter((r) => r.emittedAt === null);
  const lines: string[] = [];
  if (events.length) lines.push(`The stream ends here, so the end-of-run steps follow (spec §6.4): ${events.map((r) => r.event.type).join(', ')}.`);
  const answered = new Set(trace.agui.events.filter((r) => r.event.type === 'TOOL_CALL_RESULT').map(idOf));
  for (const record of events.filter((r) => r.event.type === 'TOOL_CALL_END' && !answered.has(idOf(r)))) {
    lines.push(`TOOL_CALL_END for ${idOf(record)} comes only from the declaration-only fallback: nothing answered the call, so no TOOL_CALL_RESULT follows (spec §6.4, §11.5).`);
  }
  if (trace.agui.error) lines.push(`The AG-UI run raised instead of finishing: ${trace.agui.error}.`);
  return lines;
}

/** "What it caused": the Content, the aggregated message, the AG-UI events and the findings of one step. */
export function describeDownstream(trace: Trace, wireIndex: number): Downstream {
  const lines: string[] = [];
  const rules: string[] = [];
  const step = trace.steps.find((s) => s.index === wireIndex);
  const contents = step?.update?.contents ?? [];
  if (contents.length) lines.push(`Content: ${contents.map(describeContent).join('; ')}.`);
  for (const decision of trace.aggregation.decisions.filter((d) => d.wireIndex === wireIndex)) {
    lines.push(`Aggregated message: ${decision.summary}`);
    rules.push(decision.rule);
  }
  const events = trace.agui.events.filter((r) => r.emittedAt === wireIndex);
  if (events.length) {
    lines.push(`AG-UI: ${events.map((r) => r.event.type).join(', ')}.`);
    lines.push(...aguiNotes(trace, wireIndex, events));
  } else if (contents.length) {
    lines.push(withoutAgui(trace, wireIndex));
  }
  const last = wireIndex === lastWireIndex(trace);
  if (last) lines.push(...endOfRun(trace));
  const rejected = rejectedEvents(trace.findings);
  for (const record of trace.agui.events.filter((r) => r.emittedAt === wireIndex || (last && r.emittedAt === null))) {
    const finding = rejected.get(record.index);
    if (finding) lines.push(`@ag-ui/client’s verifyEvents rejects ${record.event.type} #${record.index}: “${finding.verifyEventsMessage}”`);
  }
  for (const finding of trace.findings.filter((f) => stepOfFinding(trace, f) === wireIndex)) {
    lines.push(`Finding (${finding.severity}): ${finding.title}.`);
    rules.push(finding.rule);
  }
  for (const problem of trace.input.events.find((e) => e.index === wireIndex)?.problems ?? []) lines.push(`Problem: ${problem.message}`);
  if (lines.length === 0) lines.push('Nothing downstream: no Content, so the aggregated message and the AG-UI events stay as they were.');
  return { lines, rules };
}
