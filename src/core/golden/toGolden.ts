import type { AguiRun } from '../agui/types';
import type { ChatResponse, ChatUpdate } from '../content/types';
import type { LogRecord } from '../decisions';
import type { ParseStep, Trace } from '../trace-types';
import { chatClientExceptionMessage, clientRaisesOn } from '../agui/client-error';
import { normalizeUuids } from './normalizeUuids';
import { stringifyGolden } from './sortKeys';

export const GOLDEN_REFERENCE = 'microsoft/agent-framework@5eb3eb745 python (legacy parser)';

const UPDATE_FIELDS = ['response_id', 'conversation_id', 'finish_reason', 'created_at', 'continuation_token', 'message_id', 'author_name'] as const;

function goldenUpdate(step: ParseStep, sseEvent: string | undefined): Record<string, unknown> {
  const entry: Record<string, unknown> = { index: step.index, type: step.type };
  if (step.error) return { ...entry, error: step.error };
  if (step.skipped || !step.update) return { ...entry, skipped: true };
  const update: ChatUpdate = step.update;
  entry.contents = update.contents;
  entry.role = update.role;
  entry.model = update.model ?? null;
  for (const key of UPDATE_FIELDS) if (update[key] !== undefined && update[key] !== null) entry[key] = update[key];
  if (update.additional_properties && Object.keys(update.additional_properties).length > 0) entry.additional_properties = update.additional_properties;
  if (sseEvent !== undefined && sseEvent !== step.type) entry.sse_event = sseEvent;
  if (step.sdk) Object.assign(entry, step.sdk);
  return entry;
}

function goldenLog(log: LogRecord): Record<string, unknown> {
  return { index: log.index, phase: log.phase, level: log.level, logger: log.logger, message: log.message, summary: log.summary };
}

function goldenResponse(response: ChatResponse | null, error: string | undefined): Record<string, unknown> {
  if (error || !response) return { error: error ?? 'no response' };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(response)) {
    if (key === 'messages' || value === null || value === undefined) continue;
    out[key] = value;
  }
  out.messages = response.messages.map((m) => {
    const message: Record<string, unknown> = { role: m.role, contents: m.contents };
    if (m.message_id) message.message_id = m.message_id;
    if (m.author_name) message.author_name = m.author_name;
    if (m.additional_properties && Object.keys(m.additional_properties).length > 0) message.additional_properties = m.additional_properties;
    return message;
  });
  return out;
}

function goldenAgui(run: AguiRun): unknown {
  const events = run.events.map((r) => r.event);
  return run.error ? { error: run.error, events_before_error: events } : events;
}

/**
 * What a real client would have seen over HTTP: the SDK stops at an event it raises on and drops an
 * unterminated last frame (golden FORMAT.md `http_replay`).
 */
function httpReplay(trace: Trace): Record<string, unknown> {
  const events = trace.input.events;
  const raiseAt = events.findIndex((e) => clientRaisesOn(e.json));
  const unterminated = trace.input.notes.some((n) => n.startsWith('last SSE frame was not terminated'));
  let count = raiseAt >= 0 ? raiseAt : events.length;
  if (unterminated && raiseAt < 0) count -= 1;
  const same = raiseAt < 0 && !unterminated;
  const out: Record<string, unknown> = { update_count: count, updates_equal: same, agui_equal: same };
  if (raiseAt >= 0) out.error = chatClientExceptionMessage(events[raiseAt].json, trace.input.api);
  return out;
}

/** Trace → the golden file shape of shared/golden/FORMAT.md. */
export function traceToGolden(trace: Trace, source: string): Record<string, unknown> {
  const sseNames = new Map(trace.input.events.map((e) => [e.index, e.sseEvent]));
  const golden: Record<string, unknown> = { source, reference: GOLDEN_REFERENCE, api: trace.input.api };
  if (trace.input.notes.length > 0) golden.input_notes = trace.input.notes;
  const unconstructed = trace.steps.filter((s) => s.sdk).map((s) => ({ index: s.index, type: s.type, ...s.sdk }));
  if (unconstructed.length > 0) golden.sdk_unconstructed = unconstructed;
  golden.updates = trace.steps.map((s) => goldenUpdate(s, sseNames.get(s.index)));
  golden.logs = [...trace.steps.flatMap((s) => s.logs), ...trace.aggregation.logs].map(goldenLog);
  golden.response = goldenResponse(trace.aggregation.response, trace.aggregation.error);
  golden.agui = goldenAgui(trace.agui);
  golden.http_replay = httpReplay(trace);
  return golden;
}

/** The golden file text, with generated uuids normalized against the input text. */
export function goldenText(trace: Trace, source: string, inputText: string): string {
  return normalizeUuids(stringifyGolden(traceToGolden(trace, source)), inputText);
}
