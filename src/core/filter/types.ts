import type { DecisionKind } from '../decisions';

/** The keys of the filter language, in the order suggestions list them. */
export const FILTER_KEYS = ['type', 'decision', 'status', 'call', 'item', 'index'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const KEY_HELP: Record<FilterKey, string> = {
  type: 'event type (prefix) or item type',
  decision: 'parser decision kind',
  status: 'item or response status',
  call: 'call id (prefix)',
  item: 'item id (prefix)',
  index: 'wire index or range 3..8',
};

export interface IndexRange {
  from: number;
  to: number;
}

/** One term of a query. Terms are ANDed; the comma-separated values of one term are ORed. */
export type FilterTerm = { negated: boolean; column: number } & (
  | { kind: 'text'; text: string }
  | { kind: 'type' | 'status' | 'call' | 'item'; values: string[] }
  | { kind: 'decision'; values: DecisionKind[] }
  | { kind: 'index'; ranges: IndexRange[] }
);

/** A query that does not parse: what is wrong, and the 1-based column where it is. */
export interface FilterError {
  message: string;
  column: number;
}

export type ParsedFilter = { ok: true; terms: FilterTerm[] } | { ok: false; error: FilterError };

/**
 * What a filter looks at in one wire event or AG-UI event. Built once per trace (records.ts);
 * fields a kind does not have (an AG-UI event has no decisions) are left out of `applies`,
 * and a term on such a field is ignored for that kind, so one query serves both tables.
 */
export interface FilterRecord {
  index: number;
  type: string | null;
  /** Types of the output items the event is about (resolved through item ids). */
  itemTypes: string[];
  statuses: string[];
  decisionKinds: string[];
  callIds: string[];
  itemIds: string[];
  /** Searched by free text, besides the fields above: payload JSON, decision summaries. */
  texts: string[];
  applies: ReadonlySet<FilterKey>;
}
