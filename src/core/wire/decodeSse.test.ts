import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';
import type { WireEvent } from './types';

/** The exact bytes an event claims to cover, read with Node's own UTF-8 encoder (an independent oracle). */
function bytesOf(text: string, event: WireEvent): string {
  return Buffer.from(text, 'utf8')
    .subarray(event.byteOffset, event.byteOffset + event.byteLength)
    .toString('utf8');
}

const created = '{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response"}}';
const delta = '{"type":"response.output_text.delta","sequence_number":1,"item_id":"msg_1","delta":"Hi"}';
const completed = '{"type":"response.completed","sequence_number":2,"response":{"id":"resp_1","object":"response"}}';

describe('decodeInput: SSE framing', () => {
  it('reads OpenAI event:+data: framing with names, raw text, lines and byte ranges', () => {
    const text =
      `event: response.created\ndata: ${created}\n\n` +
      `event: response.output_text.delta\ndata: ${delta}\n\n` +
      `event: response.completed\ndata: ${completed}\n\n`;
    const result = decodeInput(text);
    expect(result.format).toBe('sse');
    expect(result.formatReason).toMatch(/event:/);
    expect(result.api).toBe('responses');
    expect(result.notes).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.events.map((e) => e.type)).toEqual([
      'response.created',
      'response.output_text.delta',
      'response.completed',
    ]);
    expect(result.events.map((e) => e.sseEvent)).toEqual(result.events.map((e) => e.type));
    expect(result.events.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(result.events.map((e) => e.line)).toEqual([1, 4, 7]);
    expect(result.events[1].raw).toBe(delta);
    expect(result.events[1].json).toEqual(JSON.parse(delta));
    expect(bytesOf(text, result.events[1])).toBe(`event: response.output_text.delta\ndata: ${delta}`);
    expect(result.events.every((e) => e.problems.length === 0)).toBe(true);
  });

  it('reads OpenRouter data:-only framing with a keep-alive comment and a final [DONE]', () => {
    const text = `: OPENROUTER PROCESSING\n\ndata: ${created}\n\n: OPENROUTER PROCESSING\n\ndata: ${completed}\n\ndata: [DONE]\n\n`;
    const result = decodeInput(text);
    expect(result.format).toBe('sse');
    expect(result.events).toHaveLength(2);
    expect(result.events.map((e) => e.index)).toEqual([0, 1]);
    expect(result.events.map((e) => e.line)).toEqual([3, 7]);
    expect(result.events[0].sseEvent).toBeUndefined();
    expect(result.notes).toEqual(["ignored 1 '[DONE]' sentinel(s)", 'ignored 2 SSE comment line(s)']);
    expect(result.problems).toEqual([]);
  });

  it('is detected as SSE when the paste starts with comment lines only before data', () => {
    expect(decodeInput(`: keep-alive\n\ndata: ${created}\n\n`).format).toBe('sse');
  });

  it('accepts CRLF line endings with the same events and byte ranges that include the CRs', () => {
    const text = `event: response.created\r\ndata: ${created}\r\n\r\nevent: response.completed\r\ndata: ${completed}\r\n\r\n`;
    const result = decodeInput(text);
    expect(result.events.map((e) => e.type)).toEqual(['response.created', 'response.completed']);
    expect(result.events.map((e) => e.line)).toEqual([1, 4]);
    expect(bytesOf(text, result.events[1])).toBe(`event: response.completed\r\ndata: ${completed}`);
    expect(result.notes).toEqual([]);
  });

  it('accepts lone CR line endings (old Mac style)', () => {
    const text = `event: response.created\rdata: ${created}\r\revent: response.completed\rdata: ${completed}\r\r`;
    const result = decodeInput(text);
    expect(result.events.map((e) => e.type)).toEqual(['response.created', 'response.completed']);
    expect(result.events.map((e) => e.line)).toEqual([1, 4]);
    expect(bytesOf(text, result.events[1])).toBe(`event: response.completed\rdata: ${completed}`);
    expect(result.notes).toEqual([]);
  });

  it('joins multi-line data: with "\\n"', () => {
    const text = 'event: response.created\ndata: {"type":"response.created",\ndata:  "sequence_number":0}\n\n';
    const [event] = decodeInput(text).events;
    expect(event.raw).toBe('{"type":"response.created",\n "sequence_number":0}');
    expect(event.type).toBe('response.created');
    expect(event.problems).toEqual([]);
  });

  it('still dispatches a last frame without its blank line, with the golden note and a problem', () => {
    const text = `data: ${created}\n\ndata: ${completed}`;
    const result = decodeInput(text);
    expect(result.events.map((e) => e.type)).toEqual(['response.created', 'response.completed']);
    expect(result.notes).toEqual(['last SSE frame was not terminated by a blank line']);
    expect(result.events[1].problems.map((p) => p.kind)).toEqual(['unterminated_frame']);
    expect(result.events[0].problems).toEqual([]);
    // A single trailing newline does not end an SSE frame either.
    expect(decodeInput(`data: ${created}\n`).notes).toEqual(['last SSE frame was not terminated by a blank line']);
  });

  it('keeps parsing frames after the first [DONE] and says how many there were', () => {
    const text = `data: ${created}\n\ndata: [DONE]\n\ndata: ${completed}\n\n`;
    const result = decodeInput(text);
    expect(result.events.map((e) => e.type)).toEqual(['response.created', 'response.completed']);
    expect(result.events.map((e) => e.index)).toEqual([0, 1]);
    expect(result.notes).toEqual(["ignored 1 '[DONE]' sentinel(s)", "1 SSE frame(s) after the first '[DONE]'"]);
  });

  it('reports a line that is not SSE as an input problem with line and byte offset, and keeps going', () => {
    const text = `HTTP/1.1 200 OK\ncontent-type: text/event-stream\n\ndata: ${created}\n\n${delta}\n\ndata: ${completed}\n\n`;
    const result = decodeInput(text);
    expect(result.format).toBe('sse');
    expect(result.events.map((e) => e.type)).toEqual(['response.created', 'response.completed']);
    expect(result.problems.map((p) => p.line)).toEqual([1, 2, 6]);
    const bytes = Buffer.from(text, 'utf8');
    expect(result.problems[2].byteOffset).toBe(bytes.indexOf(delta));
    expect(result.problems[2].message).toContain('not an SSE line');
  });

  it('reports an event: line without data: as an input problem instead of dropping it silently', () => {
    const result = decodeInput(`event: ping\n\ndata: ${created}\n\n`);
    expect(result.events).toHaveLength(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ line: 1, byteOffset: 0 });
  });

  it('skips a byte-order mark and counts its bytes', () => {
    const text = `\ufeffdata: ${created}\n\n`;
    const [event] = decodeInput(text).events;
    expect(event.type).toBe('response.created');
    expect(event.byteOffset).toBe(3);
    expect(bytesOf(text, event)).toBe(`data: ${created}`);
  });
});

