import type { Lane } from '../lifecycle/types';

/**
 * Lifecycle lanes of a trace cut mid-stream: a step that is missing only because the stream has
 * not reached it yet (the run's FINISHED, a call's END and RESULT) is not a problem at this point.
 * Placeholders with a later step after them ("END without START") stay: those already happened wrong.
 */
export function lanesSoFar(lanes: Lane[]): Lane[] {
  return lanes.map((lane) => {
    let end = lane.cells.length;
    while (end > 0 && lane.cells[end - 1].problem === 'missing') end -= 1;
    if (end === lane.cells.length) return lane;
    const cells = lane.cells.slice(0, end);
    return { ...lane, cells, problemCount: cells.filter((cell) => cell.problem).length };
  });
}
