/** What the decoder recognised the pasted / captured text as. */
export type InputFormat = 'sse' | 'ndjson' | 'json-array' | 'response-object' | 'empty';

/** Which OpenAI API the payloads belong to (golden FORMAT.md "Chat Completions" detection rule). */
export type ApiKind = 'responses' | 'chat.completions';

export type WireProblemKind =
  | 'invalid_json'
  | 'not_an_object'
  | 'missing_type'
  | 'event_name_mismatch'
  | 'unterminated_frame'
  | 'sequence_out_of_order';

/** A problem with one event: where it is and what is wrong, in words a user understands. */
export interface WireProblem {
  kind: WireProblemKind;
  message: string;
}

/** A problem with the input that belongs to no event (e.g. a line that is neither SSE nor JSON). */
export interface InputProblem {
  line: number;
  byteOffset: number;
  message: string;
}

/**
 * One event as it arrived on the wire. `index` counts JSON payloads only ([DONE] sentinels and
 * comments are not counted), which is the golden's `updates[i].index`.
 */
export interface WireEvent {
  index: number;
  /** 1-based line of the event's first line (`event:` or `data:` line, or the NDJSON line). */
  line: number;
  /** UTF-8 byte offset of that line's first byte (for a JSON array element: of the element's first byte). */
  byteOffset: number;
  /**
   * UTF-8 byte length of the whole event (frame) in the input: from its first byte to the end of
   * its last line's content (the line terminator and the SSE blank separator line are not included).
   */
  byteLength: number;
  /** SSE `event:` name when the frame had one. */
  sseEvent?: string;
  /** The payload text (the joined `data:` lines, or the NDJSON line). */
  raw: string;
  /** The parsed payload, when it is valid JSON. */
  json?: unknown;
  /** payload.type for Responses events, payload.object for Chat Completions chunks. */
  type: string | null;
  problems: WireProblem[];
  /** 0-based response number when a paste holds several responses back to back. */
  turn: number;
  /** Milliseconds since the capture started (live capture only). */
  arrivalMs?: number;
}

export interface DecodedInput {
  format: InputFormat;
  /** One sentence saying why this format was chosen. */
  formatReason: string;
  api: ApiKind;
  events: WireEvent[];
  /** Decoding notes in the golden's `input_notes` wording. */
  notes: string[];
  problems: InputProblem[];
}
