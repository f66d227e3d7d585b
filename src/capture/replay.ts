import type { RecordedChunk, Recording } from './types';

/** What a replay hands out per chunk: enough to re-run `decodeInput` / `buildTrace` on the prefix. */
export interface ReplayFrame {
  index: number;
  chunk: RecordedChunk;
  /** This chunk's bytes (a view into `recording.bytes`). */
  bytes: Uint8Array;
  /** The text that arrived with this chunk (whole characters only). */
  delta: string;
  /** Everything received so far: always a prefix of `recording.text`, equal to it after the last frame. */
  text: string;
  last: boolean;
}

/** `speed` 1 = recorded pace, N = N times faster, Infinity = no waiting, 'step' = the caller advances. */
export type ReplaySpeed = number | 'step';

export interface ReplayOptions {
  speed?: ReplaySpeed;
  signal?: AbortSignal;
  /** Clock and timer, replaceable in tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * The recording's chunks as an async iterator. Waits are measured from the replay's start (not
 * chunk to chunk) so timer lateness does not accumulate over thousands of chunks. With
 * `speed: 'step'` nothing waits: each `next()` is one step the UI asked for.
 */
export async function* replayFrames(recording: Recording, options: ReplayOptions = {}): AsyncGenerator<ReplayFrame> {
  const speed = options.speed ?? 1;
  if (speed !== 'step' && !(speed > 0)) throw new RangeError(`replay speed must be > 0 or 'step' (got ${speed})`);
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? abortableSleep;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const startedMs = now();
  let text = '';
  for (let index = 0; index < recording.chunks.length; index += 1) {
    const chunk = recording.chunks[index];
    if (speed !== 'step' && Number.isFinite(speed)) {
      const wait = startedMs + chunk.arrivalMs / speed - now();
      if (wait > 0) await sleep(wait, options.signal);
    }
    if (options.signal?.aborted) return;
    const last = index === recording.chunks.length - 1;
    const bytes = recording.bytes.subarray(chunk.byteOffset, chunk.byteOffset + chunk.byteLength);
    const delta = decoder.decode(bytes, { stream: !last });
    text += delta;
    yield { index, chunk, bytes, delta, text, last };
  }
}

export interface ReplayResult {
  delivered: number;
  endedBy: 'complete' | 'aborted';
}

/** Plays a recording through `onChunk` at the chosen speed; resolves when done or aborted. */
export async function replayRecording(
  recording: Recording,
  options: ReplayOptions & { onChunk: (frame: ReplayFrame) => void },
): Promise<ReplayResult> {
  let delivered = 0;
  for await (const frame of replayFrames(recording, options)) {
    options.onChunk(frame);
    delivered += 1;
  }
  return { delivered, endedBy: delivered < recording.chunks.length ? 'aborted' : 'complete' };
}

/** setTimeout that returns early (without throwing) when the signal fires. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
