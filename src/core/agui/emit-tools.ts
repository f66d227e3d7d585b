/**
 * Tool-call Content → AG-UI (spec maf-parser.md §6.3 rows `function_call`, `function_result`,
 * `mcp_server_tool_call`, `mcp_server_tool_result`).
 */
import type { Content, ContentRef } from '../content/types';
import type { EmitContext } from './emit-context';
import { event, type ToolEntry } from './flow';
import { makeJsonSafe, pyJsonDumps } from './pyjson';

/** Python truthiness of a Content field (`""`, `{}`, `[]`, None and False are falsy). */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '' || value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** String arguments pass as is; dict arguments are `json.dumps(make_json_safe(args))`. */
export function argumentsDelta(args: unknown): string {
  return typeof args === 'string' ? args : pyJsonDumps(makeJsonSafe(args));
}

/** Appends a call to the current run of consecutive tool calls, or opens a new group (§6.4). */
export function trackToolCallSegment(ctx: EmitContext, callId: string): void {
  const last = ctx.flow.segments[ctx.flow.segments.length - 1];
  if (last && last.kind === 'tool_calls') last.callIds.push(callId);
  else ctx.flow.segments.push({ kind: 'tool_calls', callIds: [callId] });
}

/** `pending_tool_calls.append` + `tool_calls_by_id[id] = entry`: re-registering replaces the by-id entry. */
export function registerToolEntry(ctx: EmitContext, entry: ToolEntry): void {
  ctx.flow.pendingToolCalls.push(entry);
  ctx.flow.toolCallsById.set(entry.id, entry);
  trackToolCallSegment(ctx, entry.id);
}

/**
 * `function_call`, actionable or informational alike. START is decided by comparing with the
 * *last started* id only, so interleaved or repeated tagged chunks re-emit START and reset the
 * accumulated arguments (spec §6.5 known defects, §11.6); untagged chunks (Chat Completions
 * continuations) route to the last started call. No END here.
 */
export function emitFunctionCall(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  const callId = str(content.call_id) || flow.toolCallId || ctx.newId();
  const name = str(content.name);
  // Proposed (startOncePerCall): a call that already started is only routed to, never restarted.
  const alreadyStarted = ctx.behaviour.startOncePerCall === true && flow.toolCallsById.has(callId);
  if (name && callId !== flow.toolCallId && !alreadyStarted) {
    flow.toolCallId = callId;
    flow.toolCallName = name;
    sink.emit(
      event('TOOL_CALL_START', { toolCallId: callId, toolCallName: name, parentMessageId: flow.messageId }),
      [ref],
    );
    registerToolEntry(ctx, { id: callId, name, arguments: '', causes: [ref] });
  } else if (callId) {
    flow.toolCallId = callId;
  }
  if (!truthy(content.arguments)) return;
  const delta = argumentsDelta(content.arguments);
  const entry = flow.toolCallsById.get(callId);
  // Full-arguments replay guard (upstream #4194): skip a chunk equal to everything accumulated.
  if (entry && entry.arguments && delta === entry.arguments) {
    sink.suppressed.push({ ref, reason: 'args-replay-guard', targetId: callId });
    return;
  }
  sink.emit(event('TOOL_CALL_ARGS', { toolCallId: callId, delta }), [ref]);
  if (entry) {
    entry.arguments += delta;
    entry.causes.push(ref);
  }
}

/**
 * TOOL_CALL_END + TOOL_CALL_RESULT, then the current tool id is cleared and an open text message
 * is closed. Emitted even when no TOOL_CALL_START was ever sent for that id.
 */
function emitToolResultCommon(callId: string, rawResult: unknown, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  sink.emit(event('TOOL_CALL_END', { toolCallId: callId }), [ref]);
  flow.toolCallsEnded.add(callId);
  const content = typeof rawResult === 'string' ? rawResult : pyJsonDumps(makeJsonSafe(rawResult));
  const messageId = ctx.newId();
  sink.emit(event('TOOL_CALL_RESULT', { messageId, toolCallId: callId, content, role: 'tool' }), [ref]);
  flow.toolResults.push({ id: messageId, toolCallId: callId, content, causes: [ref] });
  // A result closes the current tool group: call A → result A → call B snapshots as two groups.
  flow.segments.push({ kind: 'tool_results' });
  flow.toolCallId = null;
  flow.toolCallName = null;
  if (flow.messageId) sink.emit(event('TEXT_MESSAGE_END', { messageId: flow.messageId }), [ref]);
  flow.messageId = null;
  flow.accumulatedText = '';
}

/** `function_result`: content = `Content.result` ("" when null). Nothing when call_id is empty. */
export function emitFunctionResult(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const callId = str(content.call_id);
  if (!callId) return;
  emitToolResultCommon(callId, content.result ?? '', ref, ctx);
}

/**
 * `mcp_server_tool_call`: START (parent = open message or none), ARGS once when arguments are
 * non-empty. Does not change the "last started" id. Real OpenAI streams carry `arguments: ""` on
 * `.added`, so no ARGS is emitted (spec §12 D2).
 */
export function emitMcpToolCall(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  const callId = str(content.call_id) || ctx.newId();
  const toolName = str(content.tool_name) || 'mcp_tool';
  sink.emit(
    event('TOOL_CALL_START', { toolCallId: callId, toolCallName: toolName, parentMessageId: flow.messageId }),
    [ref],
  );
  let args = '';
  if (truthy(content.arguments)) {
    args = argumentsDelta(content.arguments);
    sink.emit(event('TOOL_CALL_ARGS', { toolCallId: callId, delta: args }), [ref]);
  }
  registerToolEntry(ctx, { id: callId, name: toolName, arguments: args, causes: [ref] });
}

/**
 * `mcp_server_tool_result`: like function_result with content = the MCP `output`; a list of
 * Content becomes a JSON array of Content dicts (spec §6.3, §11.7; golden 15).
 */
export function emitMcpToolResult(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const callId = str(content.call_id);
  if (!callId) return; // upstream logs a warning and skips
  if (ctx.behaviour.mcpResultText && Array.isArray(content.output)) {
    const text = (content.output as Content[]).filter((c) => c.type === 'text').map((c) => str(c.text)).join('\n');
    emitToolResultCommon(callId, text, ref, ctx);
    return;
  }
  emitToolResultCommon(callId, content.output ?? '', ref, ctx);
}
