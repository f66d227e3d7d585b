/**
 * Per-run state of MAF's AG-UI bridge (`FlowState` in agent_framework_ag_ui/_run_common.py at the
 * 2026-08-07 snapshot), plus the cause tracking this inspector adds so every emitted event can
 * point back at the wire events and Content that produced it.
 */
import type { ContentRef } from '../content/types';
import type { AguiEvent, AguiEventRecord, AguiSuppression } from './types';

/** A registered tool call (`pending_tool_calls` entry): `{id, type: function, function: {name, arguments}}`. */
export interface ToolEntry {
  id: string;
  name: string;
  arguments: string;
  /** Content (and so wire events) that started this entry and streamed its arguments. */
  causes: ContentRef[];
}

export interface ToolResultEntry {
  id: string;
  toolCallId: string;
  content: string;
  causes: ContentRef[];
}

export interface ReasoningEntry {
  id: string;
  content: string;
  encryptedValue?: string;
}

/**
 * Snapshot segments in emission order (spec §6.4): text segments keyed by message id, runs of
 * consecutive tool calls, reasoning blocks, and result boundaries that close a tool group.
 */
export type Segment =
  | { kind: 'text'; messageId: string; text: string }
  | { kind: 'tool_calls'; callIds: string[] }
  | { kind: 'reasoning'; id: string }
  | { kind: 'tool_results' };

export interface Interrupt {
  record: Record<string, unknown>;
  causes: ContentRef[];
}

export interface FlowState {
  /** Open (or last pre-opened, never cleared at end of run) text message id. */
  messageId: string | null;
  accumulatedText: string;
  /** The "last started" tool call id that decides whether a function_call re-emits START (§6.3). */
  toolCallId: string | null;
  toolCallName: string | null;
  waitingForApproval: boolean;
  pendingToolCalls: ToolEntry[];
  toolCallsById: Map<string, ToolEntry>;
  toolCallsEnded: Set<string>;
  toolResults: ToolResultEntry[];
  interrupts: Interrupt[];
  reasoningMessageId: string | null;
  reasoningMessages: ReasoningEntry[];
  segments: Segment[];
}

export function newFlowState(): FlowState {
  return {
    messageId: null,
    accumulatedText: '',
    toolCallId: null,
    toolCallName: null,
    waitingForApproval: false,
    pendingToolCalls: [],
    toolCallsById: new Map(),
    toolCallsEnded: new Set(),
    toolResults: [],
    interrupts: [],
    reasoningMessageId: null,
    reasoningMessages: [],
    segments: [],
  };
}

/** Collects emitted events with their causes. */
export class EventSink {
  readonly records: AguiEventRecord[] = [];
  readonly suppressed: AguiSuppression[] = [];
  /** The wire event whose update is being processed; null once the stream has ended. */
  current: number | null = null;

  emit(event: AguiEvent, causes: ContentRef[] = [], extraWireIndices: number[] = []): void {
    const wireIndices = uniqueSorted([...causes.map((c) => c.wireIndex), ...extraWireIndices]);
    this.records.push({ index: this.records.length, event, wireIndices, contents: dedupeRefs(causes), emittedAt: this.current });
  }
}

export function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

export function dedupeRefs(refs: ContentRef[]): ContentRef[] {
  const seen = new Set<string>();
  const out: ContentRef[] = [];
  for (const ref of refs) {
    const key = `${ref.wireIndex}:${ref.contentIndex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ref);
  }
  return out;
}

/** Drops undefined/null top-level fields, as the AG-UI encoder does (`exclude_none`). */
export function event(type: string, fields: Record<string, unknown>): AguiEvent {
  const out: AguiEvent = { type };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}
