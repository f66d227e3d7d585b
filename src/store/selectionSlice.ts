import type { SliceCreator } from './types';

export interface SelectionSlice {
  /** The wire event shown in the detail pane. */
  selectedWireIndex: number | null;
  selectWire: (index: number | null) => void;
  /** Moves the selection by `delta` rows, clamped to the table. */
  moveSelection: (delta: number) => void;
  clearSelection: () => void;
}

export const createSelectionSlice: SliceCreator<SelectionSlice> = (set, get) => ({
  selectedWireIndex: null,
  selectWire: (index) => set({ selectedWireIndex: index }),
  moveSelection: (delta) => {
    const { rows, selectedWireIndex } = get();
    if (rows.length === 0) return;
    const current = rows.findIndex((row) => row.index === selectedWireIndex);
    const position = current < 0 ? (delta > 0 ? 0 : rows.length - 1) : current + delta;
    set({ selectedWireIndex: rows[Math.min(rows.length - 1, Math.max(0, position))].index });
  },
  clearSelection: () => set({ selectedWireIndex: null }),
});
