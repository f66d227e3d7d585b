import { functionCallContent, makeContent, textContent } from '../content/make';
import type { Content } from '../content/types';
import { arr, firstTruthy, isObject, obj, str, type Json } from '../util';
import { shlexJoin } from './shlex';

/**
 * Item → Content mappings that the streaming `.added`/`.done` handlers and the non-streaming parser
 * share (spec §1.2 and §2). Each function returns the Content MAF builds, without deciding *when*.
 */

export function mcpCallId(item: Json): string {
  return String(firstTruthy(str(item.id), str(item.call_id)) ?? '');
}

export function mcpServerToolCall(item: Json): Content {
  return makeContent('mcp_server_tool_call', {
    call_id: mcpCallId(item),
    tool_name: str(item.name) ?? '',
    server_name: item.server_label,
    arguments: item.arguments,
  });
}

export function mcpServerToolResult(item: Json): Content {
  const output = typeof item.output === 'string' ? [textContent(item.output)] : null;
  return makeContent('mcp_server_tool_result', { call_id: mcpCallId(item), output });
}

export function approvalRequest(item: Json): Content {
  const id = str(item.id) ?? '';
  return makeContent('function_approval_request', {
    id,
    user_input_request: true,
    function_call: functionCallContent({
      call_id: id,
      name: str(item.name) ?? '',
      arguments: item.arguments as string | null | undefined,
      additional_properties: item.server_label !== undefined ? { server_label: item.server_label } : {},
    }),
  });
}

export function searchToolName(item: Json): 'web_search' | 'file_search' {
  return item.type === 'file_search_call' ? 'file_search' : 'web_search';
}

export function searchToolCall(item: Json): Content {
  const web = item.type === 'web_search_call';
  return makeContent('search_tool_call', {
    call_id: mcpCallId(item),
    tool_name: searchToolName(item),
    arguments: web ? item.action : item.queries !== undefined ? { queries: item.queries } : undefined,
    status: item.status,
  });
}

export function searchToolResult(item: Json): Content {
  const web = item.type === 'web_search_call';
  return makeContent('search_tool_result', {
    call_id: mcpCallId(item),
    tool_name: searchToolName(item),
    result: web ? (item.action !== undefined ? { action: item.action } : undefined) : { results: item.results },
    status: item.status,
  });
}

function codeInterpreterCallId(item: Json): string {
  return String(firstTruthy(str(item.call_id), str(item.id)) ?? '');
}

/** spec §1.2 code_interpreter_call `.added` (and §2): the call only when code is non-empty, the result always. */
export function codeInterpreterContents(item: Json): Content[] {
  const callId = codeInterpreterCallId(item);
  const contents: Content[] = [];
  const code = str(item.code);
  if (code) contents.push(makeContent('code_interpreter_tool_call', { call_id: callId, inputs: [textContent(code)] }));
  const outputs: Content[] = [];
  for (const output of arr(item.outputs) ?? []) {
    if (!isObject(output)) continue;
    if (output.type === 'logs' && typeof output.logs === 'string') outputs.push(textContent(output.logs));
    if (output.type === 'image' && typeof output.url === 'string') outputs.push(makeContent('uri', { uri: output.url, media_type: 'image' }));
  }
  contents.push(makeContent('code_interpreter_tool_result', { call_id: callId, outputs }));
  return contents;
}

/** spec §1.2 reasoning `.added`: one Content per content entry, or an empty marker carrying protected_data. */
export function reasoningAddedContents(item: Json): Content[] {
  const id = item.id;
  const encrypted = item.encrypted_content;
  const summaries = arr(item.summary) ?? [];
  const entries = arr(item.content) ?? [];
  if (entries.length === 0) return [makeContent('text_reasoning', { id, text: '', protected_data: encrypted })];
  return entries.map((entry, i) => {
    const ap: Record<string, unknown> = { reasoning_text: true };
    if (summaries[i] !== undefined) ap.summary = summaries[i];
    return makeContent('text_reasoning', { id, text: str(obj(entry)?.text) ?? '', protected_data: encrypted }, ap);
  });
}

/** spec §2 reasoning (non-streaming): content entries, then summaries, then the marker if nothing. */
export function reasoningResponseContents(item: Json): Content[] {
  const id = item.id;
  const encrypted = item.encrypted_content;
  const summaries = arr(item.summary) ?? [];
  const contents: Content[] = [];
  (arr(item.content) ?? []).forEach((entry, i) => {
    const ap: Record<string, unknown> = { reasoning_text: true };
    if (summaries[i] !== undefined) ap.summary = summaries[i];
    contents.push(makeContent('text_reasoning', { id, text: str(obj(entry)?.text) ?? '', protected_data: i === 0 ? encrypted : undefined }, ap));
  });
  for (const summary of summaries) {
    contents.push(makeContent('text_reasoning', { id, text: str(obj(summary)?.text) ?? '', protected_data: contents.length === 0 ? encrypted : undefined }));
  }
  if (contents.length === 0) contents.push(makeContent('text_reasoning', { id, text: '', protected_data: encrypted }));
  return contents;
}

/** spec §1.2 custom_tool_call `.done` since #6997: an informational function_call. */
export function customToolCall(item: Json): Content {
  const ap: Record<string, unknown> = { item_type: 'custom_tool_call' };
  if (item.id) ap.item_id = item.id;
  if (item.namespace) ap.namespace = item.namespace;
  return functionCallContent({ call_id: str(item.call_id) ?? '', name: str(item.name) ?? '', arguments: item.input as string, informational_only: true, additional_properties: ap });
}

/** spec §1.2 tool_search_call `.done` since #6997: an informational function_call named tool_search. */
export function toolSearchCall(item: Json): Content {
  const ap: Record<string, unknown> = { item_type: 'tool_search_call' };
  for (const key of ['id', 'status', 'execution', 'created_by'] as const) {
    if (item[key] !== undefined && item[key] !== null) ap[key === 'id' ? 'item_id' : key] = item[key];
  }
  return functionCallContent({
    call_id: String(firstTruthy(str(item.call_id), str(item.id)) ?? ''),
    name: 'tool_search',
    arguments: item.arguments as Record<string, unknown>,
    informational_only: true,
    additional_properties: ap,
  });
}

/** spec §1.2 shell items with no local shell tool configured → shell_tool_call / shell_tool_result. */
export function shellContents(item: Json): Content[] {
  const callId = str(item.call_id) ?? '';
  if (item.type === 'shell_call_output') {
    const outputs = (arr(item.output) ?? []).filter(isObject).map((out) => {
      const outcome = obj(out.outcome);
      return makeContent('shell_command_output', {
        stdout: out.stdout,
        stderr: out.stderr,
        exit_code: outcome?.type === 'exit' ? outcome.exit_code : undefined,
        timed_out: outcome?.type === 'timeout',
      });
    });
    return [makeContent('shell_tool_result', { call_id: callId, outputs })];
  }
  const action = obj(item.action) ?? {};
  const commands = item.type === 'local_shell_call'
    ? [shlexJoin((arr(action.command) ?? []).map(String))]
    : (arr(action.commands) ?? []).map(String);
  return [makeContent('shell_tool_call', { call_id: callId, commands, status: item.status })];
}

export const SHELL_ITEM_TYPES = new Set(['shell_call', 'local_shell_call', 'shell_call_output']);
