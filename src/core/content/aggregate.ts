import type { Decision, LogRecord } from '../decisions';
import { finalizeMessageContents } from './finalize';
import { ArgumentTypeClash, CallIdMismatch, mergeFunctionCall } from './mergeFunctionCall';
import type { ChatMessage, ChatResponse, ChatUpdate, Content, ContentRef, FunctionCallContent } from './types';

export interface AggregationInput {
  wireIndex: number;
  update: ChatUpdate;
}

export interface AggregationResult {
  response: ChatResponse | null;
  error?: string;
  decisions: Decision[];
  logs: LogRecord[];
  /** For each message, for each Content: the parse-step Content(s) it was built from. */
  sources: ContentRef[][][];
}

interface WorkingMessage {
  message: ChatMessage;
  sources: ContentRef[][];
}

const RULE_LEGACY = 'spec §5.3 (legacy placement: merge into the trailing content only)';
const RULE_CALL_ID = 'spec §5.3 (#8337: merge into the newest call with the same call_id)';

/**
 * `ChatResponse.from_updates` (spec §5): message boundaries, usage summing, function_call merging
 * (legacy trailing-item rule, or #8337's call_id rule), update fields, then finalization (§5.4).
 * Every merge is recorded as a decision; a str+dict argument clash is returned as `error`, never thrown.
 */
export function aggregateUpdates(inputs: AggregationInput[], options: { callIdMerge: boolean }): AggregationResult {
  const decisions: Decision[] = [];
  const logs: LogRecord[] = [];
  const messages: WorkingMessage[] = [];
  const response: ChatResponse = { messages: [] };
  let usage: Record<string, number> | null = null;
  let additional: Record<string, unknown> | undefined;

  try {
    for (const { wireIndex, update } of inputs) {
      let current = messages[messages.length - 1];
      const last = current?.message;
      const newMessage = !last
        || (Boolean(update.message_id) && Boolean(last.message_id) && update.message_id !== last.message_id)
        || update.role !== last.role;
      if (newMessage) {
        current = { message: { role: update.role, contents: [], message_id: update.message_id ?? null, author_name: update.author_name ?? null }, sources: [] };
        messages.push(current);
      }
      update.contents.forEach((content, contentIndex) => {
        const ref = { wireIndex, contentIndex };
        if (content.type === 'usage') {
          usage = addUsage(usage, content.usage_details as Record<string, number>);
          return;
        }
        if (content.type === 'function_call') {
          placeFunctionCall(current, content as FunctionCallContent, ref, options.callIdMerge, decisions, logs);
          return;
        }
        current.message.contents.push(content);
        current.sources.push([ref]);
      });
      for (const key of ['response_id', 'created_at', 'conversation_id', 'finish_reason', 'model'] as const) {
        if (update[key] !== undefined && update[key] !== null) response[key] = update[key];
      }
      if (update.additional_properties) additional = { ...additional, ...update.additional_properties };
      // spec §5.2: continuation_token is always overwritten, so it ends null after a completed event.
      response.continuation_token = update.continuation_token ?? null;
    }
  } catch (error) {
    if (error instanceof ArgumentTypeClash) {
      return { response: null, error: `TypeError: ${error.message}`, decisions, logs, sources: [] };
    }
    throw error;
  }

  const sources: ContentRef[][][] = [];
  for (const working of messages) {
    const finalized = finalizeMessageContents({ contents: working.message.contents, sources: working.sources });
    response.messages.push({ ...working.message, contents: finalized.contents });
    sources.push(finalized.sources);
  }
  // spec §12 D6: from_updates always yields one assistant message, even with no contents.
  if (response.messages.length === 0) {
    response.messages.push({ role: 'assistant', contents: [] });
    sources.push([]);
  }
  if (usage) response.usage_details = usage;
  if (additional) response.additional_properties = additional;
  return { response, decisions, logs, sources };
}

function addUsage(total: Record<string, number> | null, details: Record<string, number>): Record<string, number> {
  const sum = { ...(total ?? {}) };
  for (const [key, value] of Object.entries(details ?? {})) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

function describe(content: Content): string {
  return content.type === 'function_call' ? `call ${(content as FunctionCallContent).call_id || '(no call_id)'}` : content.type;
}

function placeFunctionCall(
  current: WorkingMessage,
  chunk: FunctionCallContent,
  ref: ContentRef,
  callIdMerge: boolean,
  decisions: Decision[],
  logs: LogRecord[],
): void {
  const contents = current.message.contents;
  const append = (summary: string, rule: string) => {
    contents.push(chunk);
    current.sources.push([ref]);
    decisions.push({ kind: 'appended', wireIndex: ref.wireIndex, summary, rule, callId: chunk.call_id || undefined, contents: [ref] });
  };
  const tryMerge = (at: number, rule: string): boolean => {
    try {
      const target = contents[at] as FunctionCallContent;
      contents[at] = mergeFunctionCall(target, chunk);
      const into = current.sources[at][0];
      current.sources[at].push(ref);
      decisions.push({
        kind: 'merged', wireIndex: ref.wireIndex, rule, callId: (contents[at] as FunctionCallContent).call_id || undefined,
        summary: `Chunk ${ref.wireIndex} merged into ${describe(contents[at])} (first seen at event ${into.wireIndex}).`,
        contents: [ref], target: into,
      });
      return true;
    } catch (error) {
      if (!(error instanceof CallIdMismatch)) throw error;
      logs.push({ index: null, phase: 'finalize', level: 'debug', logger: 'agent_framework', summary: error.message, message: error.message });
      return false;
    }
  };

  if (callIdMerge && chunk.call_id) {
    for (let at = contents.length - 1; at >= 0; at--) {
      const candidate = contents[at];
      if (candidate.type !== 'function_call' || (candidate as FunctionCallContent).call_id !== chunk.call_id) continue;
      if (tryMerge(at, RULE_CALL_ID)) return;
      append(`Chunk ${ref.wireIndex} appended: merging into ${describe(candidate)} failed.`, RULE_CALL_ID);
      return;
    }
    append(`Chunk ${ref.wireIndex} appended as a new call ${chunk.call_id}: no earlier call has that call_id.`, RULE_CALL_ID);
    return;
  }
  const trailing = contents[contents.length - 1];
  const rule = callIdMerge ? RULE_CALL_ID : RULE_LEGACY;
  if (!trailing) return append(`Chunk ${ref.wireIndex} appended: first content of the message.`, rule);
  if (trailing.type !== 'function_call') return append(`Chunk ${ref.wireIndex} appended: the trailing content is ${trailing.type}, not a function_call.`, rule);
  if (tryMerge(contents.length - 1, rule)) return;
  append(`Chunk ${ref.wireIndex} appended as a new call: its call_id ${chunk.call_id} differs from the trailing ${describe(trailing)} ("Cannot add function calls with different call_ids").`, rule);
}
