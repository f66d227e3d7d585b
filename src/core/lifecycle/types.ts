export type LaneKind = 'run' | 'text-message' | 'tool-call' | 'reasoning';

/** One step of a lane: an AG-UI event, or a placeholder for one that never came. */
export interface LaneCell {
  phase: string;
  /** null when the step is missing. */
  aguiIndex: number | null;
  type: string | null;
  problem?: 'missing' | 'duplicate' | 'out-of-order';
  /** Why the step is marked, e.g. "END without START", "second START", "ARGS after END". */
  note?: string;
}

/** One lifecycle (a run, a text message, a tool call, a reasoning span) as it happened. */
export interface Lane {
  key: string;
  kind: LaneKind;
  /** runId / messageId / toolCallId. */
  id: string;
  /** Tool name for tool calls, role for text messages. */
  name: string | null;
  cells: LaneCell[];
  firstIndex: number;
  lastIndex: number;
  problemCount: number;
}

/** AG-UI events of one lifecycle, for the AG-UI pane (events outside any lane join their run). */
export interface AguiGroup {
  key: string;
  kind: LaneKind | 'other';
  /** "Tool call call_KB · azure_ai_search". */
  title: string;
  /** The title without its kind: "call_KB · azure_ai_search". */
  subject: string;
  eventIndices: number[];
  problemCount: number;
}
