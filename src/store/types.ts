import type { StateCreator } from 'zustand';
import type { Trace } from '../core/trace-types';
import type { CaptureDeps, CaptureSlice } from './captureSlice';
import type { FilterSlice } from './filterSlice';
import type { InputSlice } from './inputSlice';
import type { LessonSlice } from './lessonSlice';
import type { SessionStore } from './persistSession';
import type { PlayerSlice } from './playerSlice';
import type { RecordingsDb } from './recordingsDb';
import type { RecordingsSlice } from './recordingsSlice';
import type { SelectionSlice } from './selectionSlice';
import type { TraceSlice } from './traceSlice';
import type { ViewSlice } from './viewSlice';

export type InspectorState = InputSlice & TraceSlice & SelectionSlice & FilterSlice & ViewSlice & CaptureSlice & RecordingsSlice & PlayerSlice & LessonSlice;

/** A slice creator that can read and write the whole store. */
export type SliceCreator<T> = StateCreator<InspectorState, [], [], T>;

/** One entry of public/samples/index.json. */
export interface SampleInfo {
  file: string;
  description: string;
  api: 'responses' | 'chat.completions';
}

export interface SampleIndex {
  default: string;
  samples: SampleInfo[];
}

/** What the store needs from the outside world; injected so tests can stub it. */
export interface StoreDeps {
  runTrace: (text: string, profile: string) => Promise<Trace>;
  fetchText: (url: string) => Promise<string>;
  /** Milliseconds to wait after typing before re-tracing. */
  typingDelayMs: number;
  /** Where the last session is saved (IndexedDB in the browser); none in tests unless given. */
  sessionStore?: SessionStore;
  /** Saved live captures (IndexedDB in the browser); none in tests unless given. */
  recordingsDb?: RecordingsDb;
  /** Live capture's outside world (network, key storage); browser defaults when left out. */
  capture?: CaptureDeps;
}
