import { makeContent, functionCallContent, textContent, usageContent } from '../content/make';
import type { ChatUpdate } from '../content/types';
import { arr, firstTruthy, num, obj, str, type Json } from '../util';
import { streamingCitation } from './annotations';
import { onOutputItemAdded, onOutputItemDone } from './outputItems';
import { StepRecorder } from './recorder';
import { conversationId, createdAt, finishReason, mapResponsesUsage } from './responseFields';
import { sniffBase64MediaType } from './mediaTypes';
import type { ParseOptions, ResponsesStreamState } from './state';

const RULE = 'spec §1.1';

/** Event types MAF ignores on purpose, without a log (spec §1.1). */
const SILENT_PREFIXES = ['response.web_search_call.', 'response.file_search_call.', 'response.azure_ai_search_call_output.'];

export interface ParsedEvent {
  update: ChatUpdate;
  recorder: StepRecorder;
}

/**
 * `_parse_chunk_from_openai`: one Responses stream event → one ChatResponseUpdate (often with no
 * contents), plus the decisions and logs that explain it.
 */
export function parseResponsesEvent(event: Json, wireIndex: number, state: ResponsesStreamState, opts: ParseOptions): ParsedEvent {
  const rec = new StepRecorder(wireIndex);
  const update: ChatUpdate = { contents: rec.contents, role: 'assistant', model: opts.clientModel };
  const type = String(event.type);
  const itemId = str(event.item_id);
  const outputIndex = num(event.output_index);
  const extra = { itemId, outputIndex };

  switch (type) {
    case 'response.created':
    case 'response.in_progress': {
      const response = obj(event.response) ?? {};
      update.response_id = str(response.id) ?? null;
      update.conversation_id = conversationId(response, opts.store);
      const resumable = type === 'response.in_progress' || response.status === 'in_progress' || response.status === 'queued';
      if (resumable && update.response_id) update.continuation_token = { response_id: update.response_id };
      rec.decide('recorded', `Response ${update.response_id ?? '?'} ${type === 'response.created' ? 'created' : 'in progress'}: ids recorded${update.continuation_token ? ', continuation token set' : ''}.`, RULE);
      break;
    }
    case 'response.completed':
    case 'response.incomplete':
    case 'response.failed': {
      const response = obj(event.response) ?? {};
      update.response_id = str(response.id) ?? null;
      update.conversation_id = conversationId(response, opts.store);
      update.model = str(response.model) ?? null;
      update.created_at = createdAt(response);
      update.finish_reason = finishReason(response);
      const usage = obj(response.usage);
      if (usage) rec.emit(usageContent(mapResponsesUsage(usage)), 'Token usage of the whole response.', 'spec §1.1, §1.6');
      rec.decide('recorded', terminalSummary(type, update.finish_reason ?? null), 'spec §1.1, §1.4');
      break;
    }
    case 'response.output_text.delta': {
      rec.emit(textContent(str(event.delta) ?? ''), 'Text delta.', RULE, extra);
      const logprobs = arr(event.logprobs);
      if (logprobs && logprobs.length > 0) update.additional_properties = { logprobs };
      break;
    }
    case 'response.content_part.added': {
      const part = obj(event.part) ?? {};
      if (part.type === 'output_text') rec.emit(textContent(str(part.text) ?? ''), 'Text part opened (usually empty text).', RULE, extra);
      else if (part.type === 'refusal') rec.emit(textContent(str(part.refusal) ?? ''), 'Refusal part opened: its streamed text will be lost (refusal.delta is not parsed).', 'spec §1.1, §11.3', extra);
      else rec.decide('ignored', `Content part of type ${String(part.type)}: nothing emitted.`, RULE, extra);
      break;
    }
    case 'response.output_text.annotation.added': {
      const annotation = obj(event.annotation) ?? {};
      const { citation, unknownType } = streamingCitation(annotation, num(event.annotation_index));
      if (citation) rec.emit(textContent('', {}, [citation]), `Citation (${String(annotation.type)}) as an empty text carrying one annotation.`, 'spec §1.5', extra);
      else if (unknownType !== undefined) {
        rec.log('Unparsed annotation type in streaming', event);
        rec.decide('unparsed', `Annotation type ${unknownType} is not handled: dropped with a debug log.`, 'spec §1.5', extra);
      } else rec.decide('dropped', `Annotation ${String(annotation.type)} lacks its required file_id/url: dropped.`, 'spec §1.5', extra);
      break;
    }
    case 'response.function_call_arguments.delta': {
      const call = outputIndex !== undefined ? state.functionCallIds.get(outputIndex) : undefined;
      if (!call) {
        rec.decide('dropped', `Argument delta for output_index ${outputIndex ?? '?'}, which no function_call output_item.added announced: dropped silently.`, 'spec §1.1, §9.7', extra);
        break;
      }
      state.outputIndicesWithArgumentDeltas.add(outputIndex as number);
      const content = functionCallContent({ call_id: call.callId, name: call.name, arguments: str(event.delta) ?? '', additional_properties: { output_index: outputIndex, fc_id: event.item_id } });
      rec.emit(content, `Argument chunk for ${call.callId} (${call.name}); every chunk carries call_id and name.`, RULE, { ...extra, callId: call.callId });
      break;
    }
    case 'response.reasoning_text.delta':
    case 'response.reasoning_summary_text.delta': {
      const reasoningText = type === 'response.reasoning_text.delta';
      if (itemId !== undefined) state.seenReasoningDeltaItemIds.add(itemId);
      rec.emit(makeContent('text_reasoning', { id: event.item_id, text: str(event.delta) ?? '' }, reasoningText ? { reasoning_text: true } : {}),
        reasoningText ? 'Reasoning text delta.' : 'Reasoning summary delta.', RULE, extra);
      break;
    }
    case 'response.reasoning_text.done':
    case 'response.reasoning_summary_text.done': {
      const reasoningText = type === 'response.reasoning_text.done';
      if (itemId !== undefined && state.seenReasoningDeltaItemIds.has(itemId)) {
        rec.decide('ignored', 'Full reasoning text skipped: deltas for this item were already emitted (no duplicate).', RULE, extra);
        break;
      }
      rec.emit(makeContent('text_reasoning', { id: event.item_id, text: str(event.text) ?? '' }, reasoningText ? { reasoning_text: true } : {}),
        'Full reasoning text emitted: no delta was seen for this item (fallback).', RULE, extra);
      break;
    }
    case 'response.code_interpreter_call_code.delta':
    case 'response.code_interpreter_call_code.done': {
      const ap = { output_index: event.output_index, sequence_number: event.sequence_number, item_id: event.item_id };
      const text = str(type.endsWith('.delta') ? event.delta : event.code) ?? '';
      const callId = String(firstTruthy(str(event.call_id), str(event.id), itemId) ?? '');
      rec.emit(makeContent('code_interpreter_tool_call', { call_id: callId, inputs: [textContent(text, { ...ap })] }, ap),
        type.endsWith('.delta') ? 'Code interpreter code delta.' : 'Full code (always emitted; aggregation replaces the deltas with it).', RULE, { ...extra, callId });
      break;
    }
    case 'response.image_generation_call.partial_image': {
      const b64 = str(event.partial_image_b64) ?? '';
      const mediaType = sniffBase64MediaType(b64) ?? 'image/png';
      const ap = { partial_image_index: event.partial_image_index, is_partial_image: true };
      rec.emit(makeContent('image_generation_tool_call', { image_id: event.item_id }), 'Image generation call.', RULE, extra);
      rec.emit(makeContent('image_generation_tool_result', { image_id: event.item_id, outputs: makeContent('data', { uri: `data:${mediaType};base64,${b64}`, media_type: mediaType }, ap) }),
        'Partial generated image.', RULE, extra);
      break;
    }
    case 'response.refusal.delta':
      if (opts.switches.streamedRefusal) {
        rec.emit(textContent(str(event.delta) ?? ''), 'Refusal delta kept as text (proposed).', 'proposed: spec §11.3', extra);
        break;
      }
      rec.unparsed(type, event, RULE, extra, unparsedWhy(type));
      break;
    case 'response.output_item.added':
    case 'response.output_item.done': {
      const item = obj(event.item);
      if (!item) {
        rec.unparsed(type, event, RULE, extra, `${type} without an item: dropped with a debug log.`);
        break;
      }
      if (type === 'response.output_item.added') onOutputItemAdded(event, item, rec, state, opts);
      else onOutputItemDone(event, item, rec, state, opts);
      break;
    }
    default:
      if (SILENT_PREFIXES.some((prefix) => type.startsWith(prefix))) {
        rec.decide('ignored', `${type}: progress event, ignored on purpose (no log).`, RULE, extra);
      } else {
        rec.unparsed(type, event, RULE, extra, unparsedWhy(type));
      }
  }
  return { update, recorder: rec };
}

