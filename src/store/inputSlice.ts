import { DEFAULT_PROFILE, PROFILES } from '../core/profiles';
import type { SampleIndex, SampleInfo, SliceCreator, StoreDeps } from './types';

export const SAMPLES_BASE = `${import.meta.env?.BASE_URL ?? '/'}samples/`;

/**
 * Where the current text came from: a built-in sample, the user's own paste/edit, a file opened or
 * dropped, or one request of an imported HAR (its URL has credentials redacted).
 */
export type InputSource =
  | { kind: 'sample'; file: string }
  | { kind: 'pasted' }
  | { kind: 'file'; name: string }
  | { kind: 'har'; name: string; url: string };

/**
 * The file name the input is known by (for exports), or null for a paste. A HAR entry is named
 * after the HAR without its extension, so exports get the body's own format extension.
 */
export function sourceName(source: InputSource): string | null {
  switch (source.kind) {
    case 'sample':
      return source.file;
    case 'file':
      return source.name;
    case 'har':
      return source.name.replace(/\.har$/i, '');
    case 'pasted':
      return null;
  }
}

export interface ProfileOption {
  name: string;
  title: string;
  description: string;
}

export interface InputSlice {
  text: string;
  source: InputSource;
  samples: SampleInfo[];
  /** Why the sample list or a sample could not be loaded, in words. */
  samplesError: string | null;
  profile: string;
  profiles: ProfileOption[];
  /** Loads the sample index and the default sample. */
  init: () => Promise<void>;
  setText: (text: string) => void;
  /** Replaces the whole input (file, HAR entry, restored session) and traces it at once. */
  loadInput: (text: string, source: InputSource) => void;
  loadSample: (file: string) => Promise<void>;
  setProfile: (name: string) => void;
}

const profileOptions: ProfileOption[] = PROFILES.map(({ name, title, description }) => ({ name, title, description }));

export const createInputSlice =
  (deps: StoreDeps): SliceCreator<InputSlice> =>
  (set, get) => ({
    text: '',
    source: { kind: 'pasted' },
    samples: [],
    samplesError: null,
    profile: DEFAULT_PROFILE,
    profiles: profileOptions,

    init: async () => {
      let index: SampleIndex;
      try {
        index = JSON.parse(await deps.fetchText(`${SAMPLES_BASE}index.json`)) as SampleIndex;
      } catch (error) {
        set({ samplesError: `Could not load the sample list: ${String(error)}` });
        return;
      }
      set({ samples: index.samples, samplesError: null });
      // A paste made while the index was loading wins over the default sample.
      if (get().text === '') await get().loadSample(index.default);
    },

    setText: (text) => {
      set({ text, source: { kind: 'pasted' } });
      get().scheduleTrace(deps.typingDelayMs);
    },

    loadInput: (text, source) => {
      set({ text, source });
      get().clearSelection();
      get().scheduleTrace(0);
    },

    loadSample: async (file) => {
      let text: string;
      try {
        text = await deps.fetchText(`${SAMPLES_BASE}${encodeURIComponent(file)}`);
      } catch (error) {
        set({ samplesError: `Could not load sample ${file}: ${String(error)}` });
        return;
      }
      set({ text, source: { kind: 'sample', file }, samplesError: null });
      get().clearSelection();
      get().scheduleTrace(0);
    },

    setProfile: (name) => {
      set({ profile: name });
      get().scheduleTrace(0);
    },
  });
