import type { Decision } from '../core/decisions';
import type { Trace } from '../core/trace-types';
import type { WireEvent, WireProblem } from '../core/wire/types';
import { isObject, previewOf, type Json } from './preview';

/** One row of the Wire events table: fields picked out of an already-decoded event. */
export interface WireRow {
  index: number;
  line: number;
  byteOffset: number;
  byteLength: number;
  type: string | null;
  /** The SSE `event:` name, only when it differs from the payload type. */
  sseEvent: string | null;
  sequenceNumber: number | null;
  itemId: string | null;
  outputIndex: number | null;
  preview: string;
  decisions: Decision[];
  problems: WireProblem[];
  /** "line 3, byte 412": where the event starts, for problems. */
  location: string;
  turn: number;
  /** When the event had fully arrived, ms after the request was sent (live captures and recordings only). */
  arrivalMs: number | null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function itemIdOf(payload: Json): string | null {
  const direct = stringOrNull(payload.item_id);
  if (direct !== null) return direct;
  return isObject(payload.item) ? stringOrNull(payload.item.id) : null;
}

/** Decisions per wire index: the parser's, then the aggregator's (merged / appended …). */
function decisionsByWireIndex(trace: Trace): Map<number, Decision[]> {
  const byIndex = new Map<number, Decision[]>();
  const add = (decision: Decision, fallbackIndex: number | null) => {
    const index = decision.wireIndex ?? fallbackIndex;
    if (index === null) return;
    const list = byIndex.get(index);
    if (list) list.push(decision);
    else byIndex.set(index, [decision]);
  };
  for (const step of trace.steps) for (const decision of step.decisions) add(decision, step.index);
  for (const decision of trace.aggregation.decisions) add(decision, null);
  return byIndex;
}

export function toWireRow(event: WireEvent, decisions: Decision[]): WireRow {
  const payload = isObject(event.json) ? event.json : {};
  const sseEvent = event.sseEvent && event.sseEvent !== event.type ? event.sseEvent : null;
  return {
    index: event.index,
    line: event.line,
    byteOffset: event.byteOffset,
    byteLength: event.byteLength,
    type: event.type,
    sseEvent,
    sequenceNumber: numberOrNull(payload.sequence_number),
    itemId: itemIdOf(payload),
    outputIndex: numberOrNull(payload.output_index),
    preview: isObject(event.json) ? previewOf(payload) : event.json === undefined ? event.raw : JSON.stringify(event.json),
    decisions,
    problems: event.problems,
    location: `line ${event.line}, byte ${event.byteOffset}`,
    turn: event.turn,
    arrivalMs: event.arrivalMs ?? null,
  };
}

export function toWireRows(trace: Trace): WireRow[] {
  const decisions = decisionsByWireIndex(trace);
  return trace.input.events.map((event) => toWireRow(event, decisions.get(event.index) ?? []));
}
