import { makeContent, textContent } from '../content/make';
import type { Content } from '../content/types';
import { isObject, str, type Json } from '../util';
import { dataUriMediaType, extensionMediaType, sniffBase64MediaType } from './mediaTypes';
import type { StepRecorder } from './recorder';

const RULE_LEGACY = 'spec §3.1 (snapshot 5eb3eb745: function_call_output is not parsed)';
const RULE_FIXED = 'spec §3.2 (#8078)';

/**
 * The one handler #8078 routes both `output_item.added` and `.done` through (spec §3.2), in rule
 * order: in_progress deferral, dedup by item id (per-stream seen set), call_id gate, emit.
 */
export function handleFunctionCallOutput(item: Json, recorder: StepRecorder, seenItemIds: Set<string>): void {
  const itemId = str(item.id);
  const callId = str(item.call_id);
  const extra = { itemId, callId };
  if (item.status === 'in_progress') {
    recorder.decide('deferred', `function_call_output ${itemId ?? ''} is in_progress: its output may be partial, so the parser waits for output_item.done and does not claim the item id yet.`, RULE_FIXED, extra);
    return;
  }
  if (itemId && seenItemIds.has(itemId)) {
    recorder.decide('duplicate', `function_call_output ${itemId} was already emitted (services send the item on both .added and .done): skipped.`, RULE_FIXED, extra);
    return;
  }
  if (!callId || callId.trim() === '') {
    recorder.log('Skipping function_call_output without a pairable call_id', item);
    recorder.decide('rejected', `function_call_output ${itemId ?? ''} has a blank call_id (${JSON.stringify(item.call_id ?? null)}): a result that cannot pair with a call is dropped.`, RULE_FIXED, extra);
    return;
  }
  if (itemId) seenItemIds.add(itemId);
  recorder.emit(functionResultFromOutput(callId, item.output), `function_result for ${callId} from the provider's function_call_output.`, RULE_FIXED, extra);
}

/** Legacy (snapshot) behaviour: `.added` logged as unparsed, `.done` dropped silently. */
export function legacyFunctionCallOutput(phase: 'added' | 'done', event: Json, item: Json, recorder: StepRecorder): void {
  const extra = { itemId: str(item.id), callId: str(item.call_id) };
  if (phase === 'added') {
    recorder.unparsed('response.output_item.added', event, RULE_LEGACY, extra,
      `function_call_output for ${extra.callId ?? '?'} is not parsed before #8078: the provider's tool result is dropped (debug log only).`);
  } else {
    recorder.decide('dropped', `function_call_output for ${extra.callId ?? '?'} on output_item.done is dropped silently before #8078: the call will look unanswered.`, RULE_LEGACY, extra);
  }
}

/** `Content.from_function_result(call_id, result=<parsed output>)` with #8078's output parsing. */
export function functionResultFromOutput(callId: string, output: unknown): Content {
  if (typeof output === 'string') {
    return makeContent('function_result', { call_id: callId, result: output, items: [textContent(output)] });
  }
  if (Array.isArray(output)) {
    const items = output.map(outputPartContent);
    // The result text is the newline-join of the text items only (spec §3.2).
    const result = items.filter((c) => c.type === 'text').map((c) => String(c.text)).join('\n');
    return makeContent('function_result', { call_id: callId, result, items });
  }
  return makeContent('function_result', { call_id: callId, result: output === undefined || output === null ? '' : JSON.stringify(output) });
}

function outputPartContent(part: unknown): Content {
  if (!isObject(part)) return textContent(JSON.stringify(part));
  const declared = { openai_content_type: part.type };
  if (part.type === 'input_text' && typeof part.text === 'string') return textContent(part.text);
  const fileId = str(part.file_id);
  if ((part.type === 'input_image' || part.type === 'input_file') && fileId) {
    return makeContent('hosted_file', { file_id: fileId }, declared);
  }
  const url = part.type === 'input_image' ? str(part.image_url) : part.type === 'input_file' ? str(part.file_url) : undefined;
  if (url) {
    const ap: Record<string, unknown> = { ...declared };
    if (part.detail !== undefined) ap.detail = part.detail;
    return makeContent('uri', { uri: url, media_type: dataUriMediaType(url) ?? extensionMediaType(url) }, ap);
  }
  const fileData = part.type === 'input_file' ? str(part.file_data) : undefined;
  if (fileData) {
    const filename = str(part.filename);
    const base64 = fileData.startsWith('data:') ? fileData.slice(fileData.indexOf(',') + 1) : fileData;
    const mediaType = dataUriMediaType(fileData) ?? (filename ? extensionMediaType(filename) : undefined) ?? sniffBase64MediaType(base64);
    const uri = fileData.startsWith('data:') ? fileData : `data:${mediaType ?? 'application/octet-stream'};base64,${fileData}`;
    const ap: Record<string, unknown> = { ...declared };
    if (filename) ap.filename = filename;
    return makeContent('data', { uri, media_type: mediaType }, ap);
  }
  // Unrecognised parts degrade to JSON text rather than being dropped (spec §3.2).
  return textContent(JSON.stringify(part));
}
