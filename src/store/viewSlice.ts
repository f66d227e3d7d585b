import { diffTraces, type TraceDiff } from '../core/diff/diffTraces';
import { DEFAULT_PROFILE, PROFILES } from '../core/profiles';
import type { Trace } from '../core/trace-types';
import { looksLikeHar, parseHar, type HarImport } from '../core/wire/har';
import type { SliceCreator, StoreDeps } from './types';

export type CompareStatus = 'off' | 'running' | 'done' | 'failed';

/** An imported HAR waiting for the user to pick one of its streams (credentials already stripped). */
export interface PendingHar extends HarImport {
  fileName: string;
}

/** Whether the current state fits in a link (set by urlSync.ts). */
export type LinkStatus = { kind: 'ok' } | { kind: 'too-large'; kb: number; measured: 'compressed' | 'input' };

export interface ViewSlice {
  /** The second profile of the compare view; null when compare is off. */
  compareProfile: string | null;
  compareTrace: Trace | null;
  compareDiff: TraceDiff | null;
  compareStatus: CompareStatus;
  compareError: string | null;
  setCompareProfile: (name: string | null) => void;
  /** Re-traces the input under the compare profile (called when the main trace changes). */
  refreshCompare: () => void;

  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;

  pendingHar: PendingHar | null;
  /** Text from a paste, a drop or the file button: a HAR opens the picker, anything else is traced. */
  ingestText: (text: string, fileName: string | null) => void;
  pickHarEntry: (entryIndex: number) => void;
  closeHar: () => void;

  linkStatus: LinkStatus;
  setLinkStatus: (status: LinkStatus) => void;
  /** A one-line message about the app itself (link problems, session cleared …). */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** Forgets the saved session and starts empty. */
  clearSession: () => Promise<void>;
}

/** The profile a new comparison starts with: the next upstream step, or the one before the last. */
export function defaultCompareProfile(profile: string): string {
  const at = PROFILES.findIndex((p) => p.name === profile);
  return (at === PROFILES.length - 1 ? PROFILES[at - 1] : PROFILES[at + 1]).name;
}

export const createViewSlice =
  (deps: StoreDeps): SliceCreator<ViewSlice> =>
  (set, get) => {
    let latestCompare = 0;

    return {
      compareProfile: null,
      compareTrace: null,
      compareDiff: null,
      compareStatus: 'off',
      compareError: null,

      setCompareProfile: (name) => {
        if (name === null) {
          latestCompare++;
          set({ compareProfile: null, compareTrace: null, compareDiff: null, compareStatus: 'off', compareError: null });
          return;
        }
        set({ compareProfile: name });
        get().refreshCompare();
      },

      refreshCompare: () => {
        const { compareProfile, trace, traceStatus, text } = get();
        // Only a settled main trace is compared: then `text` is exactly the text it was built from.
        if (compareProfile === null || !trace || traceStatus !== 'done') return;
        const request = ++latestCompare;
        set({ compareStatus: 'running' });
        deps.runTrace(text, compareProfile).then(
          (other) => {
            if (request !== latestCompare || get().trace !== trace) return;
            set({ compareTrace: other, compareDiff: diffTraces(trace, other, text), compareStatus: 'done', compareError: null });
          },
          (error: unknown) => {
            if (request !== latestCompare) return;
            set({ compareStatus: 'failed', compareError: error instanceof Error ? error.message : String(error) });
          },
        );
      },

      helpOpen: false,
      setHelpOpen: (open) => set({ helpOpen: open }),

      pendingHar: null,
      ingestText: (text, fileName) => {
        if ((fileName !== null && /\.har$/i.test(fileName)) || looksLikeHar(text)) {
          set({ pendingHar: { ...parseHar(text), fileName: fileName ?? 'pasted HAR' } });
          return;
        }
        get().loadInput(text, fileName === null ? { kind: 'pasted' } : { kind: 'file', name: fileName });
      },
      pickHarEntry: (entryIndex) => {
        const har = get().pendingHar;
        const entry = har?.entries.find((e) => e.entryIndex === entryIndex);
        if (!har || !entry || entry.text === null) return;
        set({ pendingHar: null });
        get().loadInput(entry.text, { kind: 'har', name: har.fileName, url: entry.url });
      },
      closeHar: () => set({ pendingHar: null }),

      linkStatus: { kind: 'ok' },
      setLinkStatus: (status) => set({ linkStatus: status }),
      notice: null,
      setNotice: (notice) => set({ notice }),

      clearSession: async () => {
        await deps.sessionStore?.clear();
        get().setCompareProfile(null);
        get().setFilter('');
        set({ profile: DEFAULT_PROFILE, pendingHar: null, notice: 'Session cleared: the last input, profile, filter and compare are no longer saved. Capture recordings are kept (delete them under Recordings).' });
        get().loadInput('', { kind: 'pasted' });
      },
    };
  };
