/**
 * §A.7 per-type rules for text messages, tool calls, reasoning, encrypted values and activities.
 * Messages are byte-for-byte those of @ag-ui/client 1.0.0 `verifyEvents`.
 */
import { ownerMismatch, subagentTagError, tagOf, type Owner, type Violation, type VerifyState } from './verify-state';

type Ev = Record<string, unknown>;

/** A continuation/close event: checks the entity is open and the subagent tag agrees. */
function continuation(
  state: VerifyState,
  at: number,
  e: Ev,
  open: Map<string, number>,
  owners: Map<string, Owner>,
  kind: string,
  id: string,
  notOpen: Violation,
): boolean {
  if (!open.has(id)) {
    state.violation(at, notOpen);
    return false;
  }
  const err = subagentTagError(e.type as string, tagOf(e), owners.get(id), kind, id);
  if (err) ownerMismatch(state, at, err, kind, id, [open.get(id) ?? at]);
  return true;
}

export function textMessage(state: VerifyState, at: number, e: Ev): void {
  const id = e.messageId as string;
  const type = e.type as string;
  if (type === 'TEXT_MESSAGE_START') {
    if (state.activeMessages.has(id)) {
      state.violation(at, {
        code: 'agui-text-start-while-open',
        title: `TEXT_MESSAGE_START for message ${id} while that message is still open`,
        explanation: 'A text message id can only be reopened after its TEXT_MESSAGE_END.',
        message: `Cannot send 'TEXT_MESSAGE_START' event: A text message with ID '${id}' is already in progress. Complete it with 'TEXT_MESSAGE_END' first.`,
        related: [state.activeMessages.get(id) ?? at],
      });
      return;
    }
    const existing = state.owners.message.get(id);
    const err = existing ? subagentTagError(type, tagOf(e), existing, 'message', id) : undefined;
    if (err) ownerMismatch(state, at, err, 'message', id);
    state.activeMessages.set(id, at);
    if (!existing) state.owners.message.set(id, { subagentRunId: tagOf(e) });
    return;
  }
  const isEnd = type === 'TEXT_MESSAGE_END';
  const ok = continuation(state, at, e, state.activeMessages, state.owners.message, 'message', id, {
    code: isEnd ? 'agui-text-end-not-open' : 'agui-text-content-not-open',
    title: `${type} for message ${id}, which is not open`,
    explanation: isEnd
      ? 'A text message must be opened with TEXT_MESSAGE_START before it can be ended, and only once.'
      : 'Text content can only be sent between TEXT_MESSAGE_START and TEXT_MESSAGE_END of the same id.',
    message: isEnd
      ? `Cannot send 'TEXT_MESSAGE_END' event: No active text message found with ID '${id}'. A 'TEXT_MESSAGE_START' event must be sent first.`
      : `Cannot send 'TEXT_MESSAGE_CONTENT' event: No active text message found with ID '${id}'. Start a text message with 'TEXT_MESSAGE_START' first.`,
  });
  if (ok && isEnd) state.activeMessages.delete(id);
}

function toolStart(state: VerifyState, at: number, e: Ev): void {
  const id = e.toolCallId as string;
  if (state.activeToolCalls.has(id)) {
    state.violation(at, {
      code: 'agui-tool-start-while-open',
      title: `TOOL_CALL_START for ${id} while that call is still open`,
      explanation:
        "MAF's bridge decides \"new tool call\" by comparing with the last started id only, so interleaved " +
        'parallel calls (A, B, A, B) re-emit TOOL_CALL_START for a call that is still open (spec maf-parser.md ' +
        '§6.5, §11.6; #8337 does not change this).',
      message: `Cannot send 'TOOL_CALL_START' event: A tool call with ID '${id}' is already in progress. Complete it with 'TOOL_CALL_END' first.`,
      related: [state.activeToolCalls.get(id) ?? at],
    });
    return;
  }
  const parent = e.parentMessageId as string | undefined;
  const tag = tagOf(e);
  let inherited: Owner | undefined;
  if (parent !== undefined) {
    const parentOwner = state.owners.message.get(parent);
    if (parentOwner) {
      if (tag !== undefined && tag !== parentOwner.subagentRunId) {
        const msg = `Cannot send 'TOOL_CALL_START': subagentRunId '${tag}' does not match its parent message '${parent}' owner '${parentOwner.subagentRunId ?? '(the parent agent)'}'. A tool call belongs to the message that carries it.`;
        ownerMismatch(state, at, msg, 'message', parent);
      }
      inherited = parentOwner;
    }
  }
  const existing = state.owners.toolCall.get(id);
  if (existing) {
    const err = subagentTagError('TOOL_CALL_START', tag, existing, 'tool call', id);
    if (err) ownerMismatch(state, at, err, 'tool call', id);
    else if (tag === undefined && inherited && inherited.subagentRunId !== existing.subagentRunId) {
      const msg = `Cannot send 'TOOL_CALL_START': tool call '${id}' is owned by '${existing.subagentRunId ?? '(the parent agent)'}' but its parent message '${parent}' is owned by '${inherited.subagentRunId ?? '(the parent agent)'}'. A tool call belongs to the message that carries it.`;
      ownerMismatch(state, at, msg, 'tool call', id);
    }
  }
  state.activeToolCalls.set(id, at);
  if (!state.startedToolCalls.has(id)) state.startedToolCalls.set(id, at);
  if (!existing) state.owners.toolCall.set(id, tag !== undefined ? { subagentRunId: tag } : (inherited ?? {}));
}

