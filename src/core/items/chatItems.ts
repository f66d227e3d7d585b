import type { Decision } from '../decisions';
import type { Trace } from '../trace-types';
import { arr, isObject, num, obj, str, type Json } from '../util';
import { addContent, addWire, markAdded, markDone, newDraft, type ItemDraft } from './draft';

const isCustomCall = (call: Json) => call.type === 'custom' || isObject(call.custom);

/** Per-stream bookkeeping: the current message and tool-call items of each turn and choice. */
class ChatItems {
  readonly drafts: ItemDraft[] = [];
  private readonly messages = new Map<string, ItemDraft>();
  private readonly tools = new Map<string, ItemDraft>();

  message(turn: number, choice: number, chunk: Json): ItemDraft {
    const key = `t${turn}:c${choice}:message`;
    let draft = this.messages.get(key);
    if (!draft) {
      draft = newDraft(key, turn, { type: 'message', id: str(chunk.id) ?? null });
      this.messages.set(key, draft);
      this.drafts.push(draft);
    }
    return draft;
  }

  /** A tool call is keyed by its `index`; a new id at a used index starts a new call. */
  tool(turn: number, choice: number, call: Json): ItemDraft {
    const index = num(call.index) ?? 0;
    const ownId = str(call.id) || null;
    const key = `t${turn}:c${choice}:i${index}`;
    let draft = this.tools.get(key);
    if (draft && ownId && draft.callId && draft.callId !== ownId) draft = undefined;
    if (!draft) {
      const custom = isCustomCall(call);
      draft = newDraft(ownId && this.drafts.some((d) => d.key === key) ? `${key}:${ownId}` : key, turn, {
        type: custom ? 'custom_tool_call' : 'function_call',
        outputIndex: index,
        id: ownId,
        callId: ownId,
        custom,
      });
      this.tools.set(key, draft);
      this.drafts.push(draft);
    }
    const fn = obj(call.function) ?? obj(call.custom) ?? {};
    draft.name ||= str(fn.name) || null;
    return draft;
  }

  ofChoice(turn: number, choice: number): ItemDraft[] {
    const prefix = `t${turn}:c${choice}:`;
    return this.drafts.filter((d) => d.key.startsWith(prefix));
  }
}

/** A decision with several Contents reaches the same item several times in a row. */
const pushOnce = (draft: ItemDraft, decision: Decision) => {
  if (draft.decisions[draft.decisions.length - 1] !== decision) draft.decisions.push(decision);
};

/**
 * Chat Completions: one item per tool call (by `index`, then id) and one for the message. A chunk
 * can feed several items, so Content is attributed by the parser's emission order
 * (parseChunk.ts: usage, then per choice its tool calls, text or refusal, reasoning details).
 */
export function collectChatItems(trace: Trace): ItemDraft[] {
  const items = new ChatItems();
  const steps = new Map(trace.steps.map((step) => [step.index, step]));

  for (const event of trace.input.events) {
    const chunk = isObject(event.json) ? event.json : undefined;
    if (!chunk) continue;
    const turn = event.turn;
    const slots: Array<ItemDraft | null> = isObject(chunk.usage) ? [null] : [];
    const customSlots: ItemDraft[] = [];
    const touched: ItemDraft[] = [];

    for (const choice of (arr(chunk.choices) ?? []).filter(isObject)) {
      const choiceIndex = num(choice.index) ?? 0;
      const delta = obj(choice.delta);
      for (const call of (arr(delta?.tool_calls) ?? []).filter(isObject)) {
        const draft = items.tool(turn, choiceIndex, call);
        addWire(draft, event.index);
        if (str(call.id) && draft.lifecycle.addedAt === null) markAdded(draft, event.index);
        else draft.lifecycle.deltaIndices.push(event.index);
        (isCustomCall(call) ? customSlots : slots).push(draft);
        touched.push(draft);
      }
      const text = str(delta?.content) || str(delta?.refusal);
      const reasoning = (arr(delta?.reasoning_details) ?? []).length > 0;
      if (delta && (str(delta.role) || text || reasoning)) {
        const message = items.message(turn, choiceIndex, chunk);
        addWire(message, event.index);
        if (str(delta.role) && message.lifecycle.addedAt === null) markAdded(message, event.index);
        if (text) message.lifecycle.deltaIndices.push(event.index);
        if (text) slots.push(message);
        if (reasoning) slots.push(message);
        touched.unshift(message);
      }
      if (str(choice.finish_reason)) {
        const message = items.message(turn, choiceIndex, chunk);
        for (const draft of items.ofChoice(turn, choiceIndex)) {
          addWire(draft, event.index);
          markDone(draft, event.index);
        }
        if (!touched.includes(message)) touched.unshift(message);
      }
    }

    const step = steps.get(event.index);
    let custom = 0;
    for (const decision of step?.decisions ?? []) {
      if (decision.kind === 'emitted' && decision.contents?.length) {
        for (const ref of decision.contents) {
          const draft = slots[ref.contentIndex];
          if (!draft) continue;
          pushOnce(draft, decision);
          addContent(draft, ref);
        }
      } else if (decision.kind === 'dropped' && customSlots[custom]) {
        pushOnce(customSlots[custom++], decision);
      } else if (touched[0]) {
        pushOnce(touched[0], decision);
      }
    }
  }
  return items.drafts;
}

/** A non-streaming chat.completion: the message, and one item per tool call matched by call_id. */
export function collectChatCompletionItems(trace: Trace): ItemDraft[] {
  const event = trace.input.events[0];
  const step = trace.steps[0];
  if (!event) return [];
  const completion = isObject(event.json) ? event.json : {};
  const choice = (arr(completion.choices) ?? []).find(isObject) ?? {};
  const message = newDraft('t0:c0:message', 0, { type: 'message', id: str(completion.id) ?? null, snapshotAt: event.index });
  const tools = (arr(obj(choice.message)?.tool_calls) ?? []).filter(isObject).map((call, index) =>
    newDraft(`t0:c0:i${index}`, 0, {
      type: isCustomCall(call) ? 'custom_tool_call' : 'function_call',
      outputIndex: index,
      id: str(call.id) ?? null,
      callId: str(call.id) ?? null,
      name: str(obj(call.function)?.name) ?? null,
      custom: isCustomCall(call),
    }),
  );
  for (const draft of [message, ...tools]) {
    addWire(draft, event.index);
    markAdded(draft, event.index);
    markDone(draft, event.index);
  }
  for (const decision of step?.decisions ?? []) {
    const owner = tools.find((t) => t.callId !== null && t.callId === decision.callId) ?? message;
    owner.decisions.push(decision);
    for (const ref of decision.contents ?? []) addContent(owner, ref);
  }
  return [message, ...tools];
}
