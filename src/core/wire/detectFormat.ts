import { PositionCursor } from './lineIndex';
import { preview } from './decodeResult';
import { isJsonObject } from './isJsonObject';

export type Detection =
  | { format: 'empty' | 'sse'; reason: string }
  | { format: 'json-array'; reason: string; value: unknown[] }
  | { format: 'response-object'; reason: string; value: Record<string, unknown> }
  /** `wholeObject`: the entire text is one JSON object (e.g. one pretty-printed event), read as one event. */
  | { format: 'ndjson'; reason: string; wholeObject?: Record<string, unknown> };

/**
 * A line starting with `data:` or `event:` anywhere. Only CR and LF end lines here (a JS `^` with
 * the m flag would also match after U+2028, which may sit inside a JSON string).
 */
const SSE_FIELD_LINE = /(?:^\uFEFF?|[\r\n])(data|event):/;
/** The first non-blank line is an SSE comment / id / retry line: nothing JSON starts like that. */
const SSE_FIRST_LINE = /^\s*(:|id:|retry:)/;

/**
 * Decides what the pasted text is. In order: empty / whitespace only; SSE (a line starts with
 * `data:` or `event:`, or the first line is a `:` comment, `id:` or `retry:`); a JSON array; one
 * JSON object with `"object": "response"`; otherwise NDJSON (one whole JSON object = one event).
 */
export function detectFormat(text: string): Detection {
  // JS's \s includes U+FEFF, so a lone byte-order mark counts as empty too.
  if (!/\S/.test(text)) {
    return { format: 'empty', reason: 'The input is empty or contains only whitespace.' };
  }

  const sseLine = SSE_FIELD_LINE.exec(text);
  if (sseLine) {
    const at = sseLine.index + sseLine[0].length - sseLine[1].length - 1;
    const line = new PositionCursor(text).positionOf(at).line;
    return {
      format: 'sse',
      reason: `Server-sent events: line ${line} starts with "${sseLine[1]}:".`,
    };
  }
  const firstLine = SSE_FIRST_LINE.exec(text);
  if (firstLine) {
    return {
      format: 'sse',
      reason: `Server-sent events: the first non-blank line is an SSE "${firstLine[1]}" line.`,
    };
  }

  const first = firstNonSpace(text);
  if (first === '[' || first === '{') {
    let value: unknown;
    let parseError: string | null = null;
    try {
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch (error) {
      parseError = error instanceof Error ? error.message : String(error);
    }
    if (parseError === null) {
      if (Array.isArray(value)) {
        return {
          format: 'json-array',
          reason: `The text starts with "[" and parses as a JSON array of ${value.length} event(s).`,
          value,
        };
      }
      if (isJsonObject(value) && (value.object === 'response' || value.object === 'chat.completion')) {
        const api = value.object === 'response' ? 'Responses API response' : 'Chat Completions response';
        return {
          format: 'response-object',
          reason: `The text is one JSON object with "object": "${value.object}", i.e. a non-streaming ${api}.`,
          value,
        };
      }
      if (isJsonObject(value)) {
        return {
          format: 'ndjson',
          reason: 'The whole text is one JSON object (not a Responses API response), so it is read as a single event.',
          wholeObject: value,
        };
      }
    } else if (first === '[') {
      return {
        format: 'ndjson',
        reason: `The text starts with "[" but is not a valid JSON array (${preview(parseError, 120)}), so each non-empty line is read as one JSON payload (NDJSON).`,
      };
    }
  }
  return {
    format: 'ndjson',
    reason: 'No line starts with "data:" or "event:", so each non-empty line is read as one JSON payload (NDJSON).',
  };
}

function firstNonSpace(text: string): string | undefined {
  const match = /\S/.exec(text);
  return match?.[0];
}
