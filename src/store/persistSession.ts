/**
 * The last session (input text, where it came from, profile, filter, compare, selection) kept in
 * IndexedDB (idb-keyval), so a reload or a new tab opens where the user left off. IndexedDB, not
 * localStorage: pasted captures can be tens of megabytes. Credentials never get here: a HAR's
 * headers are stripped on import and only the chosen response body becomes the input.
 */
import { del, get, set } from 'idb-keyval';
import type { StoreApi } from 'zustand/vanilla';
import type { Selection } from '../core/links/types';
import type { InputSource } from './inputSlice';
import type { InspectorState } from './types';

export interface SessionSnapshot {
  version: 1;
  text: string;
  source: InputSource;
  profile: string;
  filter: string;
  compare: string | null;
  /** What was selected, in any pane. */
  selection: Selection | null;
}

export interface SessionStore {
  load: () => Promise<SessionSnapshot | null>;
  save: (snapshot: SessionSnapshot) => Promise<void>;
  clear: () => Promise<void>;
}

/** The part of idb-keyval used here, so tests can pass a Map. */
export interface KeyValueStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
}

const KEY = 'stream-inspector/session';

function isSource(value: unknown): value is InputSource {
  if (typeof value !== 'object' || value === null) return false;
  const source = value as Record<string, unknown>;
  switch (source.kind) {
    case 'pasted':
      return true;
    case 'sample':
      return typeof source.file === 'string';
    case 'file':
      return typeof source.name === 'string';
    case 'har':
      return typeof source.name === 'string' && typeof source.url === 'string';
    default:
      return false;
  }
}

/** A stored value from an older or a broken version is ignored, never half-applied. */
export function isSessionSnapshot(value: unknown): value is SessionSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    s.version === 1 &&
    typeof s.text === 'string' &&
    isSource(s.source) &&
    typeof s.profile === 'string' &&
    typeof s.filter === 'string' &&
    (s.compare === null || typeof s.compare === 'string') &&
    (s.selection === null || (typeof s.selection === 'object' && typeof (s.selection as { kind?: unknown }).kind === 'string'))
  );
}

export function createSessionStore(kv: KeyValueStore): SessionStore {
  return {
    load: async () => {
      const value = await kv.get(KEY);
      return isSessionSnapshot(value) ? value : null;
    },
    // An empty input is no session: the next start shows the default sample again.
    save: (snapshot) => (snapshot.text === '' ? kv.del(KEY) : kv.set(KEY, snapshot)),
    clear: () => kv.del(KEY),
  };
}

/** IndexedDB through idb-keyval; a browser without it (private modes of old browsers) keeps nothing. */
export function browserSessionStore(): SessionStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return createSessionStore({ get: (key) => get(key), set: (key, value) => set(key, value), del: (key) => del(key) });
}

export function snapshotOf(state: InspectorState): SessionSnapshot {
  return {
    version: 1,
    text: state.text,
    source: state.source,
    profile: state.profile,
    filter: state.filterQuery,
    compare: state.compareProfile,
    selection: state.selection,
  };
}

const changed = (a: InspectorState, b: InspectorState) =>
  a.text !== b.text ||
  a.source !== b.source ||
  a.profile !== b.profile ||
  a.filterQuery !== b.filterQuery ||
  a.compareProfile !== b.compareProfile ||
  a.selection !== b.selection;

/** Saves the session a moment after it changes. Returns a function that stops saving. */
export function startSessionPersistence(store: StoreApi<InspectorState>, sessionStore: SessionStore, delayMs = 400): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    sessionStore.save(snapshotOf(store.getState())).catch((error: unknown) => {
      store.getState().setNotice(`Could not save the session in this browser: ${String(error)}`);
    });
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (!changed(state, previous)) return;
    clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  });
  // Leaving with a save pending: start it now (IndexedDB usually completes a write begun on pagehide).
  const onPageHide = () => {
    if (timer !== undefined) save();
  };
  globalThis.addEventListener?.('pagehide', onPageHide);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', onPageHide);
  };
}
