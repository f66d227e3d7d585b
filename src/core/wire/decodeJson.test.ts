import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';

describe('decodeInput: JSON array of events', () => {
  it('makes one event per element, pointing at the element text', () => {
    const text = `[\n  {"type":"response.created","sequence_number":0,"response":{"id":"r","object":"response","output":[{"a":"]"}]}},\n  {"type":"response.output_text.delta","delta":"日本, \\"[x]\\""},   {"type":"response.completed","sequence_number":2}\n]\n`;
    const result = decodeInput(text);
    expect(result.format).toBe('json-array');
    expect(result.formatReason).toContain('[');
    expect(result.events.map((e) => e.type)).toEqual([
      'response.created',
      'response.output_text.delta',
      'response.completed',
    ]);
    expect(result.events.map((e) => e.line)).toEqual([2, 3, 3]);
    const bytes = Buffer.from(text, 'utf8');
    for (const event of result.events) {
      expect(bytes.subarray(event.byteOffset, event.byteOffset + event.byteLength).toString('utf8')).toBe(event.raw);
      expect(JSON.parse(event.raw)).toEqual(event.json);
    }
    expect(result.events[2].byteOffset).toBe(bytes.indexOf('{"type":"response.completed"'));
  });

  it('reads a broken array as NDJSON and says why', () => {
    const result = decodeInput('[{"type":"response.created"},\n');
    expect(result.format).toBe('ndjson');
    expect(result.formatReason).toContain('not a valid JSON array');
    expect(result.events).toHaveLength(1);
    expect(result.events[0].problems.map((p) => p.kind)).toEqual(['invalid_json']);
  });

  it('flags array elements that are not objects', () => {
    const result = decodeInput('[{"type":"response.created"}, 7, null]');
    expect(result.events.map((e) => e.problems.map((p) => p.kind))).toEqual([[], ['not_an_object'], ['not_an_object']]);
  });
});

describe('decodeInput: single JSON object', () => {
  it('reads a non-streaming Responses API response as ONE event of type "response"', () => {
    const response = {
      id: 'resp_123',
      object: 'response',
      status: 'completed',
      model: 'gpt-4o',
      output: [{ type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'Bonjour ☀' }] }],
    };
    const text = `${JSON.stringify(response, null, 2)}\n`;
    const result = decodeInput(text);
    expect(result.format).toBe('response-object');
    expect(result.api).toBe('responses');
    expect(result.events).toHaveLength(1);
    const [event] = result.events;
    expect(event.type).toBe('response');
    expect(event.json).toEqual(response);
    expect(event.problems).toEqual([]);
    expect(event.line).toBe(1);
    expect(event.byteLength).toBe(Buffer.byteLength(text.trimEnd()));
  });

  it('reads one pretty-printed event as a single event rather than line by line', () => {
    const text = JSON.stringify({ type: 'response.output_item.done', output_index: 0, item: { type: 'function_call' } }, null, 2);
    const result = decodeInput(text);
    expect(result.format).toBe('ndjson');
    expect(result.events.map((e) => e.type)).toEqual(['response.output_item.done']);
  });
});

describe('decodeInput: empty input', () => {
  it.each(['', '   \n\t\r\n', '\ufeff'])('gives format "empty" and no events for %j', (text) => {
    const result = decodeInput(text);
    expect(result.format).toBe('empty');
    expect(result.formatReason.length).toBeGreaterThan(0);
    expect(result.events).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.problems).toEqual([]);
  });
});
