import { displayedTrace, useInspector } from '../../../store';
import { paneDataOf, type PaneData } from '../../../store/paneData';

/** Items, links, lanes and AG-UI groups of the current trace (built once per trace). */
export function usePaneData(): PaneData | null {
  const trace = useInspector(displayedTrace);
  return trace ? paneDataOf(trace) : null;
}
