import type { RecordedChunk } from './types';

/**
 * When an event had fully arrived: the arrival time of the chunk holding its last byte. Lets the
 * UI fill `WireEvent.arrivalMs` from a Recording (`byteOffset + byteLength` of the event).
 * Binary search: a long capture has thousands of chunks and events.
 */
export function arrivalAtByte(chunks: readonly RecordedChunk[], byteEnd: number): number | undefined {
  let low = 0;
  let high = chunks.length - 1;
  let found: RecordedChunk | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const chunk = chunks[mid];
    if (chunk.byteOffset + chunk.byteLength >= byteEnd) {
      found = chunk;
      high = mid - 1;
    } else low = mid + 1;
  }
  return found?.arrivalMs;
}
