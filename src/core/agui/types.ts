import type { ChatUpdate, ContentRef } from '../content/types';

/** An AG-UI event in AG-UI's own camelCase JSON (what `data: ` carries on the wire). */
export interface AguiEvent {
  type: string;
  [key: string]: unknown;
}

/** An emitted AG-UI event plus what caused it, so the UI can cross-highlight both ways. */
export interface AguiEventRecord {
  index: number;
  event: AguiEvent;
  /** Wire events whose updates caused this event (empty for end-of-run events with no cause). */
  wireIndices: number[];
  /** The Content that caused it. */
  contents: ContentRef[];
  /**
   * The wire event whose update was being processed when this event was emitted (the stream
   * position a step-through player shows it at); null for end-of-run events.
   */
  emittedAt: number | null;
}

/** A Content the bridge deliberately did not turn into an event, and why. */
export interface AguiSuppression {
  ref: ContentRef;
  /** `text-replay-guard` / `args-replay-guard`: the chunk equalled everything accumulated so far. */
  reason: 'text-replay-guard' | 'args-replay-guard';
  /** The message or tool call id it belonged to. */
  targetId: string;
}

export interface AguiRun {
  events: AguiEventRecord[];
  /** Set when the run raised (golden `agui.error`), e.g. "ChatClientException: …". */
  error?: string;
  /** Chunks the replay guards skipped (the inspector surfaces them: they can be real text). */
  suppressed?: AguiSuppression[];
}

export type Severity = 'error' | 'warning' | 'info';

/** A problem worth a user's attention, linked to everything involved. */
export interface Finding {
  /** Stable kind id, e.g. "tool-call-without-result". */
  code: string;
  severity: Severity;
  title: string;
  explanation: string;
  /** Upstream behaviour or rule it comes from (spec section, PR, AG-UI rule). */
  rule: string;
  wireIndices: number[];
  contents: ContentRef[];
  aguiIndices: number[];
  /**
   * Set on findings that re-implement an `@ag-ui/client` `verifyEvents` rule (wire-formats §A.7):
   * the exact error message `verifyEvents` raises there (it stops at the first one; we report all).
   */
  verifyEventsMessage?: string;
}

/**
 * One parsed update handed to the emitter, in wire order. `raises` marks the point where the
 * OpenAI client raised instead of yielding this update (spec maf-parser.md §12 D1): the update is
 * NOT processed and the run stops with `AguiRun.error = raises`.
 */
export interface AguiEmitUpdate {
  wireIndex: number;
  update: ChatUpdate;
  raises?: string;
  /** Proposed behaviour (aguiRunError): this update ends the run with RUN_ERROR {message, code}. */
  runError?: { message: string; code?: string };
}

/** Emitter behaviours beyond the snapshot, switched on by the `proposed` profile. */
export interface AguiBehaviour {
  /** Send TOOL_CALL_START once per call id; later chunks of that call only route ARGS to it. */
  startOncePerCall?: boolean;
  /** Hosted MCP results as their text, not a JSON array of Content dicts. */
  mcpResultText?: boolean;
}

export interface AguiEmitInput {
  /** In wire order; only updates that parsed (and the one that raised, marked `raises`). */
  updates: AguiEmitUpdate[];
  /** uuid-shaped ids: deterministic in tests/goldens, random in the app. */
  newId: () => string;
  behaviour?: AguiBehaviour;
  /** AG-UI input messages echoed first in MESSAGES_SNAPSHOT. Default: one user message "hi". */
  inputMessages?: Array<Record<string, unknown>>;
}

/**
 * What the verifier knows about the wire that the AG-UI events alone cannot tell it.
 * Build it with `buildVerifyContext` from the decoded wire events.
 */
export interface VerifyContext {
  /** call_id → wire indices of provider output for that call (function_call_output, mcp_call with output). */
  providerOutputs: Map<string, number[]>;
  /** call_id → wire item type that carried the output (`function_call_output`, `mcp_call`). */
  providerOutputTypes?: Map<string, string>;
  /** call_id → wire indices of the item(s) that declared the call (function_call, mcp_call, …). */
  callWireIndices?: Map<string, number[]>;
  /** `AguiRun.error` when the run raised (the stream then has no terminal event). */
  runError?: string;
  /** Validate every event with @ag-ui/core's zod schemas (default true). */
  schema?: boolean;
}
