/**
 * `function_approval_request` → AG-UI (spec maf-parser.md §6.3; goldens 16-mcp-approval-request and
 * vercel-ai__openai-mcp-tool-approval.1 pin the CUSTOM value, the synthetic confirm_changes call and
 * the interrupt outcome of RUN_FINISHED).
 */
import type { Content, ContentRef } from '../content/types';
import type { EmitContext } from './emit-context';
import { registerToolEntry } from './emit-tools';
import { event } from './flow';
import { makeJsonSafe, pyJsonDumps, pyJsonLoads } from './pyjson';

/**
 * MAF `Content.parse_arguments()`: None → None, falsy → {}, a JSON object string → that object,
 * other JSON → {"raw": value}, unparsable → {"raw": text}, a dict → itself.
 */
export function parseArguments(args: unknown): Record<string, unknown> | null {
  if (args === null || args === undefined) return null;
  if (args === '' || (typeof args === 'object' && Object.keys(args).length === 0)) return {};
  if (typeof args === 'string') {
    try {
      const loaded = pyJsonLoads(args);
      if (typeof loaded === 'object' && loaded !== null && !Array.isArray(loaded)) {
        return loaded as Record<string, unknown>;
      }
      return { raw: loaded };
    } catch {
      return { raw: args };
    }
  }
  return typeof args === 'object' ? (args as Record<string, unknown>) : { raw: args };
}

function isNonEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/** Response schema the snapshot attaches to tool approval interrupts (goldens 16, vercel approval). */
const APPROVAL_RESPONSE_SCHEMA = {
  type: 'object',
  properties: {
    accepted: { type: 'boolean', description: 'Whether the requested tool call is approved.' },
  },
  required: ['accepted'],
  additionalProperties: false,
};

function buildInterrupt(
  interruptId: string,
  functionCall: { call_id: unknown; name: string; arguments: unknown },
): Record<string, unknown> {
  const metadata = { type: 'function_approval_request', function_call: functionCall };
  const interrupt: Record<string, unknown> = {
    id: interruptId,
    reason: 'tool_call',
    message: `Approve running ${functionCall.name || 'this tool'}?`,
  };
  if (typeof functionCall.call_id === 'string' && functionCall.call_id) interrupt.toolCallId = functionCall.call_id;
  interrupt.responseSchema = structuredClone(APPROVAL_RESPONSE_SCHEMA);
  interrupt.metadata = { agent_framework: { ...metadata, value: structuredClone(metadata) } };
  return interrupt;
}

/**
 * TOOL_CALL_END for the requested call (even if it never started — hosted MCP approvals),
 * CUSTOM `function_approval_request`, an interrupt, then (require_confirmation=true, the default)
 * the synthetic `confirm_changes` START/ARGS/END. Afterwards text is suppressed and the stream
 * loop stops after this update.
 */
export function emitApprovalRequest(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  const fc = content.function_call;
  if (typeof fc !== 'object' || fc === null) return; // upstream: warning, skipped
  const call = fc as Record<string, unknown>;
  const name = typeof call.name === 'string' ? call.name : '';
  const callId = call.call_id ?? null;
  if (typeof callId === 'string' && callId) {
    sink.emit(event('TOOL_CALL_END', { toolCallId: callId }), [ref]);
    flow.toolCallsEnded.add(callId);
  }
  const parsed = makeJsonSafe(parseArguments(call.arguments));
  const functionCall = { call_id: callId, name, arguments: parsed };
  sink.emit(
    event('CUSTOM', {
      name: 'function_approval_request',
      value: { id: content.id ?? null, function_call: structuredClone(functionCall) },
    }),
    [ref],
  );
  const interruptId = (typeof callId === 'string' && callId) || (typeof content.id === 'string' && content.id) || '';
  if (interruptId) flow.interrupts.push({ record: buildInterrupt(interruptId, functionCall), causes: [ref] });

  const confirmId = ctx.newId();
  sink.emit(
    event('TOOL_CALL_START', { toolCallId: confirmId, toolCallName: 'confirm_changes', parentMessageId: flow.messageId }),
    [ref],
  );
  const argsJson = pyJsonDumps({
    function_name: name,
    function_call_id: callId,
    // `make_json_safe(parse_arguments()) or {}`
    function_arguments: isNonEmptyObject(parsed) ? parsed : {},
    steps: [{ description: `Execute ${name}`, status: 'enabled' }],
  });
  sink.emit(event('TOOL_CALL_ARGS', { toolCallId: confirmId, delta: argsJson }), [ref]);
  sink.emit(event('TOOL_CALL_END', { toolCallId: confirmId }), [ref]);
  registerToolEntry(ctx, { id: confirmId, name: 'confirm_changes', arguments: argsJson, causes: [ref] });
  flow.toolCallsEnded.add(confirmId);
  flow.waitingForApproval = true;
}
