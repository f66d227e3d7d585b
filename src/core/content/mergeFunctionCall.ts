import type { FunctionCallContent } from './types';

/** Raised when two chunks carry different call_ids (MAF's ContentError): the caller appends instead. */
export class CallIdMismatch extends Error {}

/** Raised for string + dict arguments: MAF's aggregator does not catch it, so from_updates fails (spec §5.3). */
export class ArgumentTypeClash extends TypeError {}

function isEmptyArgs(args: unknown): boolean {
  if (args === undefined || args === null || args === '') return true;
  return typeof args === 'object' && Object.keys(args as object).length === 0;
}

function mergeArguments(existing: FunctionCallContent['arguments'], incoming: FunctionCallContent['arguments']): FunctionCallContent['arguments'] {
  if (isEmptyArgs(existing)) return incoming;
  if (isEmptyArgs(incoming)) return existing;
  if (typeof existing === 'string' && typeof incoming === 'string') return existing + incoming;
  if (typeof existing === 'object' && typeof incoming === 'object') return { ...existing, ...incoming };
  const kind = (v: unknown) => (typeof v === 'string' ? 'str' : 'dict');
  throw new ArgumentTypeClash(`unsupported operand type(s) for +: '${kind(existing)}' and '${kind(incoming)}'`);
}

/**
 * `_add_function_call_content` (spec §5.3): pairwise merge of two function_call chunks.
 * Throws CallIdMismatch when the incoming chunk names another call, ArgumentTypeClash on str+dict.
 */
export function mergeFunctionCall(existing: FunctionCallContent, incoming: FunctionCallContent): FunctionCallContent {
  if (incoming.call_id && incoming.call_id !== existing.call_id) {
    throw new CallIdMismatch('Cannot add function calls with different call_ids');
  }
  const merged: FunctionCallContent = {
    ...existing,
    type: 'function_call',
    call_id: existing.call_id || incoming.call_id,
    name: existing.name || incoming.name,
    // Incoming first, then existing overrides: the existing chunk wins on clashes.
    additional_properties: { ...incoming.additional_properties, ...existing.additional_properties },
  };
  const args = mergeArguments(existing.arguments, incoming.arguments);
  if (args === undefined || args === null) delete merged.arguments;
  else merged.arguments = args;
  if (existing.informational_only || incoming.informational_only) merged.informational_only = true;
  return merged;
}
