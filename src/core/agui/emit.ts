/**
 * Content → AG-UI: MAF's AG-UI bridge (`run_agent_stream` + `_emit_content`) for one model turn of
 * an agent with no local tools and default options (require_confirmation=true, no state schema,
 * no predictive state), input without threadId/runId (spec maf-parser.md §6, §12).
 */
import type { ChatUpdate, ContentRef } from '../content/types';
import { emitContent } from './emit-content';
import type { EmitContext } from './emit-context';
import { preOpenForToolOnlyUpdate } from './emit-text';
import { closeReasoningBlock } from './emit-reasoning';
import { EventSink, event, newFlowState } from './flow';
import { buildMessagesSnapshot, shouldEmitSnapshot } from './snapshot';
import type { AguiEmitInput, AguiEmitUpdate, AguiRun } from './types';

export const DEFAULT_INPUT_MESSAGES: ReadonlyArray<Record<string, unknown>> = [
  { id: 'user-msg-1', role: 'user', content: 'hi' },
];

interface RunIds {
  threadId: string;
  runId: string;
}

/**
 * thread = first update's conversation_id (Chat Completions has none → generated), run = first
 * update's response_id, else generated (§6.1, §12.1 C4).
 */
function runIdsFrom(update: ChatUpdate | null, newId: () => string): RunIds {
  const threadId = (update?.conversation_id && update.conversation_id) || newId();
  const runId = (update?.response_id && update.response_id) || newId();
  return { threadId, runId };
}

/** Returned by the stream loop when a proposed RUN_ERROR ended the run (no RUN_FINISHED follows). */
const RUN_ERRORED = Symbol('run-errored');

/** Stream loop: returns the error text when the client raised, else undefined. */
function streamUpdates(
  updates: AguiEmitUpdate[],
  ctx: EmitContext,
  onFirstUpdate: (u: AguiEmitUpdate) => void,
): string | typeof RUN_ERRORED | undefined {
  let started = false;
  for (let i = 0; i < updates.length; i++) {
    const item = updates[i];
    // The SDK raised instead of yielding this update (§12 D1): nothing after it is seen.
    if (item.raises !== undefined) return item.raises;
    ctx.sink.current = item.wireIndex;
    if (!started) {
      onFirstUpdate(item);
      started = true;
    }
    if (item.runError) {
      ctx.sink.emit(event('RUN_ERROR', { message: item.runError.message, code: item.runError.code }), [], [item.wireIndex]);
      return RUN_ERRORED;
    }
    preOpenForToolOnlyUpdate(item.update.contents, item.wireIndex, ctx);
    item.update.contents.forEach((content, contentIndex) => {
      emitContent(content, { wireIndex: item.wireIndex, contentIndex }, ctx);
    });
    if (ctx.flow.waitingForApproval) {
      // The loop breaks; upstream then drains the stream (`get_final_response`), which raises if
      // the client raises on a later event.
      return updates.slice(i + 1).find((u) => u.raises !== undefined)?.raises;
    }
  }
  return undefined;
}

/** §6.4 steps 2–5: fallback ENDs, close reasoning and text, MESSAGES_SNAPSHOT, RUN_FINISHED. */
function finishRun(ctx: EmitContext, ids: RunIds, inputMessages: Array<Record<string, unknown>>): void {
  const { flow, sink } = ctx;
  // Declaration-only fallback: every registered entry (duplicates included) whose id never ended.
  const withoutEnd = flow.pendingToolCalls.filter((entry) => !flow.toolCallsEnded.has(entry.id));
  for (const entry of withoutEnd) {
    if (entry.id) sink.emit(event('TOOL_CALL_END', { toolCallId: entry.id }), entry.causes);
  }
  closeReasoningBlock(ctx, []);
  // The id is not cleared here, which is what lets the snapshot reuse a pre-opened id (D5).
  if (flow.messageId) sink.emit(event('TEXT_MESSAGE_END', { messageId: flow.messageId }));
  if (shouldEmitSnapshot(flow)) {
    const snapshot = buildMessagesSnapshot(flow, inputMessages, ctx.newId);
    sink.emit(event('MESSAGES_SNAPSHOT', { messages: snapshot.messages }), snapshot.causes);
  }
  const causes: ContentRef[] = flow.interrupts.flatMap((i) => i.causes);
  const outcome =
    flow.interrupts.length > 0
      ? { type: 'interrupt', interrupts: flow.interrupts.map((i) => i.record) }
      : undefined;
  sink.emit(event('RUN_FINISHED', { threadId: ids.threadId, runId: ids.runId, outcome }), causes);
}

export function emitAgui(input: AguiEmitInput): AguiRun {
  const sink = new EventSink();
  const ctx: EmitContext = { flow: newFlowState(), sink, newId: input.newId, behaviour: input.behaviour ?? {} };
  const inputMessages = input.inputMessages ?? DEFAULT_INPUT_MESSAGES.map((m) => ({ ...m }));
  const run: { ids: RunIds | null } = { ids: null };

  // RUN_STARTED is lazy: emitted on the first update so it carries the provider ids.
  const error = streamUpdates(input.updates, ctx, (first) => {
    const ids = runIdsFrom(first.update, input.newId);
    run.ids = ids;
    sink.emit(event('RUN_STARTED', { threadId: ids.threadId, runId: ids.runId }), [], [first.wireIndex]);
  });
  sink.current = null;
  const suppressed = sink.suppressed.length ? { suppressed: sink.suppressed } : {};
  if (error === RUN_ERRORED) return { events: sink.records, ...suppressed };
  // The run raised: the HTTP endpoint would send RUN_ERROR, which is not part of this trace.
  if (error !== undefined) return { events: sink.records, error, ...suppressed };

  let ids = run.ids;
  if (ids === null) {
    // No updates at all: RUN_STARTED after the stream, with generated ids.
    ids = runIdsFrom(null, input.newId);
    sink.emit(event('RUN_STARTED', { threadId: ids.threadId, runId: ids.runId }));
  }
  finishRun(ctx, ids, inputMessages);
  return { events: sink.records, ...suppressed };
}
