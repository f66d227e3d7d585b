import { useMemo } from 'react';
import type { Lane } from '../../../core/lifecycle/types';
import { EmptyState } from '../shared/EmptyState';
import { PlainRows } from '../shared/PlainRows';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneData } from '../shared/usePaneData';
import { usePaneSelection } from '../shared/usePaneSelection';
import { LaneRow } from './LaneRow';

const NO_LANES: Lane[] = [];

/** Each run, text message, tool call and reasoning span as a lane of its AG-UI steps. */
export function LifecyclePane() {
  const lanes = usePaneData()?.lanes ?? NO_LANES;
  const { selection, related, select } = usePaneSelection();
  const selectedAgui = selection?.kind === 'agui' ? selection.index : null;
  const steps = useMemo(() => lanes.flatMap((lane) => lane.cells.flatMap((c) => (c.aguiIndex === null ? [] : [c.aguiIndex]))), [lanes]);
  const hasIndex = (lane: Lane, test: (index: number) => boolean) => lane.cells.some((c) => c.aguiIndex !== null && test(c.aguiIndex));
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(
    () => scrollTarget(lanes, (lane) => hasIndex(lane, (i) => i === selectedAgui), (lane) => hasIndex(lane, (i) => related.agui.has(i)), related),
    [lanes, related],
  );

  if (lanes.length === 0) return <EmptyState>No lifecycles: the stream produced no AG-UI events.</EmptyState>;
  return (
    <PlainRows
      label="Lifecycle lanes"
      testId="pane-lifecycle"
      scrollTo={target}
      onMove={(delta) => {
        const next = stepSelection(steps, (i) => i === selectedAgui, (index) => ({ kind: 'agui', index }), delta);
        if (next) select(next);
      }}
    >
      {lanes.map((lane, position) => (
        <LaneRow
          key={lane.key}
          lane={lane}
          position={position}
          selectedAgui={selectedAgui}
          related={related.agui}
          onSelect={(index) => select(index === selectedAgui ? null : { kind: 'agui', index })}
        />
      ))}
    </PlainRows>
  );
}
