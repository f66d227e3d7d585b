import { textContent } from '../content/make';
import type { ChatResponse, ChatUpdate, Content } from '../content/types';
import { arr, isObject, obj, str, type Json } from '../util';
import { responseCitation } from './annotations';
import { functionResultFromOutput } from './functionCallOutput';
import {
  approvalRequest,
  codeInterpreterContents,
  customToolCall,
  mcpServerToolCall,
  mcpServerToolResult,
  reasoningResponseContents,
  searchToolCall,
  searchToolResult,
  shellContents,
  SHELL_ITEM_TYPES,
  toolSearchCall,
} from './hostedItems';
import { functionCallContent, makeContent, usageContent } from '../content/make';
import { StepRecorder } from './recorder';
import { conversationId, createdAt, finishReason, mapResponsesUsage } from './responseFields';
import { sniffBase64MediaType } from './mediaTypes';
import type { ParseOptions } from './state';

const RULE = 'spec §2';

export interface ParsedResponseObject {
  /** The whole response as one update, so the AG-UI emitter can run over it like a stream. */
  update: ChatUpdate;
  response: ChatResponse;
  recorder: StepRecorder;
}

/** `_parse_response_from_openai`: a non-streaming Response → one assistant message (spec §2). */
export function parseResponseObject(responseJson: Json, wireIndex: number, opts: ParseOptions): ParsedResponseObject {
  const rec = new StepRecorder(wireIndex);
  (arr(responseJson.output) ?? []).forEach((item, position) => {
    if (isObject(item)) parseOutputItem(item, position, rec, opts);
  });
  const contents = [...rec.contents];
  const usage = obj(responseJson.usage);
  const usageDetails = usage ? mapResponsesUsage(usage) : null;
  const status = responseJson.status;
  const fields = {
    response_id: str(responseJson.id) ?? null,
    conversation_id: conversationId(responseJson, opts.store),
    model: str(responseJson.model) ?? null,
    created_at: createdAt(responseJson),
    finish_reason: finishReason(responseJson),
  };
  const response: ChatResponse = { messages: [{ role: 'assistant', contents }], ...fields };
  if (usageDetails) response.usage_details = usageDetails;
  if ((status === 'in_progress' || status === 'queued') && fields.response_id) response.continuation_token = { response_id: fields.response_id };
  const metadata = obj(responseJson.metadata);
  if (metadata && Object.keys(metadata).length > 0) response.additional_properties = { ...metadata };
  const update: ChatUpdate = { contents: usageDetails ? [...contents, usageContent(usageDetails)] : contents, role: 'assistant', ...fields };
  return { update, response, recorder: rec };
}

function parseOutputItem(item: Json, position: number, rec: StepRecorder, opts: ParseOptions): void {
  const type = String(item.type);
  const extra = { itemId: str(item.id), callId: str(item.call_id), outputIndex: position };
  const emitAll = (contents: Content[], summary: string) => contents.forEach((c) => rec.emit(c, summary, RULE, extra));
  switch (type) {
    case 'message':
      for (const part of (arr(item.content) ?? []).filter(isObject)) {
        if (part.type === 'output_text') {
          const annotations: Record<string, unknown>[] = [];
          for (const annotation of (arr(part.annotations) ?? []).filter(isObject)) {
            const { citation, unknownType } = responseCitation(annotation);
            if (citation) annotations.push(citation);
            else if (unknownType !== undefined) rec.log('Unparsed annotation type', annotation);
          }
          rec.emit(textContent(str(part.text) ?? '', {}, annotations.length ? annotations : undefined), 'Message text.', RULE, extra);
        } else if (part.type === 'refusal') {
          rec.emit(textContent(str(part.refusal) ?? ''), 'Refusal text (kept in non-streaming responses).', RULE, extra);
        }
      }
      return;
    case 'reasoning':
      return emitAll(reasoningResponseContents(item), 'Reasoning.');
    case 'code_interpreter_call':
      return emitAll(codeInterpreterContents(item), 'Hosted code interpreter.');
    case 'function_call':
      rec.emit(functionCallContent({
        call_id: str(item.call_id) ?? '', name: str(item.name) ?? '', arguments: item.arguments as string,
        additional_properties: { fc_id: item.id, ...(item.status !== undefined ? { status: item.status } : {}) },
      }), 'Function call: actionable, the framework must run it locally.', RULE, extra);
      return;
    case 'custom_tool_call':
    case 'tool_search_call':
      if (!opts.switches.informationalOnly) {
        rec.log(`Unparsed output of type: ${type}`, item);
        rec.decide('unparsed', `${type} is dropped before #6997.`, 'spec §8.1', extra);
        return;
      }
      rec.emit(type === 'custom_tool_call' ? customToolCall(item) : toolSearchCall(item), `${type} → informational function_call (#6997).`, RULE, extra);
      return;
    case 'web_search_call':
    case 'file_search_call':
      return emitAll([searchToolCall(item), searchToolResult(item)], `Hosted ${type}.`);
    case 'mcp_approval_request':
      return emitAll([approvalRequest(item)], 'Hosted MCP approval request.');
    case 'mcp_call':
      return emitAll(item.output === null || item.output === undefined ? [mcpServerToolCall(item)] : [mcpServerToolCall(item), mcpServerToolResult(item)], 'Hosted MCP call.');
    case 'image_generation_call': {
      const b64 = str(item.result);
      const mediaType = b64 ? sniffBase64MediaType(b64) ?? 'image/png' : undefined;
      const outputs = b64 ? makeContent('data', { uri: `data:${mediaType};base64,${b64}`, media_type: mediaType }) : null;
      return emitAll([makeContent('image_generation_tool_call', { image_id: item.id }), makeContent('image_generation_tool_result', { image_id: item.id, outputs })], 'Hosted image generation.');
    }
    case 'function_call_output':
      if (opts.switches.functionCallOutput) {
        const callId = str(item.call_id);
        if (!callId || !callId.trim()) {
          rec.log('Skipping function_call_output without a pairable call_id', item);
          rec.decide('rejected', 'function_call_output with a blank call_id: dropped.', 'spec §3.2 (#8078)', extra);
          return;
        }
        rec.emit(functionResultFromOutput(callId, item.output), `function_result for ${callId} from the provider.`, 'spec §3.2 (#8078)', extra);
        return;
      }
      rec.log('Unparsed output of type: function_call_output', item);
      rec.decide('unparsed', 'function_call_output is not parsed before #8078: the provider result is dropped.', 'spec §2, §3.1', extra);
      return;
    default:
      if (SHELL_ITEM_TYPES.has(type)) return emitAll(shellContents(item), `Shell item ${type}.`);
      rec.log(`Unparsed output of type: ${type}`, item);
      rec.decide('unparsed', `${type} is not handled: dropped with a debug log.`, RULE, extra);
  }
}
