import type { KeyboardEvent } from 'react';

/** ↑/↓ in a focused list move its selection by one row; other keys pass through. */
export function arrowKeyMover(onMove: (delta: number) => void) {
  return (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onMove(delta);
  };
}
