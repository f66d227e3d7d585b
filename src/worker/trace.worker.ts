/// <reference lib="webworker" />
import { buildTrace } from '../core/trace';
import type { TraceRequest, TraceResponse } from './protocol';

self.addEventListener('message', (event: MessageEvent<TraceRequest>) => {
  const { id, text, profile } = event.data;
  let answer: TraceResponse;
  try {
    // Sequential AG-UI ids (not uuid4 as upstream): the same input always shows the same ids,
    // which the screenshot baselines (e2e/visual.spec.ts) rely on.
    answer = { id, ok: true, trace: buildTrace(text, { profile, ids: 'sequential' }) };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(answer);
});
