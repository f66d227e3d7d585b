import { buildOutputItems } from '../core/items/buildOutputItems';
import type { OutputItem } from '../core/items/types';
import { buildLifecycleLanes } from '../core/lifecycle/buildLifecycleLanes';
import { groupAguiEvents } from '../core/lifecycle/groupAguiEvents';
import type { AguiGroup, Lane } from '../core/lifecycle/types';
import { buildLinkIndex, type LinkIndex } from '../core/links/buildLinkIndex';
import { lanesSoFar } from '../core/teach/lanesSoFar';
import { isTraceCut } from '../core/teach/traceAsOf';
import type { Trace } from '../core/trace-types';

/** What the panes show beyond the raw Trace: built once per trace, shared by every pane. */
export interface PaneData {
  items: OutputItem[];
  links: LinkIndex;
  lanes: Lane[];
  aguiGroups: AguiGroup[];
}

const cache = new WeakMap<Trace, PaneData>();

/** Memoized per Trace object, so a selector may call it on every render without rebuilding. */
export function paneDataOf(trace: Trace): PaneData {
  let data = cache.get(trace);
  if (!data) {
    const items = buildOutputItems(trace);
    const built = buildLifecycleLanes(trace);
    const { unlaned } = built;
    // Stepping through (teaching mode): a call is not "without a result" before the stream ends.
    const lanes = isTraceCut(trace) && !trace.asOf.finished ? lanesSoFar(built.lanes) : built.lanes;
    data = { items, links: buildLinkIndex(trace, items), lanes, aguiGroups: groupAguiEvents(lanes, unlaned) };
    cache.set(trace, data);
  }
  return data;
}