describe('decodeInput: per-event problems in SSE', () => {
  it('keeps the neighbours of an invalid JSON payload and says where it is (bytes after multi-byte text)', () => {
    const before = '{"type":"response.output_text.delta","delta":"héllo 日本 😀"}';
    const bad = '{"type":"response.output_text.delta","delta":"ü",}';
    const text = `event: response.created\ndata: ${created}\n\nevent: response.output_text.delta\ndata: ${before}\n\nevent: response.output_text.delta\ndata: ${bad}\n\nevent: response.completed\ndata: ${completed}\n\n`;
    const result = decodeInput(text);
    expect(result.events.map((e) => e.type)).toEqual([
      'response.created',
      'response.output_text.delta',
      null,
      'response.completed',
    ]);
    expect(result.events.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    const broken = result.events[2];
    expect(broken.json).toBeUndefined();
    expect(broken.raw).toBe(bad);
    expect(broken.sseEvent).toBe('response.output_text.delta');
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0].kind).toBe('invalid_json');

    const bytes = Buffer.from(text, 'utf8');
    const dataLineOffset = bytes.indexOf(`data: ${bad}`);
    const dataLineNumber = text.slice(0, text.indexOf(`data: ${bad}`)).split('\n').length;
    expect(dataLineNumber).toBe(8);
    expect(broken.problems[0].message).toContain(`line ${dataLineNumber}`);
    expect(broken.problems[0].message).toContain(`byte offset ${dataLineOffset}`);
    // Where JSON.parse stopped: the "}" after the trailing comma.
    const stop = dataLineOffset + Buffer.byteLength(`data: ${bad.slice(0, bad.lastIndexOf('}'))}`);
    expect(broken.problems[0].message).toContain(`stopped at byte offset ${stop}`);
    // The event itself starts at its event: line.
    expect(broken.line).toBe(7);
    expect(broken.byteOffset).toBe(bytes.indexOf('event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"ü"'));
  });

  it('flags a payload without "type"', () => {
    const [event] = decodeInput('data: {"sequence_number":3,"delta":"x"}\n\n').events;
    expect(event.type).toBeNull();
    expect(event.problems.map((p) => p.kind)).toEqual(['missing_type']);
  });

  it('flags a payload that is not an object', () => {
    const result = decodeInput('data: 42\n\ndata: "hello"\n\n');
    expect(result.events.map((e) => e.problems.map((p) => p.kind))).toEqual([['not_an_object'], ['not_an_object']]);
    expect(result.events.map((e) => e.type)).toEqual([null, null]);
  });

  it('flags an empty data: payload as invalid JSON but keeps counting it', () => {
    const result = decodeInput(`data:\n\ndata: ${created}\n\n`);
    expect(result.events.map((e) => e.index)).toEqual([0, 1]);
    expect(result.events[0].problems[0].kind).toBe('invalid_json');
    expect(result.events[0].problems[0].message).toContain('empty');
  });

  it('flags an SSE event name that disagrees with the payload type, but not event: error on an error payload', () => {
    const text =
      'event: response.output_text.done\ndata: {"type":"response.output_text.delta","delta":"x"}\n\n' +
      'event: error\ndata: {"type":"error","code":"server_error","message":"boom"}\n\n';
    const result = decodeInput(text);
    expect(result.events[0].type).toBe('response.output_text.delta');
    expect(result.events[0].sseEvent).toBe('response.output_text.done');
    expect(result.events[0].problems.map((p) => p.kind)).toEqual(['event_name_mismatch']);
    expect(result.events[1].type).toBe('error');
    expect(result.events[1].problems).toEqual([]);
  });
});
