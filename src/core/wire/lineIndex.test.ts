import { describe, it, expect } from 'vitest';
import { LineReader, PositionCursor, utf8ByteLength, type Line } from './lineIndex';

function allLines(text: string): Line[] {
  const reader = new LineReader(text);
  const lines: Line[] = [];
  for (let line = reader.next(); line; line = reader.next()) lines.push(line);
  return lines;
}

describe('utf8ByteLength', () => {
  it('agrees with Buffer / TextEncoder for ASCII, 2-, 3- and 4-byte characters', () => {
    for (const s of ['', 'abc', 'é', 'naïve café', '日本語', '😀 emoji 🎉', 'mixed ü 日 😀 end']) {
      expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
      expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
    }
  });

  it('counts a lone surrogate as the 3-byte replacement character, like TextEncoder', () => {
    const s = 'a\ud83db';
    expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
  });

  it('measures a sub-range', () => {
    const s = 'xx日本yy';
    expect(utf8ByteLength(s, 2, 4)).toBe(6);
  });
});

describe('LineReader', () => {
  it('splits LF, CRLF and lone CR and reports byte offsets of each line', () => {
    const text = 'é1\r\nline2\rline3\nlast';
    const lines = allLines(text);
    expect(lines.map((l) => text.slice(l.start, l.end))).toEqual(['é1', 'line2', 'line3', 'last']);
    expect(lines.map((l) => l.number)).toEqual([1, 2, 3, 4]);
    const bytes = Buffer.from(text, 'utf8');
    for (const l of lines) {
      const content = text.slice(l.start, l.end);
      expect(bytes.subarray(l.byteOffset, l.byteOffset + l.byteLength).toString('utf8')).toBe(content);
    }
    expect(lines.map((l) => l.terminated)).toEqual([true, true, true, false]);
  });

  it('does not invent an empty line after a final terminator, but keeps inner blank lines', () => {
    const lines = allLines('a\n\nb\n');
    expect(lines.map((l) => l.end - l.start)).toEqual([1, 0, 1]);
  });

  it('skips a byte-order mark but counts its 3 bytes', () => {
    const [first] = allLines('\ufeffdata: x\n');
    expect(first.start).toBe(1);
    expect(first.byteOffset).toBe(3);
  });
});

describe('PositionCursor', () => {
  it('maps increasing character indices to line and byte offset (CRLF counted once)', () => {
    const text = 'ab\r\n日本\ncd\re';
    const cursor = new PositionCursor(text);
    expect(cursor.positionOf(text.indexOf('日'))).toEqual({ line: 2, byteOffset: 4 });
    expect(cursor.positionOf(text.indexOf('c'))).toEqual({ line: 3, byteOffset: Buffer.byteLength('ab\r\n日本\n') });
    expect(cursor.positionOf(text.indexOf('e'))).toEqual({ line: 4, byteOffset: Buffer.byteLength('ab\r\n日本\ncd\r') });
    expect(() => cursor.positionOf(0)).toThrow(RangeError);
  });
});
