import { functionCallContent, makeContent, textContent, usageContent } from '../content/make';
import type { ChatMessage, ChatResponse, ChatUpdate } from '../content/types';
import { StepRecorder } from '../responses/recorder';
import { arr, formatCreatedAt, isObject, num, obj, str, type Json } from '../util';
import { mapChatUsage } from './parseChunk';

const RULE = 'spec §7 (non-streaming)';

export interface ParsedCompletion {
  update: ChatUpdate;
  response: ChatResponse;
  recorder: StepRecorder;
}

/** A non-streaming chat.completion: one Message per choice, text, then tool calls, then reasoning (spec §7). */
export function parseChatCompletion(completion: Json, wireIndex: number): ParsedCompletion {
  const rec = new StepRecorder(wireIndex);
  const messages: ChatMessage[] = [];
  let finish: string | null = null;
  for (const choice of (arr(completion.choices) ?? []).filter(isObject)) {
    const message = obj(choice.message) ?? {};
    const start = rec.contents.length;
    if (typeof message.content === 'string' && message.content) rec.emit(textContent(message.content), 'Message text.', RULE);
    else if (typeof message.refusal === 'string' && message.refusal) rec.emit(textContent(message.refusal), 'Refusal text.', RULE);
    for (const call of (arr(message.tool_calls) ?? []).filter(isObject)) {
      const fn = obj(call.function);
      if (!fn) {
        rec.decide('dropped', 'Custom tool call: ignored by the Chat Completions parser.', 'spec §4.3');
        continue;
      }
      rec.emit(functionCallContent({ call_id: str(call.id) ?? '', name: str(fn.name) ?? '', arguments: str(fn.arguments) ?? '' }), `Tool call ${String(call.id ?? '')}: actionable.`, RULE, { callId: str(call.id) });
    }
    const reasoning = arr(message.reasoning_details);
    if (reasoning?.length) rec.emit(makeContent('text_reasoning', { text: '', protected_data: JSON.stringify(reasoning) }), 'Reasoning details.', RULE);
    const reason = str(choice.finish_reason);
    if (reason) finish = reason === 'function_call' ? 'tool_calls' : reason;
    messages.push({ role: str(message.role) ?? 'assistant', contents: rec.contents.slice(start), message_id: str(completion.id) ?? null });
  }
  const usage = obj(completion.usage);
  const created = num(completion.created);
  const fields = {
    response_id: str(completion.id) ?? null,
    model: str(completion.model) ?? null,
    created_at: created === undefined ? null : formatCreatedAt(created),
    finish_reason: finish,
  };
  const response: ChatResponse = { messages: messages.length ? messages : [{ role: 'assistant', contents: [] }], ...fields };
  if (usage) response.usage_details = mapChatUsage(usage);
  const update: ChatUpdate = { contents: usage ? [...rec.contents, usageContent(mapChatUsage(usage))] : [...rec.contents], role: 'assistant', message_id: fields.response_id, ...fields };
  return { update, response, recorder: rec };
}
