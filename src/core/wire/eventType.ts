import type { ApiKind, InputFormat, WireEvent } from './types';
import { isJsonObject } from './isJsonObject';

/**
 * Sets `type` and adds the per-event problems that need the API to be known: a payload that is
 * not an object, a missing type, an SSE `event:` name that disagrees with the payload.
 * Responses events name themselves in `type`; Chat Completions chunks in `object`
 * (golden/FORMAT.md `updates[i].type`).
 */
export function classifyEvent(event: WireEvent, api: ApiKind, format: InputFormat): void {
  if (!('json' in event)) return; // invalid JSON: the decoder already said so, type stays null
  const payload = event.json;
  if (!isJsonObject(payload)) {
    event.problems.push({
      kind: 'not_an_object',
      message: `The payload is ${describeJson(payload)}, not a JSON object, so it is not an event.`,
    });
    return;
  }
  if (format === 'response-object') {
    // A non-streaming response names itself in "object" ("response" or "chat.completion"), not "type".
    event.type = typeof payload.object === 'string' ? payload.object : 'response';
    return;
  }
  const field = api === 'chat.completions' ? 'object' : 'type';
  const value = payload[field];
  if (typeof value === 'string') {
    event.type = value;
  } else {
    event.problems.push({ kind: 'missing_type', message: missingTypeMessage(api, field, value, event.sseEvent) });
  }
  if (event.type !== null && event.sseEvent !== undefined && event.sseEvent !== event.type) {
    event.problems.push({
      kind: 'event_name_mismatch',
      message: `The SSE event name "${event.sseEvent}" differs from the payload's ${field} "${event.type}"; the OpenAI SDKs build the event from the payload, not from the SSE name.`,
    });
  }
}

function missingTypeMessage(api: ApiKind, field: string, value: unknown, sseEvent: string | undefined): string {
  const what =
    value === undefined
      ? `has no "${field}" field`
      : `has a "${field}" that is ${describeJson(value)}, not a string`;
  const expected =
    api === 'chat.completions'
      ? 'Chat Completions chunks say "chat.completion.chunk" there'
      : 'every Responses stream event names its type there';
  const sse = sseEvent !== undefined ? ` (its SSE event name is "${sseEvent}")` : '';
  return `The payload ${what}${sse}; ${expected}.`;
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'an object';
}
