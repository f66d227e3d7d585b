import { lastWireIndex } from '../core/teach/stateAsOf';
import { nextStepOfKind, STEP_KINDS, type StepKind } from '../core/teach/stepsOfKind';
import { traceAsOf, type TraceCut } from '../core/teach/traceAsOf';
import type { Trace } from '../core/trace-types';
import type { InspectorState, SliceCreator } from './types';
import type { WireRow } from './wireRows';

export interface PlayerSlice {
  /** Step-through (teaching mode) is on: every pane shows the trace as of `playerStep`. */
  playerActive: boolean;
  /** The wire event the player stands on. */
  playerStep: number;
  playerPlaying: boolean;
  /** Milliseconds per event while playing. */
  playerPaceMs: number;
  /** What "next …" / "previous …" jump to. */
  jumpKind: StepKind;
  /** A short status line ("No later deferral in this stream."), cleared by the next move. */
  playerNote: string | null;
  /** The trace as of the step while the player is on (read it through `displayedTrace`). */
  viewTrace: TraceCut | null;
  /** The filtered wire rows up to the step while the player is on (read them through `displayedRows`). */
  viewRows: WireRow[];
  startPlayer: (step?: number) => void;
  stopPlayer: () => void;
  stepTo: (step: number) => void;
  stepBy: (delta: number) => void;
  /** Moves to the next (1) or previous (-1) step where something of `kind` happens. */
  jumpToKind: (direction: 1 | -1, kind?: StepKind) => void;
  setPlaying: (playing: boolean) => void;
  setPace: (ms: number) => void;
  setJumpKind: (kind: StepKind) => void;
  /** Re-cuts the view after a new trace or filter (the store calls it). */
  refreshView: () => void;
}

export const PACES_MS = [2000, 1000, 500, 250];

/** The trace every pane displays: the cut one while stepping through, else the whole trace. */
export const displayedTrace = (s: InspectorState): Trace | null => (s.playerActive ? s.viewTrace : s.trace);

/** False while stepping through a stream that has not reached its end: open items are not problems yet. */
export const streamEnded = (s: InspectorState): boolean => !s.playerActive || !s.viewTrace || s.viewTrace.asOf.finished;

/** The wire rows the table displays. */
export const displayedRows = (s: InspectorState): WireRow[] => (s.playerActive ? s.viewRows : s.visibleRows);

// One cut per (trace, step): panes memoize their derived data per Trace object (paneDataOf).
const cuts = new WeakMap<Trace, Map<number, TraceCut>>();
function cutOf(trace: Trace, step: number): TraceCut {
  let byStep = cuts.get(trace);
  if (!byStep) cuts.set(trace, (byStep = new Map()));
  let cut = byStep.get(step);
  if (!cut) byStep.set(step, (cut = traceAsOf(trace, step)));
  return cut;
}

const labelOf = (kind: StepKind) => STEP_KINDS.find((k) => k.kind === kind)?.label ?? kind;

/** `next` is `previous` with more events after it (a capture that kept arriving), not another input. */
function grewFrom(next: Trace, previous: Trace): boolean {
  const last = previous.input.events[previous.input.events.length - 1];
  return next.input.events.length > previous.input.events.length && last !== undefined && next.input.events[last.index]?.raw === last.raw;
}

export const createPlayerSlice: SliceCreator<PlayerSlice> = (set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The trace the view was last cut from, to tell a growing capture from a new input. */
  let shown: Trace | null = null;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  /** The view at `step` (clamped to the stream), with the current wire event selected. */
  const show = (step: number, note: string | null = null) => {
    const { trace, visibleRows } = get();
    // playerActive is set in the same update as the cut, so no render sees one without the other.
    if (!trace) {
      set({ playerActive: true, playerStep: step, viewTrace: null, viewRows: [], playerNote: note });
      return;
    }
    const clamped = Math.min(Math.max(step, 0), Math.max(lastWireIndex(trace), 0));
    const viewTrace = cutOf(trace, clamped);
    set({ playerActive: true, playerStep: clamped, viewTrace, viewRows: visibleRows.filter((row) => row.index <= clamped), playerNote: note });
    // The current event is the selection: the table highlights it, the other panes what it caused.
    if (trace.input.events.length > 0) {
      if (get().selectedWireIndex === clamped) get().reconcileSelection();
      else get().selectWire(clamped);
    }
  };

  const tick = () => {
    const { trace, playerStep, playerPaceMs } = get();
    if (!trace || playerStep >= lastWireIndex(trace)) {
      set({ playerPlaying: false });
      stopTimer();
      return;
    }
    show(playerStep + 1);
    timer = setTimeout(tick, playerPaceMs);
  };

  return {
    playerActive: false,
    playerStep: 0,
    playerPlaying: false,
    playerPaceMs: 1000,
    jumpKind: 'deferred',
    playerNote: null,
    viewTrace: null,
    viewRows: [],

    startPlayer: (step = 0) => show(step),
    stopPlayer: () => {
      stopTimer();
      set({ playerActive: false, playerPlaying: false, viewTrace: null, viewRows: [], playerNote: null });
      get().reconcileSelection();
    },
    stepTo: (step) => show(step),
    stepBy: (delta) => show(get().playerStep + delta),
    jumpToKind: (direction, kind = get().jumpKind) => {
      const { trace, playerStep } = get();
      if (!trace) return;
      const found = nextStepOfKind(trace, playerStep, kind, direction);
      if (found === null) set({ playerNote: `No ${direction > 0 ? 'later' : 'earlier'} ${labelOf(kind)} in this stream.` });
      else show(found);
    },
    setPlaying: (playing) => {
      stopTimer();
      const { trace, playerStep, playerPaceMs } = get();
      if (!playing || !trace) {
        set({ playerPlaying: false });
        return;
      }
      // Play from the start again once the end is reached.
      if (playerStep >= lastWireIndex(trace)) show(0);
      set({ playerPlaying: true });
      timer = setTimeout(tick, playerPaceMs);
    },
    setPace: (ms) => {
      set({ playerPaceMs: ms });
      if (get().playerPlaying) get().setPlaying(true);
    },
    setJumpKind: (kind) => set({ jumpKind: kind, playerNote: null }),
    refreshView: () => {
      const { trace, playerActive, playerStep, playerNote } = get();
      const before = shown;
      shown = trace;
      if (!playerActive) return;
      // A live capture growing under a player that stands at its end: stay at the end.
      show(before && trace && playerStep === lastWireIndex(before) && grewFrom(trace, before) ? lastWireIndex(trace) : playerStep, playerNote);
    },
  };
};
