import type { Trace } from '../trace-types';
import { arr, isObject, num, str, type Json } from '../util';
import { addContent, addWire, markAdded, markDone, newDraft, type ItemDraft } from './draft';

/** Item type implied by an event when the stream never sent the item itself (deltas only). */
const TYPE_BY_EVENT_PREFIX: Array<[string, string]> = [
  ['response.function_call_arguments.', 'function_call'],
  ['response.output_text.', 'message'],
  ['response.content_part.', 'message'],
  ['response.refusal.', 'message'],
  ['response.reasoning', 'reasoning'],
  ['response.mcp_call', 'mcp_call'],
  ['response.mcp_list_tools.', 'mcp_list_tools'],
  ['response.custom_tool_call_input.', 'custom_tool_call'],
  ['response.web_search_call.', 'web_search_call'],
  ['response.file_search_call.', 'file_search_call'],
  ['response.code_interpreter_call', 'code_interpreter_call'],
  ['response.image_generation_call.', 'image_generation_call'],
  ['response.shell_call', 'shell_call'],
  ['response.apply_patch_call', 'apply_patch_call'],
];

const typeFromEvent = (eventType: string): string =>
  TYPE_BY_EVENT_PREFIX.find(([prefix]) => eventType.startsWith(prefix))?.[1] ?? 'unknown';

function fillFromItem(draft: ItemDraft, item: Json, wireIndex: number): void {
  draft.item = item;
  draft.snapshotAt = wireIndex;
  draft.type = str(item.type) ?? draft.type;
  draft.id ??= str(item.id) ?? null;
  draft.callId = str(item.call_id) ?? draft.callId;
  draft.name = str(item.name) ?? (draft.type === 'tool_search_call' ? 'tool_search' : draft.name);
  draft.status = str(item.status) ?? draft.status;
}

/**
 * One item per Responses output item, keyed by turn + output_index + item id (wire-formats.md
 * checklist 3: items overlap, and some are never done). Events that carry only one of the two keys
 * join the latest item of that turn with the same key.
 */
export function collectResponsesItems(trace: Trace): ItemDraft[] {
  const drafts: ItemDraft[] = [];
  const byIndex = new Map<string, ItemDraft>();
  const byId = new Map<string, ItemDraft>();
  const steps = new Map(trace.steps.map((step) => [step.index, step]));

  for (const event of trace.input.events) {
    const payload = isObject(event.json) ? event.json : undefined;
    if (!payload || !event.type) continue;
    const item = isObject(payload.item) ? payload.item : undefined;
    const outputIndex = num(payload.output_index) ?? null;
    const id = str(payload.item_id) ?? str(item?.id) ?? null;
    if (outputIndex === null && id === null && !item) continue;

    const indexKey = `${event.turn}:${outputIndex}`;
    const idKey = `${event.turn}:${id}`;
    const isAdded = event.type === 'response.output_item.added';
    let draft = (id !== null ? byId.get(idKey) : undefined) ?? (outputIndex !== null ? byIndex.get(indexKey) : undefined);
    // A new item at an index already used by another id is a different item.
    if (draft && id !== null && draft.id !== null && draft.id !== id) draft = undefined;
    if (!draft) {
      draft = newDraft(`t${event.turn}:o${outputIndex ?? '-'}:${id ?? drafts.length}`, event.turn, {
        outputIndex,
        id,
        type: item ? (str(item.type) ?? 'unknown') : typeFromEvent(event.type),
      });
      drafts.push(draft);
    }
    draft.outputIndex ??= outputIndex;
    if (outputIndex !== null) byIndex.set(indexKey, draft);
    if (item) fillFromItem(draft, item, event.index);
    if (draft.id !== null) byId.set(`${event.turn}:${draft.id}`, draft);

    addWire(draft, event.index);
    if (isAdded) markAdded(draft, event.index);
    else if (event.type === 'response.output_item.done') markDone(draft, event.index);
    else if (event.type.endsWith('.delta')) draft.lifecycle.deltaIndices.push(event.index);

    const step = steps.get(event.index);
    if (!step) continue;
    draft.decisions.push(...step.decisions);
    step.update?.contents.forEach((_, contentIndex) => addContent(draft, { wireIndex: event.index, contentIndex }));
    for (const decision of step.decisions) for (const ref of decision.contents ?? []) addContent(draft, ref);
  }
  return drafts;
}

/**
 * A non-streaming Response object: one wire event whose `output[]` holds every item. The parser
 * tags each decision with the item's position (`outputIndex`), which is how Content is attributed.
 */
export function collectResponseObjectItems(trace: Trace): ItemDraft[] {
  const event = trace.input.events[0];
  const step = trace.steps[0];
  const payload = isObject(event?.json) ? event.json : {};
  const response = isObject(payload.response) ? payload.response : payload;
  const output = (arr(response.output) ?? []).filter(isObject);
  return output.map((item, position) => {
    const draft = newDraft(`t0:o${position}:${str(item.id) ?? position}`, 0, { outputIndex: position });
    fillFromItem(draft, item, event.index);
    addWire(draft, event.index);
    markAdded(draft, event.index);
    markDone(draft, event.index);
    for (const decision of step?.decisions ?? []) {
      if (decision.outputIndex !== position) continue;
      draft.decisions.push(decision);
      for (const ref of decision.contents ?? []) addContent(draft, ref);
    }
    return draft;
  });
}
