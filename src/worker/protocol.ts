import type { Trace } from '../core/trace-types';

/** UI thread → worker. */
export interface TraceRequest {
  id: number;
  text: string;
  profile: string;
}

/** Worker → UI thread. A Trace is plain data, so it crosses by structured clone. */
export type TraceResponse = { id: number; ok: true; trace: Trace } | { id: number; ok: false; error: string };
