import { isObject, str, type Json } from '../util';
import type { ItemRole } from './types';

const hosted = (why: string): ItemRole => ({ classification: 'informational', label: 'hosted', reason: `hosted: ${why}` });
const actionable = (why: string): ItemRole => ({ classification: 'actionable', label: 'actionable', reason: `actionable: ${why}` });
const other = (label: string, reason: string): ItemRole => ({ classification: null, label, reason });

/** Item types the provider runs itself (spec wire-formats.md §B.4 "hosted"). */
const HOSTED_TYPES = new Set([
  'mcp_call',
  'mcp_list_tools',
  'web_search_call',
  'file_search_call',
  'code_interpreter_call',
  'image_generation_call',
  'program',
]);

/** Items that carry the output of a call rather than a call. */
const OUTPUT_TYPES = new Set([
  'function_call_output',
  'custom_tool_call_output',
  'tool_search_output',
  'shell_call_output',
  'local_shell_call_output',
  'computer_call_output',
  'apply_patch_call_output',
  'program_output',
  'mcp_approval_response',
]);

export interface ClassifyContext {
  /** call_ids the provider sent a `function_call_output` for, anywhere in the stream. */
  providerOutputCallIds: ReadonlySet<string>;
}

/**
 * Informational or actionable, per item type and, where the type does not decide it, per field
 * (spec wire-formats.md §B.4 and checklist item 8; maf-parser.md §1.2, §4). A `function_call` is
 * a local function unless the provider streamed its `function_call_output` (a toolbox /
 * knowledge-base call executed server-side, issue #8068).
 */
export function classifyItem(type: string, item: Json | undefined, callId: string | null, context: ClassifyContext): ItemRole {
  if (HOSTED_TYPES.has(type)) {
    return type === 'mcp_list_tools' ? hosted('the provider listed the MCP server tools') : hosted('executed by the provider');
  }
  if (OUTPUT_TYPES.has(type)) {
    return other('output', callId?.trim() ? `the provider's output for ${callId}` : 'an output item with a blank or no call_id');
  }
  switch (type) {
    case 'function_call':
      return callId && context.providerOutputCallIds.has(callId)
        ? hosted('the provider returned its output')
        : actionable('a local function the framework must run');
    case 'custom_tool_call':
      // #6997 marks it informational_only: MAF never runs it, whoever really executes it.
      return hosted('MAF marks custom_tool_call informational_only (#6997), so it is never run locally');
    case 'tool_search_call':
      return str(item?.execution) === 'client'
        ? actionable('a client-side tool search (execution "client")')
        : hosted('executed by the provider');
    case 'shell_call': {
      const environment = isObject(item?.environment) ? str(item.environment.type) : undefined;
      return environment === 'container_reference'
        ? hosted('runs in the provider container')
        : actionable('a local shell command the framework must run');
    }
    case 'local_shell_call':
      return actionable('a local shell command the framework must run');
    case 'computer_call':
      return actionable('a computer action the client must perform');
    case 'apply_patch_call':
      return actionable('a patch the client must apply');
    case 'mcp_approval_request':
      return actionable('needs a human approval before the provider runs the MCP tool');
    case 'message':
      return other('message', 'assistant message');
    case 'reasoning':
      return other('reasoning', 'reasoning');
    default:
      return other('other', 'not a tool call');
  }
}

/** Chat Completions tool calls: a `function` call is always local; custom ones are dropped by the parser. */
export function classifyChatToolCall(custom: boolean): ItemRole {
  return custom
    ? actionable('a custom tool the client must run (the Chat Completions parser drops it, spec §4.3)')
    : actionable('a local function the framework must run');
}
