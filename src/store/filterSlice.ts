import { aguiRecords, compileFilter, filterIndices, wireRecords, type FilterError, type FilterPredicate } from '../core/filter';
import { displayedRows } from './playerSlice';
import type { SliceCreator } from './types';
import type { WireRow } from './wireRows';

export interface FilterSlice {
  /** The search box text (filter language: src/core/filter/parse.ts). */
  filterQuery: string;
  /** Set while the query does not parse; the last query that did stays applied. */
  filterError: FilterError | null;
  /** Whether a non-empty filter is applied (the query, or the last good one while it has an error). */
  filterActive: boolean;
  /** The wire rows the filter keeps (`rows` itself when nothing is filtered). */
  visibleRows: WireRow[];
  /** AG-UI event indices the filter keeps; null when nothing is filtered. */
  visibleAguiIndices: ReadonlySet<number> | null;
  setFilter: (query: string) => void;
  /** Re-applies the current filter to the current trace (a new trace landed). */
  applyFilter: () => void;
  /** Moves the wire selection through the visible rows only (j/k, arrows), clamped. */
  moveVisibleSelection: (delta: number) => void;
}

export const createFilterSlice: SliceCreator<FilterSlice> = (set, get) => {
  // The predicate of the newest query that parsed: a typo mid-typing keeps the table as it was.
  let applied: { predicate: FilterPredicate; empty: boolean } = { predicate: () => true, empty: true };

  const recompute = () => {
    const { trace, rows } = get();
    if (applied.empty || !trace) {
      set({ visibleRows: rows, visibleAguiIndices: null });
      return;
    }
    const keptWire = filterIndices(wireRecords(trace), applied.predicate);
    set({
      visibleRows: rows.filter((row) => keptWire.has(row.index)),
      visibleAguiIndices: filterIndices(aguiRecords(trace), applied.predicate),
    });
  };

  return {
    filterQuery: '',
    filterError: null,
    filterActive: false,
    visibleRows: [],
    visibleAguiIndices: null,

    setFilter: (query) => {
      const compiled = compileFilter(query);
      if (!compiled.ok) {
        set({ filterQuery: query, filterError: compiled.error });
        return;
      }
      applied = compiled;
      set({ filterQuery: query, filterError: null, filterActive: !compiled.empty });
      recompute();
    },

    applyFilter: recompute,

    moveVisibleSelection: (delta) => {
      const { selectedWireIndex, selectWire } = get();
      // While stepping through, only the events that have arrived so far are rows.
      const visibleRows = displayedRows(get());
      if (visibleRows.length === 0) return;
      const current = visibleRows.findIndex((row) => row.index === selectedWireIndex);
      const position = current < 0 ? (delta > 0 ? 0 : visibleRows.length - 1) : current + delta;
      selectWire(visibleRows[Math.min(visibleRows.length - 1, Math.max(0, position))].index);
    },
  };
};
