import type { ContentRef } from './content/types';

/**
 * What the parser (or the aggregator) decided about one wire event or one Content chunk.
 * Every event gets at least one decision, so "why did this produce nothing?" always has an answer.
 */
export type DecisionKind =
  | 'emitted' // produced Content
  | 'recorded' // changed parser state only (e.g. output_index → call_id), no Content
  | 'deferred' // held back: an in_progress item whose final form comes later
  | 'duplicate' // skipped: its item id was already emitted
  | 'rejected' // refused: e.g. a blank call_id that can never pair with a call
  | 'unparsed' // no handler: dropped with MAF's "Unparsed event of type" debug log
  | 'ignored' // deliberately produces nothing (documented, no log)
  | 'dropped' // silently lost (no log): the cases users are surprised by
  | 'merged' // aggregation: chunk merged into an earlier function_call
  | 'appended' // aggregation: chunk appended as a new Content
  | 'error'; // the parser or aggregator raised

export interface Decision {
  kind: DecisionKind;
  /** The wire event this decision is about (null for whole-response decisions). */
  wireIndex: number | null;
  summary: string;
  /** Where the behaviour comes from: a spec section, a PR, a golden. */
  rule: string;
  itemId?: string;
  callId?: string;
  outputIndex?: number;
  /** The Content this decision produced or acted on. */
  contents?: ContentRef[];
  /** For merges: the Content it was merged into. */
  target?: ContentRef;
}

export type LogLevel = 'debug' | 'info' | 'warning' | 'error';

/** A log line MAF would write, in the golden's `logs[]` shape. */
export interface LogRecord {
  index: number | null;
  phase: 'parse' | 'finalize';
  level: LogLevel;
  logger: string;
  /** Comparable text (no Python repr), e.g. "Unparsed event of type: response.output_text.done". */
  summary: string;
  /** The message with a short JSON rendering of the event where MAF would print a Python repr. */
  message: string;
}
