import { describe, expect, it } from 'vitest';
import { functionCallContent, makeContent, textContent } from '../content/make';
import type { ChatMessage, Content } from '../content/types';
import { toResponsesInput } from './toResponsesInput';

/** spec §3.3 and fixture 39 ("Serializer round trips", observed on the snapshot). */
const result = (items: Content[] | undefined, text: string | null) => makeContent('function_result', { call_id: 'c1', result: text, items });
const replay = (...contents: Content[]) => toResponsesInput([{ role: 'assistant', contents } as ChatMessage]);

describe('replay round trip (spec §3.3)', () => {
  it('a plain result is sent as its text; null as ""', () => {
    expect(replay(result([textContent('plain')], 'plain')).items[0].output).toBe('plain');
    expect(replay(result(undefined, null)).items[0].output).toBe('');
  });

  it('[text, png data URI] → [input_text, input_image with detail auto]', () => {
    const png = makeContent('data', { uri: 'data:image/png;base64,iVBORw0KGgo=', media_type: 'image/png' });
    expect(replay(result([textContent('hi'), png], 'hi')).items[0].output).toEqual([
      { type: 'input_text', text: 'hi' },
      { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'auto' },
    ]);
  });

  it('[text, hosted_file] → "hi": the file reference is lost, and the report says so', () => {
    const out = replay(result([textContent('hi'), makeContent('hosted_file', { file_id: 'file_1' })], 'hi'));
    expect(out.items[0].output).toBe('hi');
    expect(out.notes[0]).toMatchObject({ fate: 'changed' });
    expect(out.notes[0].note).toContain('hosted_file');
  });

  it('[pdf data URI with filename] → [input_file {file_data, filename}]', () => {
    const pdf = makeContent('data', { uri: 'data:application/pdf;base64,JVBERi0=', media_type: 'application/pdf' }, { filename: 'q3.pdf' });
    expect(replay(result([pdf], '')).items[0].output).toEqual([{ type: 'input_file', file_data: 'data:application/pdf;base64,JVBERi0=', filename: 'q3.pdf' }]);
  });

  it('function_call ids: the live fc_id, else fc_ + call_id', () => {
    const live = functionCallContent({ call_id: 'abc', name: 'f', arguments: '{}', additional_properties: { fc_id: 'fc_live' } });
    const plain = functionCallContent({ call_id: 'abc', name: 'f', arguments: '{}' });
    expect(replay(live).items[0].id).toBe('fc_live');
    expect(replay(plain).items[0].id).toBe('fc_abc');
  });

  it('an MCP call and its result become one mcp_call item with the text output', () => {
    const call = makeContent('mcp_server_tool_call', { call_id: 'mcp_1', tool_name: 'search', server_name: 'docs', arguments: '{"q":1}' });
    const res = makeContent('mcp_server_tool_result', { call_id: 'mcp_1', output: [textContent('o')] });
    const out = replay(call, res);
    expect(out.items).toEqual([{ type: 'mcp_call', id: 'mcp_1', server_label: 'docs', name: 'search', arguments: '{"q":1}', output: 'o' }]);
  });

  it('hosted search results have no input form and are reported lost', () => {
    const out = replay(makeContent('search_tool_result', { call_id: 'ws_1' }));
    expect(out.items).toEqual([]);
    expect(out.notes[0].fate).toBe('lost');
  });
});
