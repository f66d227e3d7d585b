import { describe, expect, it } from 'vitest';
import { previewOf } from './preview';
import { decision, fakeTrace } from './testing';
import { toWireRows } from './wireRows';

describe('toWireRows', () => {
  it('picks the table fields out of each decoded event', () => {
    const trace = fakeTrace(
      [
        {
          type: 'response.output_item.added',
          sseEvent: 'response.output_item.added',
          json: {
            type: 'response.output_item.added',
            sequence_number: 7,
            output_index: 1,
            item: { id: 'fco_1', type: 'function_call_output', call_id: 'call_KB' },
          },
        },
        {
          type: 'response.output_text.delta',
          sseEvent: 'message',
          json: { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 2, delta: ' hi\n' },
        },
      ],
      [[decision('unparsed', 0)], [decision('emitted', 1)]],
    );
    trace.aggregation.decisions.push(decision('appended', 1, 'appended'));

    const [first, second] = toWireRows(trace);
    expect(first).toMatchObject({
      index: 0,
      line: 1,
      type: 'response.output_item.added',
      sseEvent: null,
      sequenceNumber: 7,
      itemId: 'fco_1',
      outputIndex: 1,
      preview: 'function_call_output call_KB',
      location: 'line 1, byte 0',
    });
    expect(first.decisions.map((d) => d.kind)).toEqual(['unparsed']);
    expect(second.sseEvent).toBe('message');
    expect(second.itemId).toBe('msg_1');
    expect(second.preview).toBe('" hi\\n"');
    expect(second.decisions.map((d) => d.kind)).toEqual(['emitted', 'appended']);
  });

  it('keeps an undecodable event, with its raw text as preview and its problems', () => {
    const trace = fakeTrace([
      { raw: '{"type": oops}', json: undefined, problems: [{ kind: 'invalid_json', message: 'bad' }], line: 4, byteOffset: 1708 },
    ]);
    const [row] = toWireRows(trace);
    expect(row.type).toBeNull();
    expect(row.preview).toBe('{"type": oops}');
    expect(row.problems).toEqual([{ kind: 'invalid_json', message: 'bad' }]);
    expect(row.location).toBe('line 4, byte 1708');
  });
});

describe('previewOf', () => {
  it('describes Chat Completions chunks by their delta', () => {
    expect(
      previewOf({
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { tool_calls: [{ index: 1, id: 'call_b', function: { name: 'f', arguments: '' } }] } }],
      }),
    ).toBe('tool[1] call_b f');
    expect(previewOf({ object: 'chat.completion.chunk', choices: [], usage: { total_tokens: 3 } })).toBe(
      'usage {"total_tokens":3}',
    );
  });

  it('shows the status and error of terminal events', () => {
    expect(previewOf({ type: 'response.failed', response: { status: 'failed', error: { message: 'boom' } } })).toBe(
      'failed · boom',
    );
  });

  it('truncates long text', () => {
    expect(previewOf({ type: 'x', delta: 'a'.repeat(500) }).length).toBe(160);
  });
});
