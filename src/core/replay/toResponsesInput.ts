import type { ChatMessage, Content } from '../content/types';

/**
 * The replay round trip (spec §3.3, snapshot `_prepare_content_for_openai`): the aggregated message
 * serialized back into Responses input items, as the next request of a tool loop would send it,
 * with a report of what survives and what is lost on the way.
 */
export type Fate = 'kept' | 'changed' | 'lost';

export interface ReplayNote {
  message: number;
  content: number;
  type: string;
  fate: Fate;
  note: string;
}

export interface ReplayResult {
  items: Array<Record<string, unknown>>;
  notes: ReplayNote[];
}

export interface ReplayOptions {
  /** The OpenAI client sends list outputs when a result has data/uri items; the Foundry client does not. */
  richFunctionOutput?: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function mediaTypeOf(item: Content): string {
  return str(item.media_type) || (/^data:([^;,]+)/.exec(str(item.uri))?.[1] ?? '');
}

/** A data/uri item as an input part, or null when the serializer skips it. */
function outputPart(item: Content): Record<string, unknown> | null {
  if (item.type === 'text') return { type: 'input_text', text: str(item.text) };
  if (item.type !== 'data' && item.type !== 'uri') return null;
  const media = mediaTypeOf(item);
  if (media.startsWith('image')) {
    const part: Record<string, unknown> = { type: 'input_image', image_url: str(item.uri), detail: item.additional_properties.detail ?? 'auto' };
    if (item.additional_properties.file_id) part.file_id = item.additional_properties.file_id;
    return part;
  }
  if (media === 'audio/wav' || media === 'audio/mpeg' || media === 'audio/mp3') {
    return { type: 'input_audio', input_audio: { data: str(item.uri), format: media.endsWith('wav') ? 'wav' : 'mp3' } };
  }
  if (media.startsWith('application/')) {
    // Quirk (spec §3.3): an https PDF is sent as file_data holding the URL, not as file_url.
    const part: Record<string, unknown> = { type: 'input_file', file_data: str(item.uri) };
    if (item.additional_properties.filename) part.filename = item.additional_properties.filename;
    return part;
  }
  return null;
}

function functionResultItem(content: Content, rich: boolean, note: (fate: Fate, text: string) => void): Record<string, unknown> {
  const items = (content.items as Content[] | undefined) ?? [];
  const result = content.result === undefined || content.result === null ? '' : typeof content.result === 'string' ? content.result : JSON.stringify(content.result);
  const hasMedia = items.some((i) => i.type === 'data' || i.type === 'uri');
  const base = { call_id: str(content.call_id), type: 'function_call_output' };
  const lostFiles = items.filter((i) => i.type === 'hosted_file').length;
  if (rich && hasMedia) {
    const parts = items.map(outputPart);
    const skipped = parts.filter((p) => p === null).length;
    note(skipped ? 'changed' : 'kept', skipped ? `sent as a list of input parts; ${skipped} item(s) the serializer cannot express were skipped` : 'sent as a list of input parts');
    return { ...base, output: parts.filter((p) => p !== null) };
  }
  if (lostFiles > 0) note('changed', `sent as the text "${result}": ${lostFiles} hosted_file reference(s) are lost, because a hosted_file alone does not trigger the list form`);
  else if (hasMedia) note('changed', 'sent as text only: this client does not support rich function output, so images/files are dropped');
  else note('kept', 'sent as the result text');
  return { ...base, output: result };
}

function functionCallItem(content: Content): Record<string, unknown> {
  const callId = str(content.call_id);
  const fcId = str(content.additional_properties.fc_id);
  const args = typeof content.arguments === 'string' ? content.arguments : content.arguments ? JSON.stringify(content.arguments) : '';
  const item: Record<string, unknown> = { call_id: callId, id: fcId || (callId.startsWith('fc_') ? callId : `fc_${callId}`), type: 'function_call', name: str(content.name), arguments: args };
  if (content.additional_properties.status) item.status = content.additional_properties.status;
  return item;
}

export function toResponsesInput(messages: ChatMessage[], options: ReplayOptions = {}): ReplayResult {
  const rich = options.richFunctionOutput ?? true;
  const items: Array<Record<string, unknown>> = [];
  const notes: ReplayNote[] = [];
  messages.forEach((message, m) => {
    const mcpResults = new Map<string, Content>();
    for (const c of message.contents) if (c.type === 'mcp_server_tool_result') mcpResults.set(str(c.call_id), c);
    const mcpCalls = new Set(message.contents.filter((c) => c.type === 'mcp_server_tool_call').map((c) => str(c.call_id)));
    message.contents.forEach((content, i) => {
      const note = (fate: Fate, text: string) => notes.push({ message: m, content: i, type: content.type, fate, note: text });
      switch (content.type) {
        case 'text':
          items.push({ type: 'message', role: message.role, content: [{ type: message.role === 'assistant' ? 'output_text' : 'input_text', text: str(content.text) }] });
          return note('kept', 'sent as message text');
        case 'function_call':
          items.push(functionCallItem(content));
          return note(content.informational_only ? 'changed' : 'kept', content.informational_only
            ? 'an informational (hosted) call replays as a plain function_call: nothing marks it as already executed'
            : 'sent as a function_call item');
        case 'function_result':
          items.push(functionResultItem(content, rich, note));
          return;
        case 'mcp_server_tool_call': {
          const result = mcpResults.get(str(content.call_id));
          const output = ((result?.output as Content[] | undefined) ?? []).map((o) => str(o.text)).join('\n');
          const args = typeof content.arguments === 'string' ? content.arguments : JSON.stringify(content.arguments ?? {});
          items.push({ type: 'mcp_call', id: str(content.call_id), server_label: str(content.server_name), name: str(content.tool_name), arguments: args, ...(result ? { output } : {}) });
          return note('kept', result ? 'call and result sent as one mcp_call item' : 'sent as an mcp_call item without output');
        }
        case 'mcp_server_tool_result':
          return note(mcpCalls.has(str(content.call_id)) ? 'kept' : 'lost', mcpCalls.has(str(content.call_id)) ? 'folded into its mcp_call item' : 'an orphan MCP result (no call in this message) is dropped');
        case 'function_approval_request': {
          const call = content.function_call as Content | undefined;
          const label = call?.additional_properties.server_label;
          if (!label) return note('lost', 'a local approval request is not sent to the provider');
          items.push({ type: 'mcp_approval_request', id: str(content.id), server_label: label, name: str(call?.name), arguments: str(call?.arguments) });
          return note('kept', 'sent as an mcp_approval_request item');
        }
        case 'text_reasoning':
          items.push({ type: 'reasoning', id: content.id, summary: content.text ? [{ type: 'summary_text', text: str(content.text) }] : [], ...(content.protected_data ? { encrypted_content: content.protected_data } : {}) });
          return note('kept', 'sent as a reasoning item (stateless replay; skipped under service-side storage)');
        case 'hosted_file':
          return note('lost', message.role === 'assistant' ? 'a hosted_file in an assistant message is dropped' : 'sent as input_file {file_id}');
        default:
          return note('lost', `${content.type} has no Responses input form: not sent`);
      }
    });
  });
  return { items, notes };
}
