import type { WireEvent, WireProblem } from './types';
import { utf8ByteLength } from './lineIndex';

/** Where a payload's text sits in the input, for messages a user can act on. */
export interface PayloadLocation {
  /** 1-based line where the payload text starts (the `data:` line, the NDJSON line, …). */
  line: number;
  /** UTF-8 byte offset of that line's first byte. */
  lineByteOffset: number;
  /** UTF-8 byte offset of the payload's first byte (after `data: ` for SSE). */
  payloadByteOffset: number;
}

export type ParsedPayload = { ok: true; json: unknown } | { ok: false; problem: WireProblem };

/** V8 and SpiderMonkey both report a character position; Safari does not (then we say less). */
const POSITION_IN_MESSAGE = /at position (\d+)|column (\d+)/;

/**
 * JSON.parse with an error message that says where, in the input, the bad payload is.
 * Never throws: one bad event must not stop the rest.
 */
export function parsePayload(raw: string, at: PayloadLocation): ParsedPayload {
  try {
    return { ok: true, json: JSON.parse(raw) };
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    let message: string;
    if (raw.trim() === '') {
      message = `Invalid JSON on line ${at.line} at byte offset ${at.lineByteOffset}: the payload is empty (JSON.parse: ${said}).`;
    } else {
      message = `Invalid JSON on line ${at.line} at byte offset ${at.lineByteOffset}: JSON.parse said "${said}".`;
      const stop = errorByteOffset(raw, said, at.payloadByteOffset);
      if (stop !== null) message += ` It stopped at byte offset ${stop}.`;
    }
    return { ok: false, problem: { kind: 'invalid_json', message } };
  }
}

/** Byte offset in the input where JSON.parse gave up, when the engine tells us and the payload is one line. */
function errorByteOffset(raw: string, said: string, payloadByteOffset: number): number | null {
  if (raw.includes('\n')) return null; // multi-line SSE data: positions no longer map to one input line
  const match = POSITION_IN_MESSAGE.exec(said);
  if (!match) return null;
  const position = match[1] !== undefined ? Number(match[1]) : Number(match[2]) - 1;
  if (!Number.isFinite(position) || position < 0 || position > raw.length) return null;
  return payloadByteOffset + utf8ByteLength(raw, 0, position);
}

/** Fields every decoder fills; `type`, the remaining problems and `turn` are set later, once the API is known. */
export interface EventDraft {
  line: number;
  byteOffset: number;
  byteLength: number;
  sseEvent?: string;
  raw: string;
  location: PayloadLocation;
  /** A problem the decoder itself found (e.g. an unterminated SSE frame). */
  extraProblems?: WireProblem[];
  /** The payload when the decoder has already parsed it (JSON array elements): not parsed twice. */
  parsed?: { json: unknown };
}

/** Turns a decoder's draft into a WireEvent with its JSON parsed (type still null). */
export function eventFromDraft(draft: EventDraft, index: number): WireEvent {
  const parsed: ParsedPayload = draft.parsed
    ? { ok: true, json: draft.parsed.json }
    : parsePayload(draft.raw, draft.location);
  const event: WireEvent = {
    index,
    line: draft.line,
    byteOffset: draft.byteOffset,
    byteLength: draft.byteLength,
    raw: draft.raw,
    type: null,
    problems: [],
    turn: 0,
  };
  if (draft.sseEvent !== undefined) event.sseEvent = draft.sseEvent;
  if (parsed.ok) event.json = parsed.json;
  else event.problems.push(parsed.problem);
  if (draft.extraProblems) event.problems.push(...draft.extraProblems);
  return event;
}
