import type { Selection } from '../../../store/selectionSlice';

/**
 * Where a pane should scroll after a selection: to the selected row if it lives in this pane,
 * else to the first related row. `cause` is the selection's related sets object, new per selection.
 */
export function scrollTarget<Row>(
  rows: Row[],
  isSelected: (row: Row) => boolean,
  isRelated: (row: Row) => boolean,
  cause: unknown,
): { position: number; cause: unknown } | null {
  let position = rows.findIndex(isSelected);
  if (position < 0) position = rows.findIndex(isRelated);
  return position < 0 ? null : { position, cause };
}

/** The selection one step up or down a pane's selectable rows (clamped; from nothing: the first). */
export function stepSelection<Row>(
  rows: Row[],
  isSelected: (row: Row) => boolean,
  toSelection: (row: Row) => Selection | null,
  delta: number,
): Selection | null {
  const selectable = rows.filter((row) => toSelection(row) !== null);
  if (selectable.length === 0) return null;
  const current = selectable.findIndex(isSelected);
  const next = current < 0 ? (delta > 0 ? 0 : selectable.length - 1) : Math.min(selectable.length - 1, Math.max(0, current + delta));
  return toSelection(selectable[next]);
}
