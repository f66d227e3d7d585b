import type { ContentRef } from '../content/types';
import type { Json } from '../util';
import type { OutputItem } from './types';

/** An item while its events are being collected: what the collectors fill in, before roles and chips. */
export type ItemDraft = Omit<OutputItem, 'role' | 'chips'> & {
  /** The latest full item payload seen (Responses `item`), for classification. */
  item?: Json;
  /** Chat Completions: a custom tool call (dropped by the parser). */
  custom?: boolean;
};

export function newDraft(key: string, turn: number, fields: Partial<ItemDraft> = {}): ItemDraft {
  return {
    key,
    turn,
    outputIndex: null,
    id: null,
    type: 'unknown',
    callId: null,
    name: null,
    status: null,
    snapshotAt: null,
    lifecycle: { addedAt: null, deltaIndices: [], doneAt: null, repeatedAdded: [], repeatedDone: [] },
    wireIndices: [],
    contents: [],
    decisions: [],
    ...fields,
  };
}

/** Adds a wire event to the item once (a chunk can touch an item several times). */
export function addWire(draft: ItemDraft, wireIndex: number): void {
  if (draft.wireIndices[draft.wireIndices.length - 1] !== wireIndex) draft.wireIndices.push(wireIndex);
}

export function markAdded(draft: ItemDraft, wireIndex: number): void {
  if (draft.lifecycle.addedAt === null) draft.lifecycle.addedAt = wireIndex;
  else draft.lifecycle.repeatedAdded.push(wireIndex);
}

export function markDone(draft: ItemDraft, wireIndex: number): void {
  if (draft.lifecycle.doneAt === null) draft.lifecycle.doneAt = wireIndex;
  else draft.lifecycle.repeatedDone.push(wireIndex);
}

/** Content keys already in each draft: a set, because a message item can hold 100k deltas. */
const contentsSeen = new WeakMap<ItemDraft, Set<string>>();

export function addContent(draft: ItemDraft, ref: ContentRef): void {
  let seen = contentsSeen.get(draft);
  if (!seen) contentsSeen.set(draft, (seen = new Set()));
  const key = `${ref.wireIndex}:${ref.contentIndex}`;
  if (seen.has(key)) return;
  seen.add(key);
  draft.contents.push(ref);
}
