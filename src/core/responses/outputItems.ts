import { num, str, type Json } from '../util';
import { handleFunctionCallOutput, legacyFunctionCallOutput } from './functionCallOutput';
import {
  approvalRequest,
  codeInterpreterContents,
  customToolCall,
  mcpServerToolCall,
  mcpServerToolResult,
  reasoningAddedContents,
  searchToolCall,
  searchToolResult,
  shellContents,
  SHELL_ITEM_TYPES,
  toolSearchCall,
} from './hostedItems';
import type { StepRecorder } from './recorder';
import type { ParseOptions, ResponsesStreamState } from './state';
import { functionCallContent, makeContent } from '../content/make';

const RULE = 'spec §1.2';

/** spec §1.2, `.added` column. */
export function onOutputItemAdded(event: Json, item: Json, rec: StepRecorder, state: ResponsesStreamState, opts: ParseOptions): void {
  const type = String(item.type);
  const itemId = str(item.id);
  const outputIndex = num(event.output_index);
  const extra = { itemId, outputIndex, callId: str(item.call_id) };
  switch (type) {
    case 'function_call': {
      const callId = str(item.call_id) ?? '';
      const name = str(item.name) ?? '';
      if (outputIndex !== undefined) state.functionCallIds.set(outputIndex, { callId, name });
      rec.decide('recorded', `Remembered output_index ${outputIndex} → ${callId} (${name}); argument deltas will carry them. No Content yet.`, RULE, extra);
      return;
    }
    case 'function_call_output':
      if (opts.switches.functionCallOutput) handleFunctionCallOutput(item, rec, state.emittedFunctionCallOutputIds);
      else legacyFunctionCallOutput('added', event, item, rec);
      return;
    case 'mcp_call':
      rec.emit(mcpServerToolCall(item), `Hosted MCP call ${item.name ?? ''} on ${item.server_label ?? '?'}: informational; its result is deferred to output_item.done.`, RULE, extra);
      return;
    case 'mcp_approval_request':
      rec.emit(approvalRequest(item), `Hosted MCP tool ${item.name ?? ''} needs approval: function_approval_request.`, RULE, extra);
      return;
    case 'web_search_call':
    case 'file_search_call':
      rec.emit(searchToolCall(item), `Hosted ${type}: search_tool_call (executed by the provider).`, RULE, extra);
      return;
    case 'code_interpreter_call':
      for (const content of codeInterpreterContents(item)) {
        rec.emit(content, `Hosted code interpreter: ${content.type} (outputs present only at .added are kept).`, RULE, extra);
      }
      return;
    case 'reasoning':
      for (const content of reasoningAddedContents(item)) {
        const what = content.text ? 'reasoning text' : content.protected_data ? 'empty marker carrying the encrypted content' : 'empty reasoning marker';
        rec.emit(content, `Reasoning item ${itemId ?? ''}: ${what}.`, RULE, extra);
      }
      return;
    case 'azure_ai_search_call_output':
      rec.decide('ignored', 'Azure AI Search output is read only by a post-stream citation enricher.', RULE, extra);
      return;
    default:
      if (SHELL_ITEM_TYPES.has(type)) {
        rec.decide('deferred', `${type}: nothing until output_item.done.`, RULE, extra);
        return;
      }
      rec.unparsed('response.output_item.added', event, RULE, extra, unparsedAddedWhy(type, opts));
  }
}

function unparsedAddedWhy(type: string, opts: ParseOptions): string {
  if (type === 'message') return 'Message item opened: its text arrives through content_part/output_text events (debug log "Unparsed event of type").';
  if ((type === 'custom_tool_call' || type === 'tool_search_call') && opts.switches.informationalOnly) {
    return `${type} opened: it becomes an informational function_call on output_item.done (debug log "Unparsed event of type").`;
  }
  return `${type} is not handled on output_item.added: dropped with a debug log.`;
}

/** spec §1.2, `.done` column. */
export function onOutputItemDone(event: Json, item: Json, rec: StepRecorder, state: ResponsesStreamState, opts: ParseOptions): void {
  const type = String(item.type);
  const itemId = str(item.id);
  const outputIndex = num(event.output_index);
  const extra = { itemId, outputIndex, callId: str(item.call_id) };
  switch (type) {
    case 'message':
      rec.decide('ignored', 'Message item closed: its text already streamed as deltas (nothing emitted, so nothing is duplicated).', RULE, extra);
      return;
    case 'function_call': {
      const args = str(item.arguments) ?? '';
      const streamed = outputIndex !== undefined && state.outputIndicesWithArgumentDeltas.has(outputIndex);
      // spec §1.2 / §11.4: the final item is not read, so arguments sent only here vanish.
      const lost = Boolean(args) && !streamed;
      if (lost && opts.switches.argumentsFromDone) {
        const content = functionCallContent({ call_id: str(item.call_id) ?? '', name: str(item.name) ?? '', arguments: args, additional_properties: { output_index: outputIndex, fc_id: item.id } });
        rec.emit(content, `function_call ${extra.callId ?? ''} closed with arguments that never streamed as deltas: emitted from the .done item (proposed).`, 'proposed: spec §11.4', extra);
        return;
      }
      rec.decide(lost ? 'dropped' : 'ignored',
        lost ? `function_call ${extra.callId ?? ''} closed: its arguments ${JSON.stringify(args)} are on this item only and are lost (the parser reads only argument deltas).`
          : `function_call ${extra.callId ?? ''} closed: nothing emitted (its arguments streamed as deltas).`,
        'spec §1.2, §11.4', extra);
      return;
    }
    case 'function_call_output':
      if (opts.switches.functionCallOutput) handleFunctionCallOutput(item, rec, state.emittedFunctionCallOutputIds);
      else legacyFunctionCallOutput('done', event, item, rec);
      return;
    case 'mcp_call':
      rec.emit(mcpServerToolResult(item), `Hosted MCP call finished: mcp_server_tool_result${typeof item.output === 'string' ? '' : ' with no output'}.`, RULE, extra);
      return;
    case 'custom_tool_call':
    case 'tool_search_call':
      if (!opts.switches.informationalOnly) {
        rec.decide('dropped', `${type} is dropped before #6997 (no Content).`, 'spec §8.1 (#6997)', extra);
        return;
      }
      rec.emit(type === 'custom_tool_call' ? customToolCall(item) : toolSearchCall(item),
        `${type} → informational function_call: executed by the provider, never run locally (#6997).`, 'spec §1.2, §4 (#6997)', extra);
      return;
    case 'web_search_call':
    case 'file_search_call':
      rec.emit(searchToolResult(item), `Hosted ${type} finished: search_tool_result.`, RULE, extra);
      return;
    case 'reasoning':
      if (item.encrypted_content) {
        rec.emit(makeContent('text_reasoning', { id: item.id, text: '', protected_data: item.encrypted_content }), `Reasoning item ${itemId ?? ''} closed: marker with its final encrypted content.`, RULE, extra);
      } else {
        rec.decide('ignored', `Reasoning item ${itemId ?? ''} closed with no encrypted content: nothing emitted.`, RULE, extra);
      }
      return;
    case 'code_interpreter_call':
      rec.decide('dropped', 'Code interpreter item closed: outputs present only here are lost in streaming (spec §11.3).', 'spec §1.2, §11.3', extra);
      return;
    default:
      if (SHELL_ITEM_TYPES.has(type)) {
        for (const content of shellContents(item)) rec.emit(content, `${type} → ${content.type} (no local shell tool configured).`, RULE, extra);
        return;
      }
      rec.decide('ignored', `${type} closed: not handled on output_item.done (no log).`, RULE, extra);
  }
}
