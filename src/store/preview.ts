/**
 * A one-line preview of a decoded payload for the table's preview column: the delta, the item,
 * the text — whatever a user scans for. Pure field picking; the decoding was done by core.
 */
export type Json = Record<string, unknown>;

const MAX = 160;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Quoted so leading/trailing spaces and newlines in deltas stay visible. */
export function quote(text: string): string {
  const quoted = JSON.stringify(text);
  return quoted.length > MAX ? `${quoted.slice(0, MAX - 1)}…` : quoted;
}

function compact(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

function describeItem(item: Json): string {
  const parts = [String(item.type ?? 'item')];
  for (const key of ['name', 'call_id', 'server_label', 'role']) {
    if (typeof item[key] === 'string' && item[key] !== '') parts.push(String(item[key]));
  }
  if (typeof item.status === 'string') parts.push(`(${item.status})`);
  return parts.join(' ');
}

function describeChatChunk(chunk: Json): string {
  const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
  if (choices.length === 0) return isObject(chunk.usage) ? `usage ${compact(chunk.usage)}` : 'no choices';
  const parts: string[] = [];
  for (const choice of choices) {
    if (!isObject(choice)) continue;
    const delta = isObject(choice.delta) ? choice.delta : {};
    if (typeof delta.role === 'string') parts.push(`role=${delta.role}`);
    if (typeof delta.content === 'string') parts.push(quote(delta.content));
    if (Array.isArray(delta.tool_calls)) {
      for (const call of delta.tool_calls) {
        if (!isObject(call)) continue;
        const fn = isObject(call.function) ? call.function : {};
        const bits = [`tool[${String(call.index ?? '?')}]`];
        if (typeof call.id === 'string') bits.push(call.id);
        if (typeof fn.name === 'string') bits.push(fn.name);
        if (typeof fn.arguments === 'string' && fn.arguments !== '') bits.push(quote(fn.arguments));
        parts.push(bits.join(' '));
      }
    }
    if (typeof choice.finish_reason === 'string') parts.push(`finish=${choice.finish_reason}`);
  }
  return parts.join(' · ') || 'empty delta';
}

export function previewOf(payload: Json): string {
  if (payload.object === 'chat.completion.chunk') return describeChatChunk(payload);
  if (typeof payload.delta === 'string') return quote(payload.delta);
  if (isObject(payload.item)) return describeItem(payload.item);
  if (isObject(payload.part)) {
    const part = payload.part;
    const text = typeof part.text === 'string' ? part.text : typeof part.refusal === 'string' ? part.refusal : null;
    return text ? `${String(part.type)} ${quote(text)}` : String(part.type ?? 'part');
  }
  for (const key of ['text', 'arguments', 'refusal', 'input', 'code']) {
    if (typeof payload[key] === 'string') return quote(payload[key]);
  }
  if (isObject(payload.response)) {
    const response = payload.response;
    const bits = [String(response.status ?? '')];
    if (isObject(response.error)) bits.push(compact(response.error.message ?? response.error));
    if (isObject(response.incomplete_details)) bits.push(compact(response.incomplete_details));
    return bits.filter(Boolean).join(' · ');
  }
  if (payload.type === 'error') return compact(payload.message ?? payload.error ?? payload);
  if (isObject(payload.annotation)) return `annotation ${compact(payload.annotation)}`;
  return '';
}
