import { DEFAULT_PROFILE, PROFILES } from '../core/profiles';
import type { SampleIndex, SampleInfo, SliceCreator, StoreDeps } from './types';

export const SAMPLES_BASE = `${import.meta.env?.BASE_URL ?? '/'}samples/`;

/** Where the current text came from: a built-in sample, or the user's own paste/edit. */
export type InputSource = { kind: 'sample'; file: string } | { kind: 'pasted' };

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
