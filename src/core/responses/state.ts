/** Per-stream parser state (spec §1), created fresh for each model call. */
export interface ResponsesStreamState {
  /** output_index → (call_id, name), filled by output_item.added for function_call. */
  functionCallIds: Map<number, { callId: string; name: string }>;
  /** Reasoning item ids that had at least one delta (the `.done` fallback is skipped for them). */
  seenReasoningDeltaItemIds: Set<string>;
  /** #8078: function_call_output item ids already emitted (dedup across .added/.done). */
  emittedFunctionCallOutputIds: Set<string>;
  /** Inspector-only: output indices whose arguments streamed as deltas (to explain losses at .done). */
  outputIndicesWithArgumentDeltas: Set<number>;
}

export function newResponsesStreamState(): ResponsesStreamState {
  return { functionCallIds: new Map(), seenReasoningDeltaItemIds: new Set(), emittedFunctionCallOutputIds: new Set(), outputIndicesWithArgumentDeltas: new Set() };
}

export interface ParseOptions {
  /** The client's configured model, reported on non-terminal updates (goldens: "client-model"). */
  clientModel: string;
  /** The request's `store` option; `false` makes conversation_id null (spec §1.3). */
  store?: boolean;
  switches: import('../profiles').ParserSwitches;
}
