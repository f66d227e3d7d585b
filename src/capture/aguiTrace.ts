import type { AguiEvent, AguiEventRecord, Finding } from '../core/agui/types';
import { sortFindings, verifyAgui } from '../core/agui/verify';
import { inputFindings } from '../core/findings/inputFindings';
import type { Aggregation, Trace } from '../core/trace-types';
import type { DecodedInput, WireEvent } from '../core/wire/types';
import { AGUI_FORMAT_REASON, payloadType } from './aguiDetect';

/**
 * A Trace for a stream that already *is* AG-UI (an AG-UI endpoint's answer, issue #6): there is
 * nothing for the MAF parser to do, so parsing is skipped and every wire event becomes the AG-UI
 * event it carries. The verifier and the lifecycle lanes then work on it exactly as they do on
 * emitted events, and each AG-UI event links back to the wire event it arrived in.
 */

/** One AG-UI record per wire event with an object payload; it was "emitted" at its own wire event. */
export function aguiRecordsOf(events: readonly WireEvent[]): AguiEventRecord[] {
  const records: AguiEventRecord[] = [];
  for (const wire of events) {
    if (payloadType(wire) === null) continue;
    records.push({ index: records.length, event: wire.json as AguiEvent, wireIndices: [wire.index], contents: [], emittedAt: wire.index });
  }
  return records;
}

const EMPTY_AGGREGATION: Aggregation = { response: null, decisions: [], logs: [], sources: [] };

/**
 * Builds the Trace-compatible view from an already decoded input (the worker decoded it; only the
 * verifier runs here). `profile` is carried through so the header and links stay as they were.
 */
export function buildAguiTrace(decoded: DecodedInput, profile: string): Trace {
  const input: DecodedInput = { ...decoded, formatReason: AGUI_FORMAT_REASON };
  const records = aguiRecordsOf(input.events);
  // The "openai client raises on a top-level error" finding is about provider streams; no openai
  // client reads an AG-UI stream, so only the wire-decoding findings apply.
  const wireFindings = inputFindings(input, EMPTY_AGGREGATION).filter((f) => f.code !== 'client-raises-on-error-payload');
  // No provider items behind these events: the provider-output rules have nothing to compare with.
  const verified: Finding[] = verifyAgui(records, { providerOutputs: new Map() });
  return {
    profile,
    input,
    steps: input.events.map((event) => ({ index: event.index, type: event.type, update: null, decisions: [], logs: [] })),
    aggregation: EMPTY_AGGREGATION,
    agui: { events: records },
    findings: sortFindings([...wireFindings, ...verified]),
  };
}
