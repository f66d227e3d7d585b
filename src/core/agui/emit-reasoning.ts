/**
 * `text_reasoning` → REASONING_* (spec maf-parser.md §6.3, §12 D3: real streams carry
 * `encrypted_content` on both `.added` and `.done`, giving two REASONING_ENCRYPTED_VALUE events and
 * the `.done` value in the snapshot).
 */
import type { Content, ContentRef } from '../content/types';
import type { EmitContext } from './emit-context';
import { event } from './flow';

/** REASONING_MESSAGE_END + REASONING_END for the open block, if any. */
export function closeReasoningBlock(ctx: EmitContext, causes: ContentRef[]): void {
  const id = ctx.flow.reasoningMessageId;
  if (!id) return;
  ctx.flow.reasoningMessageId = null;
  ctx.sink.emit(event('REASONING_MESSAGE_END', { messageId: id }), causes);
  ctx.sink.emit(event('REASONING_END', { messageId: id }), causes);
}

export function emitTextReasoning(content: Content, ref: ContentRef, ctx: EmitContext): void {
  const { flow, sink } = ctx;
  const text = typeof content.text === 'string' ? content.text : '';
  const protectedData = content.protected_data;
  const hasProtected = protectedData !== null && protectedData !== undefined;
  if (!text && !hasProtected) return;
  const id = (typeof content.id === 'string' && content.id) || flow.reasoningMessageId || ctx.newId();
  if (flow.reasoningMessageId !== id) {
    closeReasoningBlock(ctx, [ref]);
    sink.emit(event('REASONING_START', { messageId: id }), [ref]);
    sink.emit(event('REASONING_MESSAGE_START', { messageId: id, role: 'reasoning' }), [ref]);
    flow.reasoningMessageId = id;
  }
  if (text) sink.emit(event('REASONING_MESSAGE_CONTENT', { messageId: id, delta: text }), [ref]);
  if (hasProtected) {
    sink.emit(
      event('REASONING_ENCRYPTED_VALUE', { subtype: 'message', entityId: id, encryptedValue: protectedData }),
      [ref],
    );
  }
  // Accumulated per id for MESSAGES_SNAPSHOT; the last encrypted value wins.
  let entry = flow.reasoningMessages.find((e) => e.id === id);
  if (!entry) {
    entry = { id, content: '' };
    flow.reasoningMessages.push(entry);
    flow.segments.push({ kind: 'reasoning', id });
  }
  entry.content += text;
  if (hasProtected) entry.encryptedValue = String(protectedData);
}
