import { useMemo } from 'react';
import { displayedTrace, useInspector } from '../../../store';
import { EmptyState } from '../shared/EmptyState';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneData } from '../shared/usePaneData';
import { usePaneSelection } from '../shared/usePaneSelection';
import { VirtualRows } from '../shared/VirtualRows';
import { AguiEventRow, AguiGroupRow } from './AguiEventRow';
import { aguiRows, type AguiRow } from './aguiRows';

const EVENT_HEIGHT = 26;
const VIOLATION_HEIGHT = 44;
const GROUP_HEIGHT = 28;

/** The AG-UI events grouped by lifecycle, with the verifier's findings marked on each event. */
export function AguiPane() {
  const trace = useInspector(displayedTrace);
  const visible = useInspector((s) => s.visibleAguiIndices);
  const data = usePaneData();
  const { selection, related, select } = usePaneSelection();

  const rows = useMemo(() => (data ? aguiRows(data.aguiGroups, data.links.findings, data.links.findingsOfAgui, visible) : []), [data, visible]);
  const isSelected = (row: AguiRow) => row.kind === 'event' && selection?.kind === 'agui' && selection.index === row.index;
  const isRelated = (row: AguiRow) => row.kind === 'event' && related.agui.has(row.index);
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(() => scrollTarget(rows, isSelected, isRelated, related), [rows, related]);

  if (!trace || trace.agui.events.length === 0) {
    return <EmptyState>No AG-UI events: the stream had no updates.</EmptyState>;
  }
  if (rows.length === 0) return <EmptyState>No AG-UI event matches the filter.</EmptyState>;
  const noContent = trace.steps.every((step) => !step.update || step.update.contents.length === 0);

  return (
    <>
      {noContent && (
        <p className="pane-note" role="status">
          No update carried Content, so the run only starts and finishes.
        </p>
      )}
      <VirtualRows
        rows={rows}
        rowKey={(row) => row.key}
        rowHeight={(row) => (row.kind === 'group' ? GROUP_HEIGHT : row.manifests.length > 0 ? VIOLATION_HEIGHT : EVENT_HEIGHT)}
        scrollTo={target}
        label="AG-UI events"
        testId="pane-agui"
        onMove={(delta) => {
          const next = stepSelection(rows, isSelected, (row) => (row.kind === 'event' ? { kind: 'agui', index: row.index } : null), delta);
          if (next) select(next);
        }}
        renderRow={(row) =>
          row.kind === 'group' ? (
            <AguiGroupRow group={row.group} shown={row.shown} />
          ) : (
            <AguiEventRow
              record={trace.agui.events[row.index]}
              findings={row.findings.map((f) => trace.findings[f])}
              manifests={row.manifests.map((f) => trace.findings[f])}
              selected={isSelected(row)}
              related={isRelated(row)}
              onSelect={() => select(isSelected(row) ? null : { kind: 'agui', index: row.index })}
            />
          )
        }
      />
    </>
  );
}
