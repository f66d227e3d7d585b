import type { Trace } from '../core/trace-types';
import type { TraceRequest, TraceResponse } from './protocol';

/** Builds a Trace for some text under a profile, somewhere (a Web Worker in the browser). */
export type TraceRunner = (text: string, profile: string) => Promise<Trace>;

/** Runs core in the same thread: used where there is no Worker (unit tests, old browsers). */
export const runTraceInline: TraceRunner = async (text, profile) => {
  const { buildTrace } = await import('../core/trace');
  return buildTrace(text, { profile, ids: 'sequential' }); // as the worker: see trace.worker.ts
};

/**
 * Runs core in a Web Worker so a large paste never freezes the page. Answers come back by
 * request id; a caller that fires several requests gets each its own answer.
 */
export function createWorkerTraceRunner(): TraceRunner {
  if (typeof Worker === 'undefined') return runTraceInline;
  const worker = new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (trace: Trace) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  worker.addEventListener('message', (event: MessageEvent<TraceResponse>) => {
    const answer = event.data;
    const waiter = pending.get(answer.id);
    if (!waiter) return;
    pending.delete(answer.id);
    if (answer.ok) waiter.resolve(answer.trace);
    else waiter.reject(new Error(answer.error));
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(`trace worker failed: ${event.message || 'unknown error'}`);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });

  return (text, profile) =>
    new Promise<Trace>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const request: TraceRequest = { id, text, profile };
      worker.postMessage(request);
    });
}