export function toolCall(state: VerifyState, at: number, e: Ev): void {
  const id = e.toolCallId as string;
  const type = e.type as string;
  if (type === 'TOOL_CALL_START') return toolStart(state, at, e);
  if (type === 'TOOL_CALL_RESULT') {
    // Never an error in verifyEvents; it only records the minted tool message's owner.
    if (typeof e.messageId === 'string') state.owners.message.set(e.messageId, { subagentRunId: tagOf(e) });
    return;
  }
  const isEnd = type === 'TOOL_CALL_END';
  const started = state.startedToolCalls.get(id);
  const notOpen = isEnd
    ? started === undefined
      ? {
          code: 'agui-tool-end-without-start',
          title: `TOOL_CALL_END for ${id}, which never had a TOOL_CALL_START`,
          explanation:
            'MAF emits TOOL_CALL_END for a function_approval_request\'s call id even when no TOOL_CALL_START was ' +
            'sent (hosted MCP approvals), and for every function_result / MCP result whose call never started ' +
            '(spec maf-parser.md §6.3, §6.5).',
        }
      : {
          code: 'agui-tool-end-after-end',
          title: `TOOL_CALL_END for ${id}, which has already ended`,
          explanation:
            'A tool call can only be ended once. MAF ends every registered entry that never got an END at the end ' +
            'of the run, duplicates included, so a call whose START was re-emitted gets two ENDs (spec §6.4, §6.5).',
        }
    : {
        code: 'agui-tool-args-not-open',
        title: `TOOL_CALL_ARGS for ${id}, which is not open`,
        explanation: 'Arguments can only be streamed between TOOL_CALL_START and TOOL_CALL_END of the same id.',
      };
  const message = isEnd
    ? `Cannot send 'TOOL_CALL_END' event: No active tool call found with ID '${id}'. A 'TOOL_CALL_START' event must be sent first.`
    : `Cannot send 'TOOL_CALL_ARGS' event: No active tool call found with ID '${id}'. Start a tool call with 'TOOL_CALL_START' first.`;
  const related = started !== undefined ? [started] : [];
  const ok = continuation(state, at, e, state.activeToolCalls, state.owners.toolCall, 'tool call', id, {
    ...notOpen,
    message,
    related,
  });
  if (ok && isEnd) state.activeToolCalls.delete(id);
}

export function reasoning(state: VerifyState, at: number, e: Ev): void {
  const id = e.messageId as string;
  const type = e.type as string;
  const isSpan = type === 'REASONING_START' || type === 'REASONING_END';
  const open = isSpan ? state.activeReasoningSpans : state.activeReasoningMessages;
  if (type === 'REASONING_START' || type === 'REASONING_MESSAGE_START') {
    if (open.has(id)) {
      state.violation(at, {
        code: isSpan ? 'agui-reasoning-start-while-open' : 'agui-reasoning-message-start-while-open',
        title: `${type} for ${id} while it is still open`,
        explanation: 'A reasoning span or message id can only be reopened after it was closed.',
        message: isSpan
          ? `Cannot send 'REASONING_START' event: A reasoning span with ID '${id}' is already in progress. Complete it with 'REASONING_END' first.`
          : `Cannot send 'REASONING_MESSAGE_START' event: A reasoning message with ID '${id}' is already in progress. Complete it with 'REASONING_MESSAGE_END' first.`,
        related: [open.get(id) ?? at],
      });
      return;
    }
    const existing = state.owners.reasoning.get(id);
    const err = existing ? subagentTagError(type, tagOf(e), existing, 'reasoning message', id) : undefined;
    if (err) ownerMismatch(state, at, err, 'reasoning message', id);
    open.set(id, at);
    if (!existing) state.owners.reasoning.set(id, { subagentRunId: tagOf(e) });
    return;
  }
  const ok = continuation(state, at, e, open, state.owners.reasoning, 'reasoning message', id, {
    code: isSpan ? 'agui-reasoning-end-not-open' : 'agui-reasoning-message-not-open',
    title: `${type} for ${id}, which is not open`,
    explanation: isSpan
      ? 'REASONING_END must close a span opened by REASONING_START.'
      : 'Reasoning content and REASONING_MESSAGE_END need an open REASONING_MESSAGE_START of the same id.',
    message: isSpan
      ? `Cannot send 'REASONING_END' event: No active reasoning span found with ID '${id}'. A 'REASONING_START' event must be sent first.`
      : `Cannot send '${type}' event: No active reasoning message found with ID '${id}'. Start a reasoning message with 'REASONING_MESSAGE_START' first.`,
  });
  if (ok && (type === 'REASONING_END' || type === 'REASONING_MESSAGE_END')) open.delete(id);
}

export function encryptedValue(state: VerifyState, at: number, e: Ev): void {
  const id = e.entityId as string;
  const subtype = e.subtype;
  const owner =
    subtype === 'tool-call'
      ? state.owners.toolCall.get(id)
      : subtype === 'message'
        ? (state.owners.message.get(id) ?? state.owners.reasoning.get(id))
        : state.owners.reasoning.get(id);
  const kind = subtype === 'tool-call' ? 'tool call' : subtype === 'message' ? 'message' : 'reasoning message';
  const err = subagentTagError('REASONING_ENCRYPTED_VALUE', tagOf(e), owner, kind, id);
  if (err) ownerMismatch(state, at, err, kind, id);
}

export function activity(state: VerifyState, at: number, e: Ev): void {
  const id = e.messageId as string;
  if (e.type === 'ACTIVITY_SNAPSHOT') {
    if (!state.owners.activity.has(id) || e.replace !== false) {
      state.owners.activity.set(id, { subagentRunId: tagOf(e) });
    }
    return;
  }
  const err = subagentTagError('ACTIVITY_DELTA', tagOf(e), state.owners.activity.get(id), 'activity', id);
  if (err) ownerMismatch(state, at, err, 'activity', id);
}
