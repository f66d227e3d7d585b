import { useMemo } from 'react';
import { displayedTrace, useInspector } from '../../../store';
import { EmptyState } from '../shared/EmptyState';
import { rowState } from '../shared/rowAttributes';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneSelection } from '../shared/usePaneSelection';
import { VirtualRows } from '../shared/VirtualRows';
import { updateContentRows, type UpdateContentRow } from './contentRows';
import { describeContent } from './describeContent';

const ROW_HEIGHT = 26;

/** One row per Content of each parse step (per wire event), virtualized. */
export function UpdateContents() {
  const trace = useInspector(displayedTrace);
  const { selection, related, select } = usePaneSelection();
  const rows = useMemo(() => (trace ? updateContentRows(trace) : []), [trace]);
  const isSelected = (row: UpdateContentRow) =>
    selection?.kind === 'content' && selection.ref.wireIndex === row.ref.wireIndex && selection.ref.contentIndex === row.ref.contentIndex;
  const isRelated = (row: UpdateContentRow) => related.contents.has(row.key);
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(() => scrollTarget(rows, isSelected, isRelated, related), [rows, related]);

  if (rows.length === 0) return <EmptyState>No Content: the parser produced nothing from this stream.</EmptyState>;
  return (
    <VirtualRows
      rows={rows}
      rowKey={(row) => row.key}
      rowHeight={() => ROW_HEIGHT}
      scrollTo={target}
      label="Content per update"
      testId="content-updates"
      onMove={(delta) => {
        const next = stepSelection(rows, isSelected, (row) => ({ kind: 'content', ref: row.ref }), delta);
        if (next) select(next);
      }}
      renderRow={(row) => {
        const selected = isSelected(row);
        return (
          <div
            className="row content-row"
            role="option"
            data-content-ref={row.key}
            data-content-type={row.content.type}
            onClick={() => select(selected ? null : { kind: 'content', ref: row.ref })}
            {...rowState(selected, isRelated(row))}
          >
            <div className="row-line">
              <span className="cell-index">#{row.ref.wireIndex}</span>
              <span className="content-type">{row.content.type}</span>
              <span className="content-summary">{describeContent(row.content)}</span>
              {row.aggregation.map((decision, i) => (
                <span key={i} className={`chip chip-${decision.kind}`} data-kind={decision.kind} title={decision.summary}>
                  {decision.kind === 'merged' && decision.target ? `merged → #${decision.target.wireIndex}` : decision.kind}
                </span>
              ))}
            </div>
          </div>
        );
      }}
    />
  );
}
