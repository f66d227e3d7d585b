import type { LaneCell } from '../../../core/lifecycle/types';

export type LaneChip = { kind: 'cell'; cell: LaneCell } | { kind: 'run'; phase: string; indices: number[] };

/** Runs longer than this become one "CONTENT ×N" chip, so a 5,000-delta message stays one line. */
const MAX_RUN = 4;

/** A lane's cells as chips: every marked or missing step on its own, long clean runs folded. */
export function laneChips(cells: LaneCell[]): LaneChip[] {
  const chips: LaneChip[] = [];
  let run: LaneCell[] = [];
  const flush = () => {
    if (run.length > MAX_RUN) chips.push({ kind: 'run', phase: run[0].phase, indices: run.map((c) => c.aguiIndex!) });
    else for (const cell of run) chips.push({ kind: 'cell', cell });
    run = [];
  };
  for (const cell of cells) {
    const clean = cell.aguiIndex !== null && !cell.problem;
    if (clean && run.length > 0 && run[0].phase === cell.phase) {
      run.push(cell);
      continue;
    }
    flush();
    if (clean) run.push(cell);
    else chips.push({ kind: 'cell', cell });
  }
  flush();
  return chips;
}
