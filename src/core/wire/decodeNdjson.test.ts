import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';

const created = '{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response"}}';
const delta = '{"type":"response.output_text.delta","sequence_number":1,"delta":"Grüße 日本 😀"}';
const completed = '{"type":"response.completed","sequence_number":2,"response":{"id":"resp_1","object":"response"}}';

describe('decodeInput: NDJSON', () => {
  it('reads one payload per line, skips blank lines, and turns a garbage line into an invalid_json event', () => {
    const text = `${created}\n${delta}\nthis line is not JSON\n\n   \n${completed}`;
    const result = decodeInput(text);
    expect(result.format).toBe('ndjson');
    expect(result.formatReason.length).toBeGreaterThan(10);
    expect(result.notes).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.events.map((e) => e.type)).toEqual([
      'response.created',
      'response.output_text.delta',
      null,
      'response.completed',
    ]);
    expect(result.events.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(result.events.map((e) => e.line)).toEqual([1, 2, 3, 6]);

    const garbage = result.events[2];
    expect(garbage.raw).toBe('this line is not JSON');
    expect(garbage.problems.map((p) => p.kind)).toEqual(['invalid_json']);
    const garbageOffset = Buffer.from(text, 'utf8').indexOf('this line is not JSON');
    expect(garbageOffset).toBe(Buffer.byteLength(`${created}\n${delta}\n`));
    expect(garbage.byteOffset).toBe(garbageOffset);
    expect(garbage.problems[0].message).toContain('line 3');
    expect(garbage.problems[0].message).toContain(`byte offset ${garbageOffset}`);

    const last = result.events[3];
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.subarray(last.byteOffset, last.byteOffset + last.byteLength).toString('utf8')).toBe(completed);
  });

  it('reads CRLF NDJSON (a file saved on Windows)', () => {
    const result = decodeInput(`${created}\r\n${completed}\r\n`);
    expect(result.events.map((e) => e.raw)).toEqual([created, completed]);
    expect(result.events.every((e) => e.problems.length === 0)).toBe(true);
  });

  it('flags a line that is a JSON array, not an object', () => {
    const result = decodeInput(`${created}\n[1,2]\n`);
    expect(result.format).toBe('ndjson');
    expect(result.events[1].problems.map((p) => p.kind)).toEqual(['not_an_object']);
  });
});
