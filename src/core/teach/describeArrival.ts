import type { Content } from '../content/types';
import { arr, isObject, obj, str, type Json } from '../util';

/** A quoted excerpt of stream text (JSON-escaped, so control characters stay visible). */
export function quote(text: string, max = 60): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max - 1)}…` : text);
}

/** Provider ids run to 50+ characters; the start and end are enough to tell them apart here. */
const shortId = (id: string): string => (id.length > 26 ? `${id.slice(0, 16)}…${id.slice(-6)}` : id);

/** "a function_call", "an output_text". */
const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

function describeItem(type: string, item: Json): string {
  const id = str(item.id) ? ` ${shortId(str(item.id)!)}` : '';
  const call = item.call_id !== undefined && item.call_id !== null ? ` for call ${JSON.stringify(item.call_id).replace(/^"(\S+)"$/, '$1')}` : '';
  const name = str(item.name) ? ` (${str(item.name)})` : '';
  const status = item.status ? ` with status ${String(item.status)}` : '';
  return `${type} for ${withArticle(String(item.type))} item${id}${call}${name}${status}.`;
}

function describeResponse(type: string, response: Json): string {
  const status = str(response.status) ? ` (status ${str(response.status)})` : '';
  return `${type} for response ${shortId(String(response.id ?? '?'))}${status}.`;
}

/** One Chat Completions chunk: what its first choice's delta carries. */
function describeChunk(type: string, payload: Json): string {
  const choices = arr(payload.choices) ?? [];
  const parts: string[] = [];
  const choice = obj(choices[0]);
  const delta = obj(choice?.delta);
  if (delta && str(delta.role)) parts.push(`role ${str(delta.role)}`);
  if (delta && typeof delta.content === 'string' && delta.content) parts.push(`text ${quote(delta.content)}`);
  for (const call of arr(delta?.tool_calls) ?? []) {
    const c = obj(call) ?? {};
    const fn = obj(c.function) ?? {};
    const tagged = str(c.id) ? ` id ${str(c.id)}${str(fn.name) ? ` (${str(fn.name)})` : ''}` : ' (no id: continuation)';
    const args = str(fn.arguments) ? ` arguments ${quote(str(fn.arguments)!)}` : '';
    parts.push(`tool call index ${String(c.index)}${tagged}${args}`);
  }
  if (choice && str(choice.finish_reason)) parts.push(`finish_reason ${str(choice.finish_reason)}`);
  if (choices.length === 0 && isObject(payload.usage)) parts.push('token usage only (no choices)');
  return `${type} carrying ${parts.length ? parts.join(', ') : 'nothing but metadata'}.`;
}

/** "What arrived": the wire event in one sentence, from its payload. */
export function describeArrival(payload: unknown, type: string | null): string {
  if (!isObject(payload)) return `An event that is not valid JSON${type ? ` (${type})` : ''} arrived.`;
  const label = type ?? 'An event without a type';
  const item = obj(payload.item);
  if (item) return describeItem(label, item);
  if (type === 'chat.completion.chunk') return describeChunk(label, payload);
  if (type === 'error' || isObject(payload.error)) {
    const error = obj(payload.error) ?? payload;
    return `${label}: the provider reports ${String(error.code ?? 'an error')}${str(error.message) ? ` — ${quote(str(error.message)!, 80)}` : ''}.`;
  }
  const response = obj(payload.response);
  if (response) return describeResponse(label, response);
  if (typeof payload.delta === 'string') return `${label} carrying ${quote(payload.delta)}.`;
  if (isObject(payload.part)) return `${label}: ${withArticle(String(payload.part.type))} content part.`;
  if (type === 'response' || type === 'chat.completion') return `A whole ${type} object (not streamed): everything arrives at once.`;
  return `${label} arrived.`;
}

/** A Content in a few words: its type and what identifies it. */
export function describeContent(content: Content): string {
  const text = str(content.text);
  switch (content.type) {
    case 'text':
    case 'text_reasoning':
      return `${content.type} ${quote(text ?? '', 40)}`;
    case 'function_call':
      return `function_call ${String(content.call_id || '(no call_id)')}${content.name ? ` ${String(content.name)}` : ''}${content.informational_only ? ' (informational)' : ''}`;
    case 'function_result':
    case 'mcp_server_tool_result':
      return `${content.type} for ${String(content.call_id)}`;
    case 'mcp_server_tool_call':
      return `${content.type} ${String(content.call_id)} ${String(content.tool_name ?? '')}`.trim();
    case 'function_approval_request':
      return `function_approval_request ${String(content.id)}`;
    default:
      return content.type;
  }
}
