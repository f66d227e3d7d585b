import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createWorkerTraceRunner } from '../worker/traceRunner';
import { createCaptureSlice } from './captureSlice';
import { createFilterSlice } from './filterSlice';
import { createInputSlice } from './inputSlice';
import { createLessonSlice } from './lessonSlice';
import { browserSessionStore } from './persistSession';
import { createPlayerSlice } from './playerSlice';
import { browserRecordingsDb } from './recordingsDb';
import { captureAwareRunner } from './recordingsFeed';
import { createRecordingsSlice } from './recordingsSlice';
import { createSelectionSlice } from './selectionSlice';
import { createTraceSlice } from './traceSlice';
import { createViewSlice } from './viewSlice';
import type { InspectorState, StoreDeps } from './types';

export type { InspectorState, SampleInfo } from './types';
export type { WireRow } from './wireRows';
export { displayedRows, displayedTrace, streamEnded } from './playerSlice';

/** The inspector's one store, composed from slices (one concern each). */
export function createInspectorStore(plainDeps: StoreDeps): StoreApi<InspectorState> {
  // Traces know about captures: AG-UI answers are verified directly, arrival times are stamped.
  const deps: StoreDeps = { ...plainDeps, runTrace: captureAwareRunner(plainDeps.runTrace, () => store.getState().arrivalTiming) };
  const store = createStore<InspectorState>()((...args) => ({
    ...createInputSlice(deps)(...args),
    ...createTraceSlice(deps)(...args),
    ...createSelectionSlice(...args),
    ...createFilterSlice(...args),
    ...createViewSlice(deps)(...args),
    ...createCaptureSlice(deps.capture)(...args),
    ...createRecordingsSlice(deps.recordingsDb)(...args),
    ...createPlayerSlice(...args),
    ...createLessonSlice(...args),
  }));
  // Step-through: the cut the panes display follows the trace and the filter (teaching mode).
  store.subscribe((state, previous) => {
    if (state.trace !== previous.trace || state.visibleRows !== previous.visibleRows) state.refreshView();
  });
  // Derived views of a new trace: the filtered rows, and the compare trace of the same input.
  store.subscribe((state, previous) => {
    if (state.trace === previous.trace && state.rows === previous.rows) return;
    state.applyFilter();
    state.refreshCompare();
  });
  // The selection's related sets point into the old trace: keep, move or drop it.
  store.subscribe((state, previous) => {
    if (state.trace !== previous.trace) state.reconcileSelection();
  });
  return store;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

let appStore: StoreApi<InspectorState> | undefined;

/** The browser app's store: core runs in a Web Worker, samples come from /samples/. */
export function getAppStore(): StoreApi<InspectorState> {
  appStore ??= createInspectorStore({ runTrace: createWorkerTraceRunner(), fetchText, typingDelayMs: 150, sessionStore: browserSessionStore(), recordingsDb: browserRecordingsDb() });
  return appStore;
}

export function useInspector<T>(selector: (state: InspectorState) => T): T {
  return useStore(getAppStore(), selector);
}
