/**
 * MESSAGES_SNAPSHOT at the end of a run (spec maf-parser.md §6.4 step 4, §12 D5).
 *
 * Input messages first, then this turn's segments in emission order: text messages, each run of
 * consecutive tool calls as one assistant message immediately followed by its results, reasoning
 * messages. A tool group reuses the last (pre-)opened text message id only when no text segment
 * and no earlier group uses that id — so the live `parentMessageId` M1 and the snapshot group id
 * differ when text followed the calls into M1 (D5; goldens 05, 14 vs 02, 13, DeepSeek).
 */
import type { ContentRef } from '../content/types';
import type { FlowState, ToolEntry } from './flow';

export interface SnapshotResult {
  messages: Array<Record<string, unknown>>;
  causes: ContentRef[];
}

/** Upstream emits a snapshot only if any tool entries, results, current text or reasoning exist. */
export function shouldEmitSnapshot(flow: FlowState): boolean {
  return (
    flow.pendingToolCalls.length > 0 ||
    flow.toolResults.length > 0 ||
    flow.accumulatedText !== '' ||
    flow.reasoningMessages.length > 0
  );
}

function toolCallMessage(id: string, calls: ToolEntry[]): Record<string, unknown> {
  return {
    id,
    role: 'assistant',
    toolCalls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
  };
}

export function buildMessagesSnapshot(
  flow: FlowState,
  inputMessages: Array<Record<string, unknown>>,
  newId: () => string,
): SnapshotResult {
  const messages: Array<Record<string, unknown>> = inputMessages.map((m) => structuredClone(m));
  const causes: ContentRef[] = [];
  const usedIds = new Set<string>();
  for (const s of flow.segments) {
    if (s.kind === 'text') usedIds.add(s.messageId);
    if (s.kind === 'reasoning') usedIds.add(s.id);
  }
  const groupId = (): string => {
    const candidate = flow.messageId;
    const id = candidate && !usedIds.has(candidate) ? candidate : newId();
    usedIds.add(id);
    return id;
  };
  const emittedCallIds = new Set<string>();
  const pushResultsFor = (ids: Set<string>) => {
    for (const r of flow.toolResults) {
      if (!ids.has(r.toolCallId)) continue;
      messages.push({ id: r.id, role: 'tool', toolCallId: r.toolCallId, content: r.content });
      causes.push(...r.causes);
    }
  };

  for (const segment of flow.segments) {
    if (segment.kind === 'text') {
      if (segment.text) messages.push({ id: segment.messageId, role: 'assistant', content: segment.text });
    } else if (segment.kind === 'tool_calls') {
      // Looked up by id: a re-registered call (re-emitted START) shows its latest arguments only.
      const calls = segment.callIds
        .map((id) => flow.toolCallsById.get(id))
        .filter((c): c is ToolEntry => c !== undefined);
      if (calls.length === 0) continue;
      messages.push(toolCallMessage(groupId(), calls));
      const ids = new Set(calls.map((c) => c.id));
      for (const c of calls) causes.push(...c.causes);
      ids.forEach((id) => emittedCallIds.add(id));
      pushResultsFor(ids);
    } else if (segment.kind === 'reasoning') {
      for (const entry of flow.reasoningMessages) {
        if (entry.id !== segment.id) continue;
        const message: Record<string, unknown> = { id: entry.id, role: 'reasoning', content: entry.content };
        if (entry.encryptedValue !== undefined) message.encryptedValue = entry.encryptedValue;
        messages.push(message);
      }
    }
  }
  // Results for calls that never started (a function_result with no call) come last.
  for (const r of flow.toolResults) {
    if (emittedCallIds.has(r.toolCallId)) continue;
    messages.push({ id: r.id, role: 'tool', toolCallId: r.toolCallId, content: r.content });
    causes.push(...r.causes);
  }
  return { messages, causes };
}
