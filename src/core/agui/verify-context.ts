/**
 * Builds the verifier's view of the wire: which calls the provider declared and which it answered
 * itself (function_call_output items, mcp_call items with output). Pure: takes decoded payloads.
 */
import type { VerifyContext } from './types';

/** What buildVerifyContext needs from a decoded wire event (a `WireEvent` fits). */
export interface WirePayload {
  index: number;
  json?: unknown;
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function nonBlank(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** MAF's call id for a Responses output item (the AG-UI toolCallId it would get). */
function callIdOf(item: Obj): string | null {
  switch (item.type) {
    case 'function_call':
    case 'custom_tool_call':
    case 'function_call_output':
      return nonBlank(item.call_id);
    case 'mcp_call':
    case 'tool_search_call':
      return nonBlank(item.id) ?? nonBlank(item.call_id);
    default:
      return null;
  }
}

function hasOutput(item: Obj): boolean {
  const out = item.output;
  return out !== null && out !== undefined && out !== '' && !(Array.isArray(out) && out.length === 0);
}

function add(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key) ?? [];
  if (!list.includes(index)) list.push(index);
  map.set(key, list);
}

/**
 * Streamed items (`response.output_item.added/.done`) are the primary source; output items of a
 * terminal / whole response object count only for calls no streamed item mentioned.
 */
export function buildVerifyContext(events: WirePayload[], runError?: string): VerifyContext {
  const providerOutputs = new Map<string, number[]>();
  const providerOutputTypes = new Map<string, string>();
  const callWireIndices = new Map<string, number[]>();
  const terminal: Array<{ index: number; item: Obj }> = [];

  const visit = (index: number, item: Obj, into: { outputs: Map<string, number[]>; calls: Map<string, number[]> }) => {
    const id = callIdOf(item);
    if (!id) return;
    if (item.type === 'function_call_output' || (item.type === 'mcp_call' && hasOutput(item))) {
      add(into.outputs, id, index);
      providerOutputTypes.set(id, String(item.type));
    }
    if (item.type !== 'function_call_output') add(into.calls, id, index);
  };

  for (const event of events) {
    const p = event.json;
    if (!isObj(p)) continue;
    if ((p.type === 'response.output_item.added' || p.type === 'response.output_item.done') && isObj(p.item)) {
      visit(event.index, p.item, { outputs: providerOutputs, calls: callWireIndices });
      continue;
    }
    const response = isObj(p.response) ? p.response : p.object === 'response' ? p : null;
    if (response && Array.isArray(response.output)) {
      for (const item of response.output) if (isObj(item)) terminal.push({ index: event.index, item });
    }
  }
  const lateOutputs = new Map<string, number[]>();
  const lateCalls = new Map<string, number[]>();
  for (const { index, item } of terminal) visit(index, item, { outputs: lateOutputs, calls: lateCalls });
  for (const [id, list] of lateOutputs) if (!providerOutputs.has(id)) providerOutputs.set(id, list);
  for (const [id, list] of lateCalls) if (!callWireIndices.has(id)) callWireIndices.set(id, list);

  return { providerOutputs, providerOutputTypes, callWireIndices, runError };
}
