/** One row of an alignment of two sequences. */
export type Aligned<T> =
  | { op: 'same'; a: T; b: T; ai: number; bi: number }
  | { op: 'removed'; a: T; ai: number }
  | { op: 'added'; b: T; bi: number };

/** Above this many cells the middle is compared position by position instead (keeps memory bounded). */
const MAX_CELLS = 16_000_000;

/**
 * Aligns two sequences by their keys with a longest-common-subsequence, after trimming the common
 * prefix and suffix (so two traces that differ in a few events cost little).
 */
export function align<T>(a: T[], b: T[], key: (item: T) => string): Aligned<T>[] {
  const ka = a.map(key);
  const kb = b.map(key);
  let start = 0;
  while (start < a.length && start < b.length && ka[start] === kb[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && ka[endA - 1] === kb[endB - 1]) {
    endA--;
    endB--;
  }
  const rows: Aligned<T>[] = [];
  for (let i = 0; i < start; i++) rows.push({ op: 'same', a: a[i], b: b[i], ai: i, bi: i });
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    for (let i = 0; i < Math.max(n, m); i++) {
      if (i < n && i < m && ka[start + i] === kb[start + i]) rows.push({ op: 'same', a: a[start + i], b: b[start + i], ai: start + i, bi: start + i });
      else {
        if (i < n) rows.push({ op: 'removed', a: a[start + i], ai: start + i });
        if (i < m) rows.push({ op: 'added', b: b[start + i], bi: start + i });
      }
    }
  } else {
    // lengths[i][j] = LCS length of a[start+i..endA) and b[start+j..endB)
    const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i][j] = ka[start + i] === kb[start + j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && ka[start + i] === kb[start + j]) {
        rows.push({ op: 'same', a: a[start + i], b: b[start + j], ai: start + i, bi: start + j });
        i++;
        j++;
      } else if (j < m && (i >= n || lengths[i][j + 1] >= lengths[i + 1][j])) {
        rows.push({ op: 'added', b: b[start + j], bi: start + j });
        j++;
      } else {
        rows.push({ op: 'removed', a: a[start + i], ai: start + i });
        i++;
      }
    }
  }
  for (let k = 0; k < a.length - endA; k++) rows.push({ op: 'same', a: a[endA + k], b: b[endB + k], ai: endA + k, bi: endB + k });
  return rows;
}
