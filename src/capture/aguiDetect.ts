import { EventType } from '@ag-ui/core';
import type { Trace } from '../core/trace-types';
import type { DecodedInput, WireEvent } from '../core/wire/types';

/**
 * Recognising a stream that is AG-UI already (an AG-UI endpoint's answer, issue #6). Kept apart
 * from aguiTrace.ts so the store can check every trace without loading the verifier.
 */

/** Shown as the decoded input's formatReason, and how the header recognises an AG-UI view. */
export const AGUI_FORMAT_REASON = 'AG-UI events (an AG-UI endpoint answer): verified directly, not parsed';

const AGUI_TYPES: ReadonlySet<string> = new Set(Object.values(EventType));

/** 0.0.x reasoning events: still AG-UI (the client's compat layer translates them), wire-formats §A.3. */
const isLegacyAguiType = (type: string) => type.startsWith('THINKING_');

const isAguiType = (type: string) => AGUI_TYPES.has(type) || isLegacyAguiType(type);

export function payloadType(event: WireEvent): string | null {
  const json = event.json;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const type = (json as Record<string, unknown>).type;
  return typeof type === 'string' ? type : null;
}

/**
 * True when the decoded events are AG-UI events rather than provider events: at least half of
 * the typed payloads carry an AG-UI event type. No Responses or Chat Completions event uses one of
 * these upper-case names, and "half" still recognises a misbehaving server that sends unknown
 * types (which the verifier then reports).
 */
export function looksLikeAgui(input: Pick<DecodedInput, 'events'>): boolean {
  let typed = 0;
  let agui = 0;
  for (const event of input.events) {
    const type = payloadType(event);
    if (type === null) continue;
    typed += 1;
    if (isAguiType(type)) agui += 1;
  }
  return agui > 0 && agui * 2 >= typed;
}

/** Whether a trace is such an AG-UI view (for labels: "SSE · AG-UI"). */
export const isAguiTrace = (trace: Pick<Trace, 'input'> | null | undefined): boolean => trace?.input.formatReason === AGUI_FORMAT_REASON;
