import { relatedTo, selectionExists } from '../core/links/relatedTo';
import { EMPTY_RELATED, sameSelection, type RelatedSets, type Selection } from '../core/links/types';
import type { Trace } from '../core/trace-types';
import { paneDataOf } from './paneData';
import { displayedTrace } from './playerSlice';
import type { SliceCreator } from './types';

export type { Selection } from '../core/links/types';

export interface SelectionSlice {
  /** What the user selected in any pane; shown in the detail pane. */
  selection: Selection | null;
  /** Everything related to the selection, per pane (computed once per selection). */
  related: RelatedSets;
  /** The selected wire event, when the selection is one (the wire table, URL and session use it). */
  selectedWireIndex: number | null;
  select: (selection: Selection | null) => void;
  selectWire: (index: number | null) => void;
  /** Moves the selection by `delta` rows, clamped to the table. */
  moveSelection: (delta: number) => void;
  clearSelection: () => void;
  /** Keeps, moves or drops the selection after a new trace landed (called by the store). */
  reconcileSelection: () => void;
}

/**
 * AG-UI indices and findings shift between profiles; this says what the selection was, so a
 * re-trace can find the same event (the TOOL_CALL_END of call_KB) instead of whatever is at #8.
 */
function fingerprint(trace: Trace | null, selection: Selection | null): string | null {
  if (!trace || !selection) return null;
  if (selection.kind === 'agui') {
    const event = trace.agui.events[selection.index]?.event;
    return event ? `${event.type}|${String(event.toolCallId ?? '')}` : null;
  }
  if (selection.kind === 'finding') {
    const finding = trace.findings[selection.index];
    return finding ? `${finding.code}|${finding.title}` : null;
  }
  return null;
}

function relocate(trace: Trace, selection: Selection, print: string | null): Selection | null {
  if (selection.kind === 'agui') {
    let best: number | null = null;
    trace.agui.events.forEach((record, index) => {
      if (fingerprint(trace, { kind: 'agui', index }) !== print) return;
      if (best === null || Math.abs(index - selection.index) < Math.abs(best - selection.index)) best = index;
    });
    return best === null ? null : { kind: 'agui', index: best };
  }
  if (selection.kind === 'finding') {
    const index = trace.findings.findIndex((_, i) => fingerprint(trace, { kind: 'finding', index: i }) === print);
    return index < 0 ? null : { kind: 'finding', index };
  }
  return selectionExists(paneDataOf(trace).links, selection) ? selection : null;
}

function selectionState(trace: Trace | null, selection: Selection | null) {
  return {
    selection,
    selectedWireIndex: selection?.kind === 'wire' ? selection.index : null,
    related: selection && trace ? relatedTo(paneDataOf(trace).links, selection) : EMPTY_RELATED,
  };
}

export const createSelectionSlice: SliceCreator<SelectionSlice> = (set, get) => {
  let print: string | null = null;

  const select = (selection: Selection | null) => {
    // What the panes display (the cut trace while stepping through), so related sets match the rows.
    const trace = displayedTrace(get());
    const current = get().selection;
    if (sameSelection(current, selection)) return;
    print = fingerprint(trace, selection);
    set(selectionState(trace, selection));
  };

  return {
    selection: null,
    related: EMPTY_RELATED,
    selectedWireIndex: null,
    select,
    selectWire: (index) => select(index === null ? null : { kind: 'wire', index }),
    moveSelection: (delta) => {
      const { rows, selectedWireIndex } = get();
      if (rows.length === 0) return;
      const current = rows.findIndex((row) => row.index === selectedWireIndex);
      const position = current < 0 ? (delta > 0 ? 0 : rows.length - 1) : current + delta;
      select({ kind: 'wire', index: rows[Math.min(rows.length - 1, Math.max(0, position))].index });
    },
    clearSelection: () => select(null),
    reconcileSelection: () => {
      const trace = displayedTrace(get());
      const { selection } = get();
      if (!trace) return;
      const kept = selection ? relocate(trace, selection, print) : null;
      print = fingerprint(trace, kept);
      set(selectionState(trace, kept));
    },
  };
};
