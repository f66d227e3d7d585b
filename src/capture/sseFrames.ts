/**
 * Byte-level SSE framing shared by the local provider (which paces a recording frame by frame)
 * and the capture core (which must tell a finished stream from one cut off mid-frame).
 * Works on raw bytes so that splitting and re-joining never changes a single byte.
 */

const LF = 0x0a;
const CR = 0x0d;

/**
 * End offsets (exclusive) of every complete SSE frame: a frame ends after the blank line that
 * terminates it. Accepts `\n`, `\r\n` and `\r` line ends, like the SDK's decoder (wire-formats B.5).
 * Blank lines before a frame's first field are kept with that frame, so concatenating the frames
 * (plus any unterminated tail) gives back the input exactly.
 */
export function sseFrameEnds(bytes: Uint8Array): number[] {
  const ends: number[] = [];
  let lineStart = 0;
  let frameHasContent = false;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b !== LF && b !== CR) {
      i += 1;
      continue;
    }
    const lineEnd = b === CR && bytes[i + 1] === LF ? i + 2 : i + 1;
    if (i > lineStart) frameHasContent = true;
    else if (frameHasContent) {
      ends.push(lineEnd);
      frameHasContent = false;
    }
    lineStart = lineEnd;
    i = lineEnd;
  }
  return ends;
}

function onlyBlankLines(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (bytes[i] !== LF && bytes[i] !== CR) return false;
  return true;
}

/** Splits bytes into frames (subarrays, no copy); an unterminated tail is the last element. */
export function splitSseFrames(bytes: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[] = [];
  let start = 0;
  for (const end of sseFrameEnds(bytes)) {
    frames.push(bytes.subarray(start, end));
    start = end;
  }
  if (start < bytes.length) frames.push(bytes.subarray(start));
  return frames;
}

/**
 * True when the bytes hold something other than complete frames at the end: the stream stopped
 * mid-event (the "last SSE frame was not terminated by a blank line" case of golden/FORMAT.md).
 * Trailing blank lines alone do not count as an unfinished frame.
 */
export function endsMidFrame(bytes: Uint8Array): boolean {
  const ends = sseFrameEnds(bytes);
  const lastEnd = ends.length ? ends[ends.length - 1] : 0;
  return !onlyBlankLines(bytes, lastEnd, bytes.length);
}