function terminalSummary(type: string, finish: string | null): string {
  const base = `${type}: model, created_at and finish_reason (${finish ?? 'null'}) taken from the terminal response.`;
  return type === 'response.failed' ? `${base} No error Content is produced for a failed response (spec §11.2).` : base;
}

function unparsedWhy(type: string): string {
  if (type === 'response.output_text.done' || type === 'response.content_part.done' || type === 'response.function_call_arguments.done') {
    return `${type} repeats what the deltas carried: dropped (debug log), which prevents duplication.`;
  }
  if (type.startsWith('response.refusal.')) return `${type}: streamed refusal text is not parsed and is lost (spec §11.3).`;
  if (type === 'error') return 'Stream-level error event: not parsed, no error Content, no RUN_ERROR (spec §11.2).';
  if (type.startsWith('response.mcp_call_arguments.')) {
    return `${type}: the hosted MCP call's arguments stream only here and on the .done item, which the parser does not read for them, so the call keeps arguments "" (spec §12 D2).`;
  }
  if (type.startsWith('response.custom_tool_call_input.')) return `${type}: the custom tool input is read from the output_item.done item instead (debug log).`;
  if (type === 'response.queued') return 'response.queued has no handler: no continuation token is set for it (debug log).';
  return `${type} has no handler: dropped with a debug log.`;
}
