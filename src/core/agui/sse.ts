/**
 * AG-UI SSE framing, as `@ag-ui/encoder`'s `encodeSSE` does it (wire-formats §A.8): one
 * `data: <json>\n\n` frame per event, no `event:`/`id:` lines, no `[DONE]`. Our events never hold
 * top-level nulls (the emitter omits them), so `omitOptionalNulls` has nothing to do.
 */
import type { AguiEvent } from './types';

export function serializeAguiSse(events: AguiEvent[]): string {
  return events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
}
