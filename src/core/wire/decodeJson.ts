import type { WireEvent } from './types';
import { PositionCursor, utf8ByteLength } from './lineIndex';
import { eventFromDraft } from './parsePayload';
import { jsonArrayElementSpans } from './jsonArrayElements';
import type { DecoderOutput } from './decodeResult';

/**
 * A pasted JSON array of events (e.g. a devtools "copy as JSON" or a test fixture). The array
 * has already been parsed by detection; each element becomes one event pointing at its own text.
 */
export function decodeJsonArray(text: string, elements: unknown[]): DecoderOutput {
  const spans = jsonArrayElementSpans(text);
  const cursor = new PositionCursor(text);
  const events: WireEvent[] = [];
  elements.forEach((element, index) => {
    const span = spans.length === elements.length ? spans[index] : undefined;
    // The scanner and JSON.parse always agree on valid JSON; the fallback only keeps us safe.
    const position = span ? cursor.positionOf(span.start) : { line: 1, byteOffset: 0 };
    const raw = span ? text.slice(span.start, span.end) : JSON.stringify(element) ?? '';
    const draft = {
      line: position.line,
      byteOffset: position.byteOffset,
      byteLength: span ? utf8ByteLength(text, span.start, span.end) : 0,
      raw,
      location: { line: position.line, lineByteOffset: position.byteOffset, payloadByteOffset: position.byteOffset },
      parsed: { json: element },
    };
    events.push(eventFromDraft(draft, index));
  });
  return { events, notes: [], problems: [] };
}

/**
 * The whole text is one JSON object: a non-streaming Responses API response (`"object":
 * "response"`), or one pretty-printed event. Either way it is ONE event spanning the text.
 */
export function decodeWholeObject(text: string, value: Record<string, unknown>): DecoderOutput {
  const start = text.search(/\S/);
  const end = text.trimEnd().length; // trimEnd only removes from the end, so its length is the end index
  const position = new PositionCursor(text).positionOf(start);
  const draft = {
    line: position.line,
    byteOffset: position.byteOffset,
    byteLength: utf8ByteLength(text, start, end),
    raw: text.slice(start, end),
    location: { line: position.line, lineByteOffset: position.byteOffset, payloadByteOffset: position.byteOffset },
    parsed: { json: value },
  };
  return { events: [eventFromDraft(draft, 0)], notes: [], problems: [] };
}
