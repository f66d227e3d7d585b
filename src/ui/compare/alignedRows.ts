import type { Aligned } from '../../core/diff/lcs';

/** A run of rows to show, or a run of unchanged rows folded away. */
export type Segment<T> = { kind: 'rows'; rows: Aligned<T>[] } | { kind: 'folded'; rows: Aligned<T>[]; id: number };

/**
 * Folds long runs of unchanged rows, keeping `context` rows around each change, so a 10,000-event
 * run with two changes shows those changes, not 10,000 rows. Short runs are not worth folding.
 */
export function foldUnchanged<T>(rows: Aligned<T>[], context = 3, minFold = 4): Segment<T>[] {
  const keep = rows.map((row) => row.op !== 'same');
  const near = keep.map((_, i) => rows.slice(Math.max(0, i - context), i + context + 1).some((r) => r.op !== 'same'));
  const segments: Segment<T>[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    if (near[i]) {
      while (j < rows.length && near[j]) j++;
      segments.push({ kind: 'rows', rows: rows.slice(i, j) });
    } else {
      while (j < rows.length && !near[j]) j++;
      const run = rows.slice(i, j);
      if (run.length >= minFold) segments.push({ kind: 'folded', rows: run, id: i });
      else segments.push({ kind: 'rows', rows: run });
    }
    i = j;
  }
  return segments;
}
