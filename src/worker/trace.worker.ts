/// <reference lib="webworker" />
import { buildTrace } from '../core/trace';
import type { TraceRequest, TraceResponse } from './protocol';

self.addEventListener('message', (event: MessageEvent<TraceRequest>) => {
  const { id, text, profile } = event.data;
  let answer: TraceResponse;
  try {
    answer = { id, ok: true, trace: buildTrace(text, { profile }) };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(answer);
});
