/**
 * What the app shows when it opens, in order: the state in the link (hash), else the session saved
 * in this browser, else the default sample. A link without its input (too large for a link) still
 * sets profile, filter and compare, over the saved session's input.
 */
import type { Selection } from '../core/links/types';
import { getProfile } from '../core/profiles';
import type { StoreApi } from 'zustand/vanilla';
import type { InputSource } from './inputSlice';
import { browserSessionStore, snapshotOf, startSessionPersistence, type SessionSnapshot, type SessionStore } from './persistSession';
import type { InspectorState } from './types';
import { decodeLink, linkHasInput, type DecodedLink } from './url';
import { startUrlSync } from './urlSync';

interface Restorable {
  text?: string;
  source?: InputSource;
  sample?: string;
  profile?: string;
  filter?: string;
  compare?: string | null;
  selection?: Selection | null;
}

const knownProfile = (name: string | undefined | null): boolean => {
  if (!name) return false;
  try {
    getProfile(name);
    return true;
  } catch {
    return false;
  }
};

/** Applies a restored state; unknown profiles are reported, not applied. */
export async function applyRestored(store: StoreApi<InspectorState>, state: Restorable): Promise<string[]> {
  const problems: string[] = [];
  const s = store.getState();
  if (state.profile !== undefined) {
    if (knownProfile(state.profile)) store.setState({ profile: state.profile });
    else problems.push(`Unknown profile "${state.profile}" in the link; using ${s.profile}.`);
  }
  if (state.compare !== undefined) {
    if (state.compare === null || knownProfile(state.compare)) store.setState({ compareProfile: state.compare, compareStatus: state.compare ? 'running' : 'off' });
    else problems.push(`Unknown compare profile "${state.compare}"; compare is off.`);
  }
  if (state.filter !== undefined) s.setFilter(state.filter);
  const loadsInput = state.sample !== undefined || state.text !== undefined;
  const selection = state.selection;
  // Selections in other panes are found again by what they point at in the trace (selectionSlice),
  // so a selection that comes with a new input is made once that input's trace has landed.
  if (selection && loadsInput) afterNextTrace(store, () => store.getState().select(selection));
  if (state.sample !== undefined) await s.loadSample(state.sample);
  else if (state.text !== undefined) s.loadInput(state.text, state.source ?? { kind: 'pasted' });
  if (selection && !loadsInput) s.select(selection);
  return problems;
}

function afterNextTrace(store: StoreApi<InspectorState>, then: () => void): void {
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.trace === previous.trace || state.traceStatus !== 'done') return;
    unsubscribe();
    then();
  });
}

const fromLink = (link: DecodedLink): Restorable => ({
  ...(link.sample !== undefined ? { sample: link.sample } : link.input !== undefined ? { text: link.input, source: { kind: 'pasted' } } : {}),
  ...(link.profile !== undefined ? { profile: link.profile } : {}),
  ...(link.compare !== undefined ? { compare: link.compare } : {}),
  ...(link.filter !== undefined ? { filter: link.filter } : {}),
  ...(link.selection !== undefined ? { selection: link.selection } : {}),
});

const fromSession = (session: SessionSnapshot): Restorable => ({
  text: session.text,
  source: session.source,
  profile: session.profile,
  filter: session.filter,
  compare: session.compare,
  selection: session.selection,
});

/** Applies a hash opened in a running tab (a link pasted into the address bar). */
export async function applyLinkHash(store: StoreApi<InspectorState>, hash: string): Promise<void> {
  const link = decodeLink(hash);
  const problems = [...link.problems, ...(await applyRestored(store, fromLink(link)))];
  store.getState().setNotice(problems.length ? problems.join(' ') : null);
}

/** Restores the link or the saved session, then loads the sample list (and the default sample if nothing was restored). */
export async function restoreOnStartup(store: StoreApi<InspectorState>, hash: string, sessionStore: SessionStore | undefined): Promise<void> {
  const link = decodeLink(hash);
  let session: SessionSnapshot | null = null;
  if (!linkHasInput(link) && sessionStore) {
    session = await sessionStore.load().catch(() => null);
  }
  const problems = [...link.problems];
  if (session) problems.push(...(await applyRestored(store, fromSession(session))));
  problems.push(...(await applyRestored(store, fromLink(link))));
  if (link.omittedKb !== undefined && !session) {
    problems.push(`This link's input (${link.omittedKb} KB) was too large to include: ask its sender for the exported file.`);
  }
  if (problems.length) store.getState().setNotice(problems.join(' '));
  await store.getState().init();
}

/**
 * The browser app's start: restore (link, else saved session, else default sample), then keep the
 * hash and the saved session up to date. Sync starts after the restore so it cannot overwrite the
 * link before it was read.
 */
export async function startApp(store: StoreApi<InspectorState>): Promise<void> {
  const sessionStore = browserSessionStore();
  await restoreOnStartup(store, window.location.hash, sessionStore);
  startUrlSync(store, window, (hash) => void applyLinkHash(store, hash));
  if (!sessionStore) return;
  startSessionPersistence(store, sessionStore);
  // What was just restored (from a link, say) is the session now, even if nothing changes before the tab closes.
  void sessionStore.save(snapshotOf(store.getState())).catch(() => undefined);
}
