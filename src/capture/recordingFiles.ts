import { decodeInput } from '../core/wire/decode';
import { detectApi } from '../core/wire/detectApi';
import { endsMidFrame, sseFrameEnds } from './sseFrames';
import type { EndedBy, EndpointKind, RecordedChunk, Recording, RecordingError } from './types';

/**
 * A Recording is saved as two files: the body exactly as received (`.sse`, opens anywhere that
 * takes a pasted stream) and a small JSON sidecar with the request and the timing of every read,
 * so a replay can reproduce the real pacing.
 */
export const TIMING_FORMAT = 'stream-inspector/capture-timing@1';

/** Gap between synthetic chunks when an `.sse` file is opened without timing (the provider's default pace). */
export const DEFAULT_FRAME_GAP_MS = 15;

export interface CaptureTiming {
  format: typeof TIMING_FORMAT;
  request: Record<string, unknown>;
  endpoint: EndpointKind;
  baseURL: string;
  startedAt: string;
  status: number | null;
  responseHeaders: Record<string, string>;
  endedBy: EndedBy;
  error?: RecordingError;
  notes: string[];
  byteLength: number;
  /** `[arrivalMs, byteLength]` per network read, in order; byte offsets are the running sum. */
  chunks: Array<[number, number]>;
}

/** The body as received. Write `recording.bytes` instead when the exact bytes matter (invalid UTF-8). */
export function recordingToSse(recording: Recording): string {
  return recording.text;
}

export function recordingTiming(recording: Recording): CaptureTiming {
  return {
    format: TIMING_FORMAT,
    request: recording.request,
    endpoint: recording.endpoint,
    baseURL: recording.baseURL,
    startedAt: recording.startedAt,
    status: recording.status,
    responseHeaders: recording.responseHeaders,
    endedBy: recording.endedBy,
    ...(recording.error ? { error: recording.error } : {}),
    notes: recording.notes,
    byteLength: recording.bytes.length,
    chunks: recording.chunks.map((c) => [c.arrivalMs, c.byteLength]),
  };
}

export function recordingTimingJson(recording: Recording): string {
  return `${JSON.stringify(recordingTiming(recording), null, 1)}\n`;
}

/**
 * Reopens a saved capture. Without a sidecar (any `.sse` file), every SSE frame becomes one chunk,
 * DEFAULT_FRAME_GAP_MS apart, so it can still be replayed event by event.
 */
export function recordingFromFiles(sse: string | Uint8Array, timing?: string | CaptureTiming | null): Recording {
  const bytes = typeof sse === 'string' ? new TextEncoder().encode(sse) : sse;
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const meta = timing == null ? null : parseTiming(timing);
  const notes = meta ? [...meta.notes] : [];
  let chunks = meta ? chunksFromTiming(meta) : null;
  if (meta && !chunks) {
    notes.push(`The timing file describes ${meta.byteLength} bytes but the stream has ${bytes.length}; the timing was ignored.`);
  }
  chunks ??= chunksPerFrame(bytes);
  return {
    request: meta?.request ?? {},
    endpoint: meta?.endpoint ?? detectApi(decodeInput(text).events),
    baseURL: meta?.baseURL ?? '',
    startedAt: meta?.startedAt ?? '',
    status: meta?.status ?? null,
    responseHeaders: meta?.responseHeaders ?? {},
    chunks,
    text,
    bytes,
    endedBy: meta?.endedBy ?? (endsMidFrame(bytes) ? 'truncated' : 'complete'),
    ...(meta?.error ? { error: meta.error } : {}),
    notes,
  };

  function chunksFromTiming(t: CaptureTiming): RecordedChunk[] | null {
    if (t.byteLength !== bytes.length) return null;
    let offset = 0;
    const out = t.chunks.map(([arrivalMs, byteLength]) => {
      const chunk = { arrivalMs, byteOffset: offset, byteLength };
      offset += byteLength;
      return chunk;
    });
    return offset === bytes.length ? out : null;
  }
}

/** One chunk per SSE frame (an unterminated tail is a chunk too). */
export function chunksPerFrame(bytes: Uint8Array, gapMs = DEFAULT_FRAME_GAP_MS): RecordedChunk[] {
  const ends = sseFrameEnds(bytes);
  if (ends[ends.length - 1] !== bytes.length && bytes.length > 0) ends.push(bytes.length);
  let start = 0;
  return ends.map((end, i) => {
    const chunk = { arrivalMs: i * gapMs, byteOffset: start, byteLength: end - start };
    start = end;
    return chunk;
  });
}

/** The sidecar is user-supplied: check its shape rather than trust it. */
function parseTiming(timing: string | CaptureTiming): CaptureTiming {
  const value: unknown = typeof timing === 'string' ? JSON.parse(timing) : timing;
  const t = value as Partial<CaptureTiming> | null;
  if (!t || typeof t !== 'object' || t.format !== TIMING_FORMAT) {
    throw new Error(`Not a capture timing file (expected "format": "${TIMING_FORMAT}").`);
  }
  const chunksOk =
    Array.isArray(t.chunks) &&
    t.chunks.every((c) => Array.isArray(c) && c.length === 2 && c.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0));
  if (!chunksOk || typeof t.byteLength !== 'number') throw new Error('The capture timing file has no valid "chunks" list.');
  const endpoint: EndpointKind = t.endpoint === 'chat.completions' || t.endpoint === 'agui' ? t.endpoint : 'responses';
  const endedBy: EndedBy = (['complete', 'aborted', 'error', 'truncated'] as const).find((e) => e === t.endedBy) ?? 'complete';
  return {
    format: TIMING_FORMAT,
    request: t.request && typeof t.request === 'object' ? t.request : {},
    endpoint,
    baseURL: typeof t.baseURL === 'string' ? t.baseURL : '',
    startedAt: typeof t.startedAt === 'string' ? t.startedAt : '',
    status: typeof t.status === 'number' ? t.status : null,
    responseHeaders: stringEntries(t.responseHeaders),
    endedBy,
    ...(t.error && typeof t.error.message === 'string' ? { error: t.error } : {}),
    notes: Array.isArray(t.notes) ? t.notes.filter((n): n is string => typeof n === 'string') : [],
    byteLength: t.byteLength,
    chunks: t.chunks as Array<[number, number]>,
  };
}

function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
