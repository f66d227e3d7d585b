import type { ContentRef } from '../content/types';
import type { Decision, DecisionKind } from '../decisions';
import type { DecisionChip } from './types';

/** Problems first, then what happened, then bookkeeping: the order a user scans a row in. */
const KIND_ORDER: DecisionKind[] = [
  'error',
  'rejected',
  'dropped',
  'duplicate',
  'unparsed',
  'deferred',
  'merged',
  'emitted',
  'appended',
  'recorded',
  'ignored',
];

export type CallIdOfContent = (ref: ContentRef) => string | undefined;

/** The words on a chip: the decision kind, made specific where the kind alone says too little. */
export function chipLabel(decision: Decision, callIdOf: CallIdOfContent): string {
  switch (decision.kind) {
    case 'deferred':
      return 'deferred (in_progress)';
    case 'duplicate':
      return 'duplicate item id';
    case 'rejected':
      return decision.callId !== undefined && decision.callId.trim() === '' ? 'rejected: blank call_id' : 'rejected';
    case 'merged': {
      const target = decision.target ? callIdOf(decision.target) || decision.callId : decision.callId;
      return target ? `merged into ${target}` : 'merged';
    }
    default:
      return decision.kind;
  }
}

/** A tooltip lists a few distinct summaries, not 5,000 "Chunk n merged …" lines. */
const MAX_SUMMARIES = 4;

export function toChips(decisions: Decision[], callIdOf: CallIdOfContent): DecisionChip[] {
  const byLabel = new Map<string, { chip: DecisionChip; wires: Set<number> }>();
  for (const decision of decisions) {
    const label = chipLabel(decision, callIdOf);
    let entry = byLabel.get(label);
    if (!entry) {
      entry = { chip: { kind: decision.kind, label, count: 0, wireIndices: [], summaries: [] }, wires: new Set() };
      byLabel.set(label, entry);
    }
    const { chip, wires } = entry;
    chip.count += 1;
    if (decision.wireIndex !== null && !wires.has(decision.wireIndex)) {
      wires.add(decision.wireIndex);
      chip.wireIndices.push(decision.wireIndex);
    }
    if (chip.summaries.length < MAX_SUMMARIES && !chip.summaries.includes(decision.summary)) chip.summaries.push(decision.summary);
  }
  const rank = (kind: DecisionKind) => {
    const at = KIND_ORDER.indexOf(kind);
    return at < 0 ? KIND_ORDER.length : at;
  };
  return [...byLabel.values()].map((entry) => entry.chip).sort((a, b) => rank(a.kind) - rank(b.kind));
}
