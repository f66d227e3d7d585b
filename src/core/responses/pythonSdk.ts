import { arr, isObject, obj, type Json } from '../util';

/**
 * Where openai-python 2.54 (the goldens' SDK) cannot construct a payload as its declared class.
 * It never fails: it silently falls back, so the parser still sees the right `type`. We surface
 * it because it explains misleading class names in MAF's logs (spec §12 D7, golden FORMAT.md).
 */
const EVENT_TYPES_MISSING_FROM_SDK = new Set([
  'response.shell_call_command.added',
  'response.shell_call_command.delta',
  'response.shell_call_command.done',
  'response.shell_call_output_content.delta',
  'response.shell_call_output_content.done',
  'response.apply_patch_call_operation_diff.delta',
  'response.apply_patch_call_operation_diff.done',
]);

const OUTPUT_PART_TYPES = new Set(['input_text', 'input_image', 'input_file']);

const EVENT_CLASSES: Record<string, string> = {
  'response.output_item.added': 'ResponseOutputItemAddedEvent',
  'response.output_item.done': 'ResponseOutputItemDoneEvent',
  'response.completed': 'ResponseCompletedEvent',
  'response.incomplete': 'ResponseIncompleteEvent',
  'response.failed': 'ResponseFailedEvent',
  'response.created': 'ResponseCreatedEvent',
  'response.in_progress': 'ResponseInProgressEvent',
};

/** A function_call_output list with any part the SDK does not know keeps every part as a plain dict. */
function unknownOutputParts(item: Json, path: string): string[] {
  if (item.type !== 'function_call_output') return [];
  const parts = arr(item.output);
  if (!parts || !parts.some((p) => isObject(p) && !OUTPUT_PART_TYPES.has(String(p.type)))) return [];
  return parts.map((p, i) => `${path}.output[${i}]: type '${String(obj(p)?.type)}' kept as a plain dict`);
}

export function pythonSdkConstruction(event: Json): { sdk_class: string; sdk_note: string } | undefined {
  const type = String(event.type);
  if (EVENT_TYPES_MISSING_FROM_SDK.has(type)) {
    return {
      sdk_class: 'ResponseAudioDeltaEvent',
      sdk_note: `event type '${type}' is not in openai-python's ResponseStreamEvent union; the SDK constructed fallback class ResponseAudioDeltaEvent with the payload's fields (event.type still reads '${type}')`,
    };
  }
  const notes: string[] = [];
  const item = obj(event.item);
  if (item) notes.push(...unknownOutputParts(item, 'item'));
  const output = arr(obj(event.response)?.output) ?? [];
  output.forEach((entry, i) => {
    if (isObject(entry)) notes.push(...unknownOutputParts(entry, `response.output[${i}]`));
  });
  if (notes.length === 0) return undefined;
  return {
    sdk_class: EVENT_CLASSES[type] ?? 'BaseModel',
    sdk_note: `nested objects the SDK could not construct as their declared type: ${notes.join('; ')}`,
  };
}
