/**
 * Keeps the URL hash in step with the store (history.replaceState, so Back is not flooded) and
 * applies a hash the user navigates to in the same tab. The encoding is in url.ts.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { InspectorState } from './types';
import { createInputEncoder, encodeLink, type EncodedLink, type LinkState } from './url';

let activeFlush: (() => EncodedLink) | null = null;

/** Writes the hash now (before copying the address), instead of a moment after the last change. */
export function flushUrl(): void {
  activeFlush?.();
}

export function linkStateOf(state: InspectorState): LinkState {
  return {
    profile: state.profile,
    compare: state.compareProfile,
    filter: state.filterQuery,
    selection: state.selection,
    ...(state.source.kind === 'sample' ? { sample: state.source.file } : { input: state.text }),
  };
}

const changed = (a: InspectorState, b: InspectorState) =>
  a.text !== b.text ||
  a.source !== b.source ||
  a.profile !== b.profile ||
  a.compareProfile !== b.compareProfile ||
  a.filterQuery !== b.filterQuery ||
  a.selection !== b.selection;

export interface UrlSyncWindow {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  addEventListener: (type: 'hashchange' | 'pagehide', listener: () => void) => void;
  removeEventListener: (type: 'hashchange' | 'pagehide', listener: () => void) => void;
}

/** Above this many characters a text change is written after a pause (compressing costs ~0.3 ms/KB). */
const IMMEDIATE_TEXT_CHARS = 64 * 1024;

/**
 * Writes the hash when the state changes: at once (the copied or reloaded URL is never one step
 * behind), or a moment after typing stops in a large input. `onHashNavigation` is called with a
 * hash the user opened in this tab (it differs from what was written).
 */
export function startUrlSync(
  store: StoreApi<InspectorState>,
  win: UrlSyncWindow,
  onHashNavigation: (hash: string) => void,
  delayMs = 250,
): { stop: () => void; flush: () => EncodedLink } {
  const encodeText = createInputEncoder();
  let written = win.location.hash.replace(/^#/, '');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = (): EncodedLink => {
    clearTimeout(timer);
    timer = undefined;
    const link = encodeLink(linkStateOf(store.getState()), encodeText);
    const { linkStatus, setLinkStatus } = store.getState();
    if (link.inputTooLarge) setLinkStatus({ kind: 'too-large', ...link.inputTooLarge });
    else if (linkStatus.kind !== 'ok') setLinkStatus({ kind: 'ok' });
    if (link.hash !== written) {
      written = link.hash;
      win.history.replaceState(win.history.state, '', link.hash ? `#${link.hash}` : `${win.location.pathname}${win.location.search}`);
    }
    return link;
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (!changed(state, previous)) return;
    clearTimeout(timer);
    if (state.text !== previous.text && state.text.length > IMMEDIATE_TEXT_CHARS) timer = setTimeout(write, delayMs);
    else queueMicrotask(write); // after the current store update has finished
  });
  const onHashChange = () => {
    const hash = win.location.hash.replace(/^#/, '');
    if (hash === written) return;
    written = hash;
    onHashNavigation(hash);
  };
  // a reload or a closed tab while a write is pending: write it now
  const onPageHide = () => {
    if (timer !== undefined) write();
  };
  win.addEventListener('hashchange', onHashChange);
  win.addEventListener('pagehide', onPageHide);
  write();
  activeFlush = write;
  return {
    stop: () => {
      activeFlush = null;
      clearTimeout(timer);
      unsubscribe();
      win.removeEventListener('hashchange', onHashChange);
      win.removeEventListener('pagehide', onPageHide);
    },
    flush: write,
  };
}
