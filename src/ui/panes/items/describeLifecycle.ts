import type { ItemLifecycle } from '../../../core/items/types';

/**
 * "added #2 → 2 deltas → done #6", or "… → never done" when the item stayed open; "not done yet"
 * while stepping through a stream that has not ended (`streamEnded` false), which is no problem.
 */
export function describeLifecycle(lifecycle: ItemLifecycle, streamEnded = true): { text: string; title: string; complete: boolean } {
  const { addedAt, deltaIndices, doneAt, repeatedAdded, repeatedDone } = lifecycle;
  const parts = [
    addedAt === null ? 'never added' : `added #${addedAt}`,
    `${deltaIndices.length} ${deltaIndices.length === 1 ? 'delta' : 'deltas'}`,
    doneAt === null ? (streamEnded ? 'never done' : 'not done yet') : `done #${doneAt}`,
  ];
  const repeats = [
    repeatedAdded.length ? `added again at ${repeatedAdded.map((i) => `#${i}`).join(' ')}` : '',
    repeatedDone.length ? `done again at ${repeatedDone.map((i) => `#${i}`).join(' ')}` : '',
  ].filter(Boolean);
  const deltas = deltaIndices.length ? `deltas at ${deltaIndices.slice(0, 20).map((i) => `#${i}`).join(' ')}${deltaIndices.length > 20 ? ' …' : ''}` : 'no deltas';
  return {
    text: parts.join(' → ') + (repeats.length ? ' (repeated)' : ''),
    title: [deltas, ...repeats].join('\n'),
    complete: doneAt !== null || !streamEnded,
  };
}
