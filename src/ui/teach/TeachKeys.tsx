import { useEffect } from 'react';
import { getAppStore } from '../../store';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Space must keep activating a focused button or link; it plays/pauses only from the page itself. */
const activates = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('button, a, [role="tab"], [role="option"]') !== null;

/**
 * Teaching-mode keys (listed in the help dialog, src/ui/help/shortcuts.ts): `l` opens the lessons;
 * while stepping through, `n`/`p` next/previous event, Space play/pause, `]`/`[` next/previous of
 * the chosen kind, `a` reveals the lesson's answer. Same guards as the other page-wide keys.
 */
export function TeachKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const state = getAppStore().getState();
      if (state.helpOpen || state.pendingHar || document.querySelector('dialog[open]')) return;
      if (isTyping(event.target)) return;
      if (event.key === 'l') {
        event.preventDefault();
        state.openLessons();
        return;
      }
      if (!state.playerActive) return;
      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      switch (event.key) {
        case 'n':
        case '.':
          return act(() => state.stepBy(1));
        case 'p':
        case ',':
          return act(() => state.stepBy(-1));
        case ']':
          return act(() => state.jumpToKind(1));
        case '[':
          return act(() => state.jumpToKind(-1));
        case 'a':
          if (state.lessonId) act(state.showAnswer);
          return;
        case ' ':
          if (!activates(event.target)) act(() => state.setPlaying(!state.playerPlaying));
          return;
        default:
          return;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
