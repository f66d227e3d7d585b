/**
 * `_emit_content`: one Content → AG-UI events, in content order (spec maf-parser.md §6.3).
 */
import type { Content, ContentRef } from '../content/types';
import { emitApprovalRequest } from './emit-approval';
import type { EmitContext } from './emit-context';
import { closeReasoningBlock, emitTextReasoning } from './emit-reasoning';
import { emitText } from './emit-text';
import { emitFunctionCall, emitFunctionResult, emitMcpToolCall, emitMcpToolResult } from './emit-tools';
import { event } from './flow';
import { makeJsonSafe } from './pyjson';

type Handler = (content: Content, ref: ContentRef, ctx: EmitContext) => void;

const HANDLERS: Record<string, Handler> = {
  text: emitText,
  function_call: emitFunctionCall,
  function_result: emitFunctionResult,
  function_approval_request: emitApprovalRequest,
  usage: (content, ref, ctx) => {
    const value = makeJsonSafe(content.usage_details ?? {});
    ctx.sink.emit(event('CUSTOM', { name: 'usage', value }), [ref]);
  },
  oauth_consent_request: (content, ref, ctx) => {
    if (typeof content.consent_link !== 'string' || !content.consent_link) return;
    ctx.sink.emit(event('CUSTOM', { name: 'oauth_consent_request', value: { consent_link: content.consent_link } }), [ref]);
  },
  mcp_server_tool_call: emitMcpToolCall,
  mcp_server_tool_result: emitMcpToolResult,
  text_reasoning: emitTextReasoning,
};

/** Content types the bridge turns into events; everything else is skipped with a debug log upstream. */
export function isEmittedContentType(type: string): boolean {
  return Object.hasOwn(HANDLERS, type);
}

export function emitContent(content: Content, ref: ContentRef, ctx: EmitContext): void {
  // Any non-reasoning content first closes an open reasoning block (even an unsupported type).
  if (content.type !== 'text_reasoning') closeReasoningBlock(ctx, [ref]);
  const handler = Object.hasOwn(HANDLERS, content.type) ? HANDLERS[content.type] : undefined;
  // search_tool_*, code_interpreter_*, image_generation_*, shell_*, hosted_file, data, uri, error, …:
  // "Skipping unsupported content type" — a web-search-only run emits only RUN_STARTED/RUN_FINISHED.
  if (handler) handler(content, ref, ctx);
}
