import { useEffect } from 'react';
import { getAppStore } from '../../store';
import { SEARCH_INPUT_ID } from '../toolbar/SearchBox';

/**
 * j/k act like ↓/↑ in the focused pane (each pane's list handles its own arrows), and on the wire
 * events when no pane has the focus.
 */
function moveRows(delta: 1 | -1): void {
  const focused = document.activeElement;
  const pane = focused instanceof HTMLElement ? focused.closest<HTMLElement>('.wire-scroll, [role="listbox"]') : null;
  if (pane && pane.id !== 'filter-suggestions') {
    pane.dispatchEvent(new KeyboardEvent('keydown', { key: delta > 0 ? 'ArrowDown' : 'ArrowUp', bubbles: true, cancelable: true }));
    return;
  }
  getAppStore().getState().moveVisibleSelection(delta);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Page-wide keys (SHORTCUTS in shortcuts.ts). Ignored while typing in a field, with a modifier held
 * (browser shortcuts stay intact), or while a dialog is open (it handles its own keys).
 */
export function useGlobalKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const state = getAppStore().getState();
      if (state.helpOpen || state.pendingHar || document.querySelector('dialog[open]')) return;
      if (isTyping(event.target)) return;
      switch (event.key) {
        case '/':
          event.preventDefault();
          document.getElementById(SEARCH_INPUT_ID)?.focus();
          break;
        case '?':
          event.preventDefault();
          state.setHelpOpen(true);
          break;
        case 'j':
          event.preventDefault();
          moveRows(1);
          break;
        case 'k':
          event.preventDefault();
          moveRows(-1);
          break;
        case 'Escape':
          if (state.selectedWireIndex !== null) state.clearSelection();
          break;
        default:
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
