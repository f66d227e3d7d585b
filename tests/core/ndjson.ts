/** Builds an NDJSON paste from event objects, the way a user would paste a captured stream. */
export function ndjson(...events: Array<Record<string, unknown>>): string {
  return events.map((e) => JSON.stringify(e)).join('\n');
}

export const created = (id = 'resp_1') => ({ type: 'response.created', response: { id, object: 'response', status: 'in_progress', output: [] } });
export const completed = (output: unknown[] = [], id = 'resp_1') => ({
  type: 'response.completed',
  response: { id, object: 'response', status: 'completed', model: 'gpt-test', created_at: 1767225600, output, usage: { input_tokens: 1, output_tokens: 2, total_tokens: 3 } },
});
export const callAdded = (outputIndex: number, callId: string, name: string, id = `fc_${callId}`) => ({
  type: 'response.output_item.added', output_index: outputIndex, item: { id, type: 'function_call', status: 'in_progress', arguments: '', call_id: callId, name },
});
export const argsDelta = (outputIndex: number, delta: string, itemId = '') => ({ type: 'response.function_call_arguments.delta', output_index: outputIndex, item_id: itemId, delta });
export const textDelta = (delta: string) => ({ type: 'response.output_text.delta', output_index: 9, item_id: 'msg_1', content_index: 0, delta });
