/**
 * `text` and the tool-only pre-open (spec maf-parser.md §6.2, §6.3 `text` row).
 */
import type { Content, ContentRef } from '../content/types';
import { event, type Segment } from './flow';
import type { EmitContext } from './emit-context';

/** §6.2: an update with a `function_call` and no non-empty `text` is "tool-only". */
export function isToolOnlyUpdate(contents: Content[]): boolean {
  const hasToolCall = contents.some((c) => c.type === 'function_call');
  const hasText = contents.some((c) => c.type === 'text' && typeof c.text === 'string' && c.text !== '');
  return hasToolCall && !hasText;
}

/**
 * Pre-opens a text message so the update's tool calls have a parent. Only `function_call`
 * counts: MCP calls, approvals and results do not pre-open (their START has no parent).
 * Note it does not reset the accumulated text (upstream does not either).
 */
export function preOpenForToolOnlyUpdate(contents: Content[], wireIndex: number, ctx: EmitContext): void {
  const { flow } = ctx;
  if (flow.messageId || !isToolOnlyUpdate(contents)) return;
  flow.messageId = ctx.newId();
  const causes: ContentRef[] = [];
  contents.forEach((c, contentIndex) => {
    if (c.type === 'function_call') causes.push({ wireIndex, contentIndex });
  });
  ctx.sink.emit(event('TEXT_MESSAGE_START', { messageId: flow.messageId, role: 'assistant' }), causes);
}

export function emitText(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  const text = typeof content.text === 'string' ? content.text : '';
  // skip_text (structured response_format) is never set for the agent we reproduce.
  if (!text || flow.waitingForApproval) return;
  if (!flow.messageId) {
    flow.messageId = ctx.newId();
    flow.accumulatedText = '';
    sink.emit(event('TEXT_MESSAGE_START', { messageId: flow.messageId, role: 'assistant' }), [ref]);
  } else if (flow.accumulatedText && text === flow.accumulatedText) {
    // Full-message replay guard: a chunk equal to everything streamed so far is not re-sent.
    sink.suppressed.push({ ref, reason: 'text-replay-guard', targetId: flow.messageId });
    return;
  }
  sink.emit(event('TEXT_MESSAGE_CONTENT', { messageId: flow.messageId, delta: text }), [ref]);
  flow.accumulatedText += text;
  // A pre-opened (tool-only) message gets its text segment only when text first arrives, so the
  // snapshot lists it after the tool group it parented (§12 D5).
  const segment = textSegmentFor(flow.segments, flow.messageId);
  segment.text += text;
}

type TextSegment = Extract<Segment, { kind: 'text' }>;

function textSegmentFor(segments: Segment[], messageId: string): TextSegment {
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i];
    if (s.kind === 'text' && s.messageId === messageId) return s;
  }
  const created: TextSegment = { kind: 'text', messageId, text: '' };
  segments.push(created);
  return created;
}
