import { formatCreatedAt, isObject, num, obj, str, type Json } from '../util';

/** spec §1.6: Responses usage → MAF usage_details. Zero values are kept. */
export function mapResponsesUsage(usage: Json): Record<string, number> {
  const details: Record<string, number> = {};
  const put = (key: string, value: unknown) => {
    const n = num(value);
    if (n !== undefined) details[key] = n;
  };
  put('input_token_count', usage.input_tokens);
  put('output_token_count', usage.output_tokens);
  put('total_token_count', usage.total_tokens);
  const input = obj(usage.input_tokens_details);
  if (input && num(input.cached_tokens) !== undefined) {
    put('openai.cached_input_tokens', input.cached_tokens);
    put('cache_read_input_token_count', input.cached_tokens);
  }
  if (input && num(input.cache_write_tokens) !== undefined) {
    put('openai.cache_write_tokens', input.cache_write_tokens);
    put('cache_creation_input_token_count', input.cache_write_tokens);
  }
  const output = obj(usage.output_tokens_details);
  if (output && num(output.reasoning_tokens) !== undefined) {
    put('openai.reasoning_tokens', output.reasoning_tokens);
    put('reasoning_output_token_count', output.reasoning_tokens);
  }
  return details;
}

/** spec §1.4, checked in this order. Depends on the terminal event's own `output`, not on what streamed. */
export function finishReason(response: Json): string | null {
  const reason = str(obj(response.incomplete_details)?.reason);
  if (reason === 'content_filter') return 'content_filter';
  if (reason === 'max_output_tokens') return 'length';
  if (response.status !== 'completed') return null;
  const output = Array.isArray(response.output) ? response.output : [];
  if (output.some((item) => isObject(item) && item.type === 'function_call')) return 'tool_calls';
  return 'stop';
}

/** spec §1.3: null when the request set store=false, else conversation.id, else response.id. */
export function conversationId(response: Json, store: boolean | undefined): string | null {
  if (store === false) return null;
  return str(obj(response.conversation)?.id) ?? str(response.id) ?? null;
}

export function createdAt(response: Json): string | null {
  const seconds = num(response.created_at);
  return seconds === undefined ? null : formatCreatedAt(seconds);
}
