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
 * A new response starts at a `response.created` or `response.queued` (a resumed background stream
 * begins there) that is not the first event of the current response, or when `sequence_number`
 * restarts at 0. Any other step back is not a new response but a repeated or out-of-order event:
 * it is flagged on the event instead (a retried chunk must not split a stream into thousands).
 */
function assignResponsesTurns(events: readonly WireEvent[]): void {
  let turn = 0;
  let turnHasPayload = false;
  let lastSequence: number | undefined;
  for (const event of events) {
    const payload = isJsonObject(event.json) ? event.json : undefined;
    const sequence = typeof payload?.sequence_number === 'number' ? payload.sequence_number : undefined;
    if (turnHasPayload) {
      const opens = event.type === 'response.created' || event.type === 'response.queued';
      const restarted = sequence === 0 && lastSequence !== undefined && lastSequence > 0;
      if (opens || restarted) {
        turn++;
        lastSequence = undefined;
      } else if (sequence !== undefined && lastSequence !== undefined && sequence <= lastSequence) {
        event.problems.push({
          kind: 'sequence_out_of_order',
          message: `sequence_number ${sequence} after ${lastSequence}: a repeated or out-of-order event (the parser still reads it in arrival order).`,
        });
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
