import { useEffect, useRef, type ReactNode } from 'react';
import { arrowKeyMover } from './arrowKeys';

interface Props {
  /** Rows rendered in order; each must carry `data-row-pos` for scrolling. */
  children: ReactNode;
  scrollTo: { position: number; cause: unknown } | null;
  onMove: (delta: number) => void;
  label: string;
  testId: string;
  className?: string;
}

/** A focusable list for panes with few, tall rows (items, findings, lanes): no virtualization. */
export function PlainRows({ children, scrollTo, onMove, label, testId, className }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!scrollTo) return;
    const row = scrollRef.current?.querySelector(`[data-row-pos="${scrollTo.position}"]`);
    row?.scrollIntoView({ block: 'nearest' });
    // Only a new cause scrolls: re-renders must not pull the list back while the user scrolls.
  }, [scrollTo?.cause]);

  const onKeyDown = arrowKeyMover(onMove);

  return (
    <div className={`rows-scroll ${className ?? ''}`} ref={scrollRef} tabIndex={0} onKeyDown={onKeyDown} aria-label={label} data-testid={testId} role="listbox">
      {children}
    </div>
  );
}
