import type { Finding } from '../../../core/agui/types';
import type { AguiGroup } from '../../../core/lifecycle/types';

export type AguiRow =
  | { kind: 'group'; key: string; group: AguiGroup; shown: number }
  /** `findings`: every finding citing the event; `manifests`: those whose last cited event it is. */
  | { kind: 'event'; key: string; index: number; findings: number[]; manifests: number[] };

/**
 * The AG-UI pane's rows: a header per lifecycle, then its events. A filter (the toolbar's) keeps
 * only some events; a group with none left is dropped.
 */
export function aguiRows(
  groups: AguiGroup[],
  findings: Finding[],
  findingsOfAgui: Map<number, number[]>,
  visible: ReadonlySet<number> | null,
): AguiRow[] {
  // A finding shows its title where it manifests (the END without a RESULT, the second START);
  // the earlier events it cites only get its colour.
  const manifestsAt = (f: number) => Math.max(...findings[f].aguiIndices);
  const rows: AguiRow[] = [];
  for (const group of groups) {
    const events = visible ? group.eventIndices.filter((index) => visible.has(index)) : group.eventIndices;
    if (events.length === 0) continue;
    rows.push({ kind: 'group', key: `g:${group.key}`, group, shown: events.length });
    for (const index of events) {
      const citing = findingsOfAgui.get(index) ?? [];
      rows.push({ kind: 'event', key: `e:${index}`, index, findings: citing, manifests: citing.filter((f) => manifestsAt(f) === index) });
    }
  }
  return rows;
}
