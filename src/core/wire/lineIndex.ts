/**
 * Line numbers and UTF-8 byte offsets for pasted text, computed incrementally.
 *
 * A pasted capture can be tens of megabytes, so nothing here re-encodes a prefix or rescans the
 * text: every character is visited once. Line terminators are LF, CRLF and a lone CR (the SSE
 * spec's three, which the OpenAI SDKs also accept — spec/wire-formats.md B.5).
 */

/** UTF-8 length of `text.slice(start, end)`, counted without allocating. */
export function utf8ByteLength(text: string, start = 0, end = text.length): number {
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4; // a surrogate pair is one 4-byte code point
        i++;
      } else {
        bytes += 3; // lone surrogate: TextEncoder writes U+FFFD (3 bytes)
      }
    } else bytes += 3;
  }
  return bytes;
}

/** One line of the input. Character indices point into the original text. */
export interface Line {
  /** 1-based line number. */
  number: number;
  /** Index of the line's first character (after a leading BOM on line 1). */
  start: number;
  /** Index just past the line's last character (before its terminator). */
  end: number;
  /** UTF-8 offset of the line's first byte in the input (a BOM counts, it is 3 bytes on the wire). */
  byteOffset: number;
  /** UTF-8 length of the line's content, terminator excluded. */
  byteLength: number;
  /** True when a terminator (LF, CRLF or CR) follows; false only for a last line without one. */
  terminated: boolean;
}

const LF = 10;
const CR = 13;
const BOM = 0xfeff;

/**
 * Reads the input line by line. The positions of the next CR and LF are cached so that a text
 * without any CR does not make every line rescan to the end (that would be quadratic).
 */
export class LineReader {
  private pos: number;
  private lineNumber = 0;
  private bytePos: number;
  private nextLf = -2;
  private nextCr = -2;

  constructor(private readonly text: string) {
    const hasBom = text.charCodeAt(0) === BOM;
    this.pos = hasBom ? 1 : 0;
    this.bytePos = hasBom ? 3 : 0;
  }

  /** The next line, or null at the end. A text ending with a terminator has no extra empty line. */
  next(): Line | null {
    const text = this.text;
    const start = this.pos;
    if (start >= text.length) return null;
    if (this.nextLf !== -1 && this.nextLf < start) this.nextLf = text.indexOf('\n', start);
    if (this.nextCr !== -1 && this.nextCr < start) this.nextCr = text.indexOf('\r', start);
    let end: number;
    if (this.nextLf === -1 && this.nextCr === -1) end = text.length;
    else if (this.nextLf === -1) end = this.nextCr;
    else if (this.nextCr === -1) end = this.nextLf;
    else end = Math.min(this.nextLf, this.nextCr);

    let after = end;
    let terminatorBytes = 0;
    if (end < text.length) {
      const c = text.charCodeAt(end);
      after = c === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
      terminatorBytes = after - end;
    }
    const byteLength = utf8ByteLength(text, start, end);
    const line: Line = {
      number: ++this.lineNumber,
      start,
      end,
      byteOffset: this.bytePos,
      byteLength,
      terminated: end < text.length,
    };
    this.bytePos += byteLength + terminatorBytes;
    this.pos = after;
    return line;
  }
}

/** Where a character index is: 1-based line and UTF-8 byte offset. */
export interface TextPosition {
  line: number;
  byteOffset: number;
}

/**
 * Maps increasing character indices to line / byte offset by walking forward from the previous
 * answer (used for the elements of a JSON array, whose starts are found in order).
 */
export class PositionCursor {
  private index: number;
  private line = 1;
  private byteOffset: number;

  constructor(private readonly text: string) {
    const hasBom = text.charCodeAt(0) === BOM;
    this.index = hasBom ? 1 : 0;
    this.byteOffset = hasBom ? 3 : 0;
  }

  /** Position of `target`; targets must not decrease between calls. */
  positionOf(target: number): TextPosition {
    if (target < this.index) throw new RangeError('PositionCursor only moves forward');
    const text = this.text;
    for (let i = this.index; i < target; i++) {
      const c = text.charCodeAt(i);
      if (c === LF) {
        if (i === 0 || text.charCodeAt(i - 1) !== CR) this.line++;
      } else if (c === CR) this.line++;
    }
    this.byteOffset += utf8ByteLength(text, this.index, target);
    this.index = target;
    return { line: this.line, byteOffset: this.byteOffset };
  }
}
