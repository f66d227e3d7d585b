import type { ContentRef } from '../content/types';
import type { Decision } from '../decisions';
import type { Trace } from '../trace-types';
import { isObject, str } from '../util';
import { toChips } from './chips';
import { collectChatCompletionItems, collectChatItems } from './chatItems';
import { classifyChatToolCall, classifyItem } from './classify';
import type { ItemDraft } from './draft';
import { collectResponseObjectItems, collectResponsesItems } from './responsesItems';
import type { OutputItem } from './types';

const refKey = (ref: ContentRef) => `${ref.wireIndex}:${ref.contentIndex}`;

/** call_ids of every `function_call_output` the provider sent (a blank call_id pairs with nothing). */
function providerOutputCallIds(trace: Trace): Set<string> {
  const ids = new Set<string>();
  for (const event of trace.input.events) {
    const item = isObject(event.json) && isObject(event.json.item) ? event.json.item : undefined;
    const callId = str(item?.call_id)?.trim();
    if (item?.type === 'function_call_output' && callId) ids.add(callId);
  }
  return ids;
}

function collectDrafts(trace: Trace): ItemDraft[] {
  const { api, format } = trace.input;
  if (api === 'chat.completions') return format === 'response-object' ? collectChatCompletionItems(trace) : collectChatItems(trace);
  return format === 'response-object' ? collectResponseObjectItems(trace) : collectResponsesItems(trace);
}

/** The aggregator's decisions (appended / merged …) about each parse-step Content. */
function aggregationDecisionsByContent(trace: Trace): Map<string, Decision[]> {
  const byContent = new Map<string, Decision[]>();
  for (const decision of trace.aggregation.decisions) {
    for (const ref of decision.contents ?? []) {
      const key = refKey(ref);
      const list = byContent.get(key);
      if (list) list.push(decision);
      else byContent.set(key, [decision]);
    }
  }
  return byContent;
}

/** The call_id a parse-step Content carries, to name the target of a merge. */
function callIdOfContent(trace: Trace): (ref: ContentRef) => string | undefined {
  const steps = new Map(trace.steps.map((step) => [step.index, step]));
  return (ref) => str(steps.get(ref.wireIndex)?.update?.contents[ref.contentIndex]?.call_id) || undefined;
}

/**
 * One row per output item (Responses) or per tool call and message (Chat Completions): its
 * lifecycle, whether it is informational or actionable and why, and every decision taken on it.
 */
export function buildOutputItems(trace: Trace): OutputItem[] {
  const drafts = collectDrafts(trace);
  const aggregation = aggregationDecisionsByContent(trace);
  const callIdOf = callIdOfContent(trace);
  const context = { providerOutputCallIds: providerOutputCallIds(trace) };

  return drafts.map((draft) => {
    const merged = new Set<Decision>();
    for (const ref of draft.contents) for (const decision of aggregation.get(refKey(ref)) ?? []) merged.add(decision);
    const decisions = [...draft.decisions, ...merged];
    const role = draft.custom !== undefined && trace.input.api === 'chat.completions' && draft.type !== 'message'
      ? classifyChatToolCall(draft.custom)
      : classifyItem(draft.type, draft.item, draft.callId, context);
    return {
      key: draft.key,
      turn: draft.turn,
      outputIndex: draft.outputIndex,
      id: draft.id,
      type: draft.type,
      callId: draft.callId,
      name: draft.name,
      status: draft.status,
      role,
      lifecycle: draft.lifecycle,
      wireIndices: draft.wireIndices,
      contents: draft.contents,
      decisions,
      chips: toChips(decisions, callIdOf),
      snapshotAt: draft.snapshotAt,
    };
  });
}
