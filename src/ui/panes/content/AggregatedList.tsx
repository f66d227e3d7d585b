import { Fragment, useMemo } from 'react';
import { aggregatedKey } from '../../../core/links/types';
import { displayedTrace, useInspector } from '../../../store';
import { EmptyState } from '../shared/EmptyState';
import { PlainRows } from '../shared/PlainRows';
import { indexList, rowState } from '../shared/rowAttributes';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneSelection } from '../shared/usePaneSelection';
import { describeContent } from './describeContent';

interface AggregatedRow {
  key: string;
  message: number;
  content: number;
}

/** The messages of `ChatResponse.from_updates`, each Content with the updates it was built from. */
export function AggregatedList() {
  const aggregation = useInspector((s) => displayedTrace(s)?.aggregation ?? null);
  const { selection, related, select } = usePaneSelection();
  const rows = useMemo<AggregatedRow[]>(
    () =>
      (aggregation?.response?.messages ?? []).flatMap((message, m) =>
        message.contents.map((_, c) => ({ key: aggregatedKey(m, c), message: m, content: c })),
      ),
    [aggregation],
  );
  const isSelected = (row: AggregatedRow) =>
    selection?.kind === 'aggregated' && selection.message === row.message && selection.content === row.content;
  const isRelated = (row: AggregatedRow) => related.aggregated.has(row.key);
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(() => scrollTarget(rows, isSelected, isRelated, related), [rows, related]);

  if (aggregation?.error) return <p className="pane-empty error-text mono">from_updates raised {aggregation.error}</p>;
  if (rows.length === 0) return <EmptyState>No aggregated message: no update carried Content.</EmptyState>;

  const response = aggregation!.response!;
  const messages = response.messages;
  let position = 0;
  const facts = [
    response.finish_reason ? `finish_reason ${response.finish_reason}` : null,
    response.model ? `model ${response.model}` : null,
  ].filter(Boolean);
  return (
    <PlainRows
      label="Aggregated response"
      testId="content-aggregated"
      scrollTo={target}
      onMove={(delta) => {
        const next = stepSelection(rows, isSelected, (row) => ({ kind: 'aggregated', message: row.message, content: row.content }), delta);
        if (next) select(next);
      }}
    >
      {facts.length > 0 && <p className="aggregated-facts">{facts.join(' · ')}</p>}
      {messages.map((message, m) => (
        <Fragment key={m}>
          <div className="group-row">
            <span className="lane-kind kind-text-message">message {m}</span>
            <span className="group-title">{message.role}</span>
          </div>
          {message.contents.map((content, c) => {
            const rowPosition = position++;
            const row = rows[rowPosition];
            const selected = isSelected(row);
            const sources = aggregation!.sources[m]?.[c] ?? [];
            return (
              <div
                key={c}
                className="row content-row"
                role="option"
                data-row-pos={rowPosition}
                data-aggregated={row.key}
                data-content-type={content.type}
                onClick={() => select(selected ? null : { kind: 'aggregated', message: m, content: c })}
                {...rowState(selected, isRelated(row))}
              >
                <div className="row-line">
                  <span className="cell-index">[{c}]</span>
                  <span className="content-type">{content.type}</span>
                  <span className="content-summary">{describeContent(content)}</span>
                  <span className="agui-causes" title="built from the Content of these wire events">
                    ← {indexList(sources.map((s) => s.wireIndex), 3)}
                  </span>
                </div>
              </div>
            );
          })}
        </Fragment>
      ))}
    </PlainRows>
  );
}
