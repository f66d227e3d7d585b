import { functionCallContent, makeContent, textContent, usageContent } from '../content/make';
import type { ChatUpdate } from '../content/types';
import { StepRecorder } from '../responses/recorder';
import { arr, formatCreatedAt, isObject, num, obj, str, type Json } from '../util';

const RULE = 'spec §7, §12.1';

/** spec §7 + §12.1 C2: CC usage → usage_details, with the asymmetric zero handling of the snapshot. */
export function mapChatUsage(usage: Json): Record<string, number> {
  const details: Record<string, number> = {};
  const put = (key: string, value: unknown, keepZero: boolean) => {
    const n = num(value);
    if (n !== undefined && (keepZero || n !== 0)) details[key] = n;
  };
  put('input_token_count', usage.prompt_tokens, true);
  put('output_token_count', usage.completion_tokens, true);
  put('total_token_count', usage.total_tokens, true);
  const completion = obj(usage.completion_tokens_details);
  if (completion) {
    put('completion/reasoning_tokens', completion.reasoning_tokens, true);
    put('reasoning_output_token_count', completion.reasoning_tokens, true);
    put('completion/audio_tokens', completion.audio_tokens, false);
    put('completion/accepted_prediction_tokens', completion.accepted_prediction_tokens, false);
    put('completion/rejected_prediction_tokens', completion.rejected_prediction_tokens, false);
  }
  const prompt = obj(usage.prompt_tokens_details);
  if (prompt) {
    put('prompt/cached_tokens', prompt.cached_tokens, true);
    put('cache_read_input_token_count', prompt.cached_tokens, true);
    put('prompt/cache_write_tokens', prompt.cache_write_tokens, true);
    put('cache_creation_input_token_count', prompt.cache_write_tokens, true);
    put('prompt/audio_tokens', prompt.audio_tokens, false);
  }
  return details;
}

export interface ParsedChunk {
  /** null when the chunk is dropped before parsing (no choices and no usage). */
  update: ChatUpdate | null;
  recorder: StepRecorder;
}

/**
 * `_parse_response_update_from_openai`: one chat.completion.chunk → one update. Stateless: the
 * tool call `index` is discarded, so continuation deltas carry an empty call_id and name (§7).
 */
export interface ChatStreamState {
  /** indexTracking (proposed): tool_calls[].index → call_id of the call that opened at that index. */
  callIdsByIndex: Map<number, string>;
}

export function newChatStreamState(): ChatStreamState {
  return { callIdsByIndex: new Map() };
}

export function parseChatChunk(chunk: Json, wireIndex: number, state?: ChatStreamState): ParsedChunk {
  const rec = new StepRecorder(wireIndex);
  const choices = (arr(chunk.choices) ?? []).filter(isObject);
  const usage = obj(chunk.usage);
  if (choices.length === 0 && !usage) {
    rec.decide('ignored', 'Chunk with no choices and no usage: the client drops it before parsing (no update).', RULE);
    return { update: null, recorder: rec };
  }
  const id = str(chunk.id) ?? null;
  const created = num(chunk.created);
  const metadata: Record<string, unknown> = { system_fingerprint: chunk.system_fingerprint ?? null };
  const update: ChatUpdate = {
    contents: rec.contents,
    role: 'assistant',
    model: str(chunk.model) ?? null,
    response_id: id,
    message_id: id,
    created_at: created === undefined ? null : formatCreatedAt(created),
    additional_properties: metadata,
  };
  if (usage) rec.emit(usageContent(mapChatUsage(usage)), 'Token usage chunk.', RULE);
  for (const choice of choices) {
    const finish = str(choice.finish_reason);
    if (finish) update.finish_reason = finish === 'function_call' ? 'tool_calls' : finish;
    metadata.logprobs = choice.logprobs ?? null;
    const delta = obj(choice.delta);
    if (!delta) {
      rec.decide('ignored', 'Choice with a null delta (Azure finish chunk): only its finish_reason is kept.', RULE);
      continue;
    }
    for (const call of (arr(delta.tool_calls) ?? []).filter(isObject)) {
      if (call.type === 'custom' || obj(call.custom)) {
        rec.decide('dropped', 'Custom tool call delta: ignored by the Chat Completions parser.', 'spec §4.3', {});
        continue;
      }
      const fn = obj(call.function) ?? {};
      const index = num(call.index);
      const ownId = str(call.id) ?? '';
      if (state && ownId && index !== undefined) state.callIdsByIndex.set(index, ownId);
      // With index tracking (proposed) a continuation is tagged with its own call's id.
      const tracked = !ownId && state && index !== undefined ? state.callIdsByIndex.get(index) : undefined;
      const callId = ownId || tracked || '';
      const content = functionCallContent({ call_id: callId, name: str(fn.name) ?? '', arguments: str(fn.arguments) ?? '' });
      rec.emit(content, ownId
        ? `Tool call ${callId} (${String(fn.name ?? '')}) opened at index ${String(call.index)}.`
        : tracked
          ? `Argument fragment for index ${String(call.index)} tagged with its call ${tracked} (index tracking, proposed).`
          : `Argument fragment for tool call index ${String(call.index)}: the index is discarded, so this chunk has no call_id and merges into whatever call is last (spec §5.3, §11.9).`,
        tracked ? 'proposed: spec §11.9' : RULE, { callId: callId || undefined });
    }
    if (typeof delta.content === "string" && delta.content) rec.emit(textContent(delta.content), 'Text delta.', RULE);
    else if (typeof delta.refusal === 'string' && delta.refusal) rec.emit(textContent(delta.refusal), 'Refusal text.', RULE);
    const reasoning = arr(delta.reasoning_details);
    if (reasoning && reasoning.length > 0) {
      rec.emit(makeContent('text_reasoning', { text: '', protected_data: JSON.stringify(reasoning) }), 'Reasoning details (kept as protected data).', RULE);
    }
  }
  if (rec.contents.length === 0) rec.decide('recorded', update.finish_reason ? `Finish chunk: finish_reason ${update.finish_reason}.` : 'Chunk with no content (e.g. the role chunk): an empty update.', RULE);
  return { update, recorder: rec };
}
