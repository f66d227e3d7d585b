import type { ApiKind, WireEvent } from './types';
import { isJsonObject } from './isJsonObject';

/**
 * golden/FORMAT.md "Chat Completions": an input is a Chat Completions stream when any payload has
 * `"object": "chat.completion.chunk"` or a `choices` array with an entry that has a `delta` key;
 * everything else is a Responses stream.
 */
export function detectApi(events: readonly WireEvent[]): ApiKind {
  for (const event of events) {
    if (isChatCompletionChunk(event.json)) return 'chat.completions';
  }
  return 'responses';
}

function isChatCompletionChunk(payload: unknown): boolean {
  if (!isJsonObject(payload)) return false;
  if (payload.object === 'chat.completion.chunk' || payload.object === 'chat.completion') return true;
  const choices = payload.choices;
  return Array.isArray(choices) && choices.some((choice) => isJsonObject(choice) && 'delta' in choice);
}
