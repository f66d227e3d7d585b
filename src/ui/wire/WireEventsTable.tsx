import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { displayedRows, useInspector } from '../../store';
import { ProblemLine } from './ProblemLine';
import { wireColumns, wireColumnsWithArrival, wireFeatures } from './wireColumns';

const ROW_HEIGHT = 30;
const PROBLEM_HEIGHT = 24;
/** The sticky <thead> (table.css). */
const HEADER_HEIGHT = 30;

/** The wire events as they arrived, one row each, virtualized so 100k-event captures scroll. */
export function WireEventsTable() {
  // The filter's rows (src/store/filterSlice.ts): all rows when no filter is typed.
  // While stepping through (teaching mode), only the events that have arrived so far.
  const rows = useInspector(displayedRows);
  const total = useInspector((s) => s.rows.length);
  const selected = useInspector((s) => s.selectedWireIndex);
  // Wire events related to a selection in any pane (src/core/links): highlighted, first one scrolled to.
  const related = useInspector((s) => s.related);
  const selectWire = useInspector((s) => s.selectWire);
  const moveSelection = useInspector((s) => s.moveVisibleSelection);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Captures and recordings carry arrival times; a pasted stream has none and no column for them.
  const timed = useInspector((s) => s.rows.length > 0 && s.rows[0].arrivalMs !== null);
  const table = useTable({
    features: wireFeatures,
    columns: timed ? wireColumnsWithArrival : wireColumns,
    data: rows,
    getRowId: (row) => String(row.index),
  });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => ROW_HEIGHT + tableRows[i].original.problems.length * PROBLEM_HEIGHT,
    getItemKey: (i) => tableRows[i].id,
    overscan: 8,
    // Rows sit below the sticky header: without this, "scroll into view" stops a header short.
    scrollPaddingEnd: HEADER_HEIGHT,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    moveSelection(delta);
  };

  // Keep the selected row in view, however it was selected.
  useEffect(() => {
    if (selected === null) return;
    const position = tableRows.findIndex((row) => row.original.index === selected);
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'auto' });
  }, [selected, tableRows, virtualizer]);

  // Something selected in another pane: bring its first related wire event into view (once per selection).
  useEffect(() => {
    if (selected !== null || related.wire.size === 0) return;
    const position = tableRows.findIndex((row) => related.wire.has(row.original.index));
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'auto' });
    // Not on row changes: the user may be scrolling.
  }, [related]);

  return (
    <div className="wire-scroll" ref={scrollRef} tabIndex={0} onKeyDown={onKeyDown} aria-label="Wire events">
      <table className="wire-table" data-testid="wire-table" aria-rowcount={rows.length}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  data-col={header.column.id}
                  style={{ width: header.getSize() }}
                  aria-sort={header.column.getIsSorted() === 'asc' ? 'ascending' : header.column.getIsSorted() === 'desc' ? 'descending' : undefined}
                  className={header.column.getCanSort() ? 'sortable' : undefined}
                  onClick={header.column.getToggleSortingHandler()}
                  title={header.column.getCanSort() ? 'Sort by this column (click again to reverse, a third time for arrival order)' : undefined}
                >
                  <table.FlexRender header={header} />
                  {header.column.getIsSorted() === 'asc' ? ' ▲' : header.column.getIsSorted() === 'desc' ? ' ▼' : ''}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            const wire = row.original;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                data-wire-index={wire.index}
                aria-selected={selected === wire.index}
                data-related={selected !== wire.index && related.wire.has(wire.index) ? true : undefined}
                className={wire.problems.length > 0 ? 'has-problem' : undefined}
                onClick={() => selectWire(selected === wire.index ? null : wire.index)}
                style={{ transform: `translateY(${item.start}px)`, height: item.size }}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-col={cell.column.id}
                    style={{ width: cell.column.getSize() }}
                    title={typeof cell.getValue() === 'string' ? (cell.getValue() as string) : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
                {wire.problems.map((problem, i) => (
                  <td key={`problem-${i}`} className="problem-cell" colSpan={row.getAllCells().length}>
                    <ProblemLine problem={problem} location={wire.location} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {total === 0 && <p className="empty">No events decoded yet. Paste a stream above or load a sample.</p>}
      {total > 0 && rows.length === 0 && <p className="empty">No event matches the filter.</p>}
    </div>
  );
}

