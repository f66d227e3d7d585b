import type { ApiKind, WireEvent } from './types';
import { isJsonObject } from './isJsonObject';

/**
 * Labels each event with the response it belongs to when a paste holds several responses back to
 * back (agent loops, spec/wire-formats.md B.1 and Part C checklist item 7). Labels only: whether
 * parser state is reset per turn is the consumer's choice (the golden harness treats a file as ONE
 * stream).
 */
export function assignTurns(events: readonly WireEvent[], api: ApiKind): void {
  if (api === 'chat.completions') assignChatTurns(events);
  else assignResponsesTurns(events);
}

/**
 * A new response starts at a `response.created` that is not the first event of the current
 * response, or when `sequence_number` restarts (<= the previous one), which also catches a
 * resumed stream that begins at `response.queued` without `response.created`.
 */
function assignResponsesTurns(events: readonly WireEvent[]): void {
  let turn = 0;
  let turnHasPayload = false;
  let lastSequence: number | undefined;
  for (const event of events) {
    const payload = isJsonObject(event.json) ? event.json : undefined;
    const sequence = typeof payload?.sequence_number === 'number' ? payload.sequence_number : undefined;
    if (turnHasPayload) {
      const created = event.type === 'response.created';
      const restarted = sequence !== undefined && lastSequence !== undefined && sequence <= lastSequence;
      if (created || restarted) {
        turn++;
        lastSequence = undefined;
      }
    }
    if (sequence !== undefined) lastSequence = sequence;
    if (payload) turnHasPayload = true;
    event.turn = turn;
  }
}

/** Every chunk of one completion carries the same `id`; a different id is the next completion. */
function assignChatTurns(events: readonly WireEvent[]): void {
  let turn = 0;
  let lastId: string | undefined;
  for (const event of events) {
    const id = isJsonObject(event.json) && typeof event.json.id === 'string' ? event.json.id : undefined;
    if (id !== undefined) {
      if (lastId !== undefined && id !== lastId) turn++;
      lastId = id;
    }
    event.turn = turn;
  }
}
