/**
 * The fields a filter reads, picked once per trace out of the decoded payloads, the parse steps and
 * the AG-UI events. Item types and call ids are resolved through item ids, so `type:function_call`
 * also finds the argument deltas of that call, which carry only an `item_id`.
 */
import type { Decision } from '../decisions';
import type { Trace } from '../trace-types';
import { arr, isObject, obj, str, type Json } from '../util';
import type { FilterKey, FilterRecord } from './types';

const WIRE_KEYS: ReadonlySet<FilterKey> = new Set(['type', 'decision', 'status', 'call', 'item', 'index']);
const AGUI_KEYS: ReadonlySet<FilterKey> = new Set(['type', 'call', 'index']);

const push = (list: string[], value: unknown) => {
  if (typeof value === 'string' && value !== '' && !list.includes(value)) list.push(value);
};

interface ItemFacts {
  type?: string;
  callId?: string;
}

/** item id → its type and call id, from every `item` object in the stream. */
function itemFacts(trace: Trace): Map<string, ItemFacts> {
  const facts = new Map<string, ItemFacts>();
  for (const event of trace.input.events) {
    const item = isObject(event.json) ? obj(event.json.item) : undefined;
    const id = item && str(item.id);
    if (!item || !id) continue;
    const known = facts.get(id) ?? {};
    known.type ??= str(item.type);
    known.callId ??= str(item.call_id);
    facts.set(id, known);
  }
  return facts;
}

function chatToolCallIds(payload: Json, into: string[]): void {
  for (const choice of arr(payload.choices) ?? []) {
    const delta = isObject(choice) ? obj(choice.delta) : undefined;
    for (const call of arr(delta?.tool_calls) ?? []) if (isObject(call)) push(into, call.id);
  }
}

function decisionsByWire(trace: Trace): Map<number, Decision[]> {
  const map = new Map<number, Decision[]>();
  const add = (index: number | null, decision: Decision) => {
    if (index === null) return;
    const list = map.get(index);
    if (list) list.push(decision);
    else map.set(index, [decision]);
  };
  for (const step of trace.steps) for (const d of step.decisions) add(d.wireIndex ?? step.index, d);
  for (const d of trace.aggregation.decisions) add(d.wireIndex, d);
  return map;
}

function buildWireRecords(trace: Trace): FilterRecord[] {
  const items = itemFacts(trace);
  const decisions = decisionsByWire(trace);
  return trace.input.events.map((event) => {
    const payload = isObject(event.json) ? event.json : {};
    const item = obj(payload.item);
    const response = obj(payload.response);
    const record: FilterRecord = {
      index: event.index,
      type: event.type,
      itemTypes: [],
      statuses: [],
      decisionKinds: [],
      callIds: [],
      itemIds: [],
      texts: [event.raw],
      applies: WIRE_KEYS,
    };
    push(record.itemIds, payload.item_id);
    push(record.itemIds, item?.id);
    push(record.itemTypes, item?.type);
    push(record.statuses, item?.status);
    push(record.statuses, response?.status);
    push(record.statuses, payload.status);
    push(record.callIds, item?.call_id);
    push(record.callIds, payload.call_id);
    chatToolCallIds(payload, record.callIds);
    for (const id of record.itemIds) {
      push(record.itemTypes, items.get(id)?.type);
      push(record.callIds, items.get(id)?.callId);
    }
    for (const decision of decisions.get(event.index) ?? []) {
      push(record.decisionKinds, decision.kind);
      push(record.callIds, decision.callId);
      push(record.itemIds, decision.itemId);
      record.texts.push(decision.summary);
    }
    return record;
  });
}

function buildAguiRecords(trace: Trace): FilterRecord[] {
  return trace.agui.events.map((record) => {
    const callIds: string[] = [];
    push(callIds, record.event.toolCallId);
    return {
      index: record.index,
      type: record.event.type,
      itemTypes: [],
      statuses: [],
      decisionKinds: [],
      callIds,
      itemIds: [],
      texts: [JSON.stringify(record.event)],
      applies: AGUI_KEYS,
    };
  });
}

// Records are derived data of an immutable Trace: build them once per trace, not per keystroke.
const wireCache = new WeakMap<Trace, FilterRecord[]>();
const aguiCache = new WeakMap<Trace, FilterRecord[]>();

export function wireRecords(trace: Trace): FilterRecord[] {
  let records = wireCache.get(trace);
  if (!records) wireCache.set(trace, (records = buildWireRecords(trace)));
  return records;
}

export function aguiRecords(trace: Trace): FilterRecord[] {
  let records = aguiCache.get(trace);
  if (!records) aguiCache.set(trace, (records = buildAguiRecords(trace)));
  return records;
}
