import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { arrowKeyMover } from './arrowKeys';

interface Props<Row> {
  rows: Row[];
  rowHeight: (row: Row) => number;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** The row to bring into view, and what changed to ask for it (a new selection). */
  scrollTo: { position: number; cause: unknown } | null;
  /** Arrow keys move the selection through the pane's rows. */
  onMove: (delta: number) => void;
  label: string;
  testId: string;
}

/** A focusable, virtualized list: only the visible rows exist, so 100k AG-UI events scroll. */
export function VirtualRows<Row>({ rows, rowHeight, rowKey, renderRow, scrollTo, onMove, label, testId }: Props<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rowHeight(rows[i]),
    getItemKey: (i) => rowKey(rows[i]),
    overscan: 10,
  });

  // Row heights are known up front; re-measure when the rows themselves change.
  useEffect(() => virtualizer.measure(), [rows, virtualizer]);

  useEffect(() => {
    if (scrollTo && scrollTo.position >= 0 && scrollTo.position < rows.length) {
      virtualizer.scrollToIndex(scrollTo.position, { align: 'auto' });
    }
    // Only a new cause scrolls: re-renders must not pull the list back while the user scrolls.
  }, [scrollTo?.cause]);

  const onKeyDown = arrowKeyMover(onMove);

  return (
    <div className="rows-scroll" ref={scrollRef} tabIndex={0} onKeyDown={onKeyDown} aria-label={label} data-testid={testId} role="listbox">
      <div className="rows-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div key={item.key} className="rows-slot" style={{ transform: `translateY(${item.start}px)`, height: item.size }}>
            {renderRow(rows[item.index])}
          </div>
        ))}
      </div>
    </div>
  );
}
