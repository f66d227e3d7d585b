import type { ContentRef } from '../content/types';
import type { Decision, DecisionKind } from '../decisions';

/**
 * Informational: executed by the provider, the framework must not run it (MAF `informational_only`,
 * spec maf-parser.md §4). Actionable: a local call the framework (or a human) must answer.
 */
export type ItemClassification = 'informational' | 'actionable';

export interface ItemRole {
  classification: ItemClassification | null;
  /** One word for a badge: "hosted", "informational", "actionable", or the item's role ("output", "message" …). */
  label: string;
  /** Why, in a sentence that starts with the label, e.g. "hosted: the provider returned its output". */
  reason: string;
}

/** added → N deltas → done, as the item's events arrived (wire indices). */
export interface ItemLifecycle {
  /** `response.output_item.added` (Chat Completions: the chunk that opened the call or the role chunk). */
  addedAt: number | null;
  deltaIndices: number[];
  /** `response.output_item.done` (Chat Completions: the chunk with finish_reason); null = never done. */
  doneAt: number | null;
  /** Further `.added` / `.done` events for the same item (a provider that repeats the item). */
  repeatedAdded: number[];
  repeatedDone: number[];
}

/** Decisions on one item grouped by what they say, for a compact row of chips. */
export interface DecisionChip {
  kind: DecisionKind;
  /** "emitted", "deferred (in_progress)", "duplicate item id", "rejected: blank call_id", "merged into call_B" … */
  label: string;
  count: number;
  wireIndices: number[];
  /** Distinct decision summaries, for the tooltip. */
  summaries: string[];
}

export interface OutputItem {
  /** Unique within a trace; stable across profiles of the same input. */
  key: string;
  turn: number;
  /** Responses `output_index`; Chat Completions: the tool call's `index` (null for the message). */
  outputIndex: number | null;
  id: string | null;
  type: string;
  callId: string | null;
  name: string | null;
  status: string | null;
  role: ItemRole;
  lifecycle: ItemLifecycle;
  /** Every wire event of this item, in wire order. */
  wireIndices: number[];
  /** The parse-step Content this item produced. */
  contents: ContentRef[];
  /** The parser's decisions on its events, then the aggregator's on its Content. */
  decisions: Decision[];
  chips: DecisionChip[];
  /** Wire index of the latest full item payload (output_item.done, else .added), for the detail pane. */
  snapshotAt: number | null;
}
