import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createWorkerTraceRunner } from '../worker/traceRunner';
import { createInputSlice } from './inputSlice';
import { createSelectionSlice } from './selectionSlice';
import { createTraceSlice } from './traceSlice';
import type { InspectorState, StoreDeps } from './types';

export type { InspectorState, SampleInfo } from './types';
export type { WireRow } from './wireRows';

/** The inspector's one store, composed from slices (one concern each). */
export function createInspectorStore(deps: StoreDeps): StoreApi<InspectorState> {
  return createStore<InspectorState>()((...args) => ({
    ...createInputSlice(deps)(...args),
    ...createTraceSlice(deps)(...args),
    ...createSelectionSlice(...args),
  }));
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

let appStore: StoreApi<InspectorState> | undefined;

/** The browser app's store: core runs in a Web Worker, samples come from /samples/. */
export function getAppStore(): StoreApi<InspectorState> {
  appStore ??= createInspectorStore({ runTrace: createWorkerTraceRunner(), fetchText, typingDelayMs: 150 });
  return appStore;
}

export function useInspector<T>(selector: (state: InspectorState) => T): T {
  return useStore(getAppStore(), selector);
}
