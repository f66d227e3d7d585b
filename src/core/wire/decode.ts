import type { DecodedInput } from './types';
import { detectFormat } from './detectFormat';
import { decodeSse } from './decodeSse';
import { decodeNdjson } from './decodeNdjson';
import { decodeJsonArray, decodeWholeObject } from './decodeJson';
import { detectApi } from './detectApi';
import { classifyEvent } from './eventType';
import { assignTurns } from './turns';
import type { DecoderOutput } from './decodeResult';

/**
 * Decodes pasted / captured text into wire events: detects the format (SSE, NDJSON, JSON array,
 * non-streaming response object), decodes it, detects the API (Responses or Chat Completions),
 * labels each event's type, problems and turn.
 *
 * Pure (no DOM, no Node APIs, no network) and linear in the input size: it runs in the browser,
 * a Web Worker, the CLI and tests. Never throws on bad input: problems are reported per event
 * (`WireEvent.problems`) or per input (`problems`), and decoding notes use the golden's
 * `input_notes` wording.
 */
export function decodeInput(text: string): DecodedInput {
  const detection = detectFormat(text);
  let output: DecoderOutput;
  switch (detection.format) {
    case 'empty':
      output = { events: [], notes: [], problems: [] };
      break;
    case 'sse':
      output = decodeSse(text);
      break;
    case 'json-array':
      output = decodeJsonArray(text, detection.value);
      break;
    case 'response-object':
      output = decodeWholeObject(text, detection.value);
      break;
    case 'ndjson':
      output = detection.wholeObject ? decodeWholeObject(text, detection.wholeObject) : decodeNdjson(text);
      break;
  }
  const api = detectApi(output.events);
  for (const event of output.events) classifyEvent(event, api, detection.format);
  assignTurns(output.events, api);
  return {
    format: detection.format,
    formatReason: detection.reason,
    api,
    events: output.events,
    notes: output.notes,
    problems: output.problems,
  };
}
