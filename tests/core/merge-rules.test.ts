import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../src/core/trace';
import { argsDelta, callAdded, completed, created, ndjson, textDelta } from './ndjson';

const calls = (text: string, profile = 'maf-2026-08') => {
  const trace = buildTrace(text, { profile });
  return { trace, contents: trace.aggregation.response?.messages[0].contents ?? [] };
};

/** spec §5.3: how streamed function_call chunks are put back together. */
describe('function_call merge rules', () => {
  const interleaved = ndjson(
    created(), callAdded(0, 'call_A', 'get_weather'), callAdded(1, 'call_B', 'get_time'),
    argsDelta(0, '{"city":'), argsDelta(1, '{"tz":'), argsDelta(0, '"NYC"}'), argsDelta(1, '"EST"}'), completed(),
  );

  it('legacy placement leaves interleaved A,B,A,B as four fragments (§5.3, fixture 5)', () => {
    const { trace, contents } = calls(interleaved);
    expect(contents.map((c) => [c.call_id, c.arguments])).toEqual([
      ['call_A', '{"city":'], ['call_B', '{"tz":'], ['call_A', '"NYC"}'], ['call_B', '"EST"}'],
    ]);
    expect(trace.aggregation.logs.map((l) => l.summary)).toEqual(Array(3).fill('Cannot add function calls with different call_ids'));
    const appended = trace.aggregation.decisions.filter((d) => d.kind === 'appended');
    expect(appended.map((d) => d.wireIndex)).toEqual([3, 4, 5, 6]);
    expect(appended[1].summary).toContain('differs from the trailing call call_A');
  });

  it('#8337 call_id placement reassembles both calls and records each merge', () => {
    const { trace, contents } = calls(interleaved, 'maf-current');
    expect(contents.map((c) => [c.call_id, c.arguments])).toEqual([['call_A', '{"city":"NYC"}'], ['call_B', '{"tz":"EST"}']]);
    const merged = trace.aggregation.decisions.filter((d) => d.kind === 'merged');
    expect(merged.map((d) => [d.wireIndex, d.target?.wireIndex])).toEqual([[5, 3], [6, 4]]);
  });

  it('sequential chunks of one call merge into the trailing call', () => {
    const { trace, contents } = calls(ndjson(created(), callAdded(0, 'call_A', 'f'), argsDelta(0, '{"a":'), argsDelta(0, '1}'), completed()));
    expect(contents).toHaveLength(1);
    expect(contents[0].arguments).toBe('{"a":1}');
    expect(trace.aggregation.decisions.map((d) => d.kind)).toEqual(['appended', 'merged']);
  });

  it('an untagged Chat Completions chunk after text is appended as a new call with an empty call_id (fixture 36)', () => {
    const chunk = (delta: Record<string, unknown>) => ({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: null }] });
    const text = ndjson(
      chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'f', arguments: '{' } }] }),
      chunk({ content: 'x' }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '}' } }] }),
    );
    const { trace, contents } = calls(text);
    expect(trace.input.api).toBe('chat.completions');
    expect(contents.map((c) => [c.type, c.call_id ?? null, c.arguments ?? c.text])).toEqual([
      ['function_call', 'call_a', '{'], ['text', null, 'x'], ['function_call', '', '}'],
    ]);
    expect(trace.aggregation.decisions.at(-1)?.summary).toContain('the trailing content is text');
  });

  it('Chat Completions interleaved by index: first call keeps "", second gets both streams (§12.1 C5)', () => {
    const chunk = (calls: unknown[]) => ({ id: 'chatcmpl-2', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { tool_calls: calls }, finish_reason: null }] });
    const text = ndjson(
      chunk([{ index: 0, id: 'call_A', type: 'function', function: { name: 'city', arguments: '' } }]),
      chunk([{ index: 1, id: 'call_B', type: 'function', function: { name: 'tz', arguments: '' } }]),
      chunk([{ index: 0, function: { arguments: '{"city":' } }]),
      chunk([{ index: 1, function: { arguments: '{"tz":' } }]),
      chunk([{ index: 0, function: { arguments: '"NYC"}' } }]),
      chunk([{ index: 1, function: { arguments: '"EST"}' } }]),
    );
    const { contents } = calls(text);
    expect(contents.map((c) => [c.call_id, c.arguments])).toEqual([['call_A', ''], ['call_B', '{"city":{"tz":"NYC"}"EST"}']]);
  });

  it('string + dict arguments for one call: the aggregation error is reported, not thrown (§5.3, fixture 35)', () => {
    // A tool_search_call yields dict arguments; a later same-id string chunk cannot be merged into it.
    const text = ndjson(
      created(),
      { type: 'response.output_item.done', output_index: 0, item: { id: 'tsc_1', type: 'tool_search_call', call_id: 'call_X', arguments: { q: 1 }, status: 'completed' } },
      callAdded(1, 'call_X', 'tool_search'),
      argsDelta(1, 'abc'),
      completed(),
    );
    const { trace } = calls(text);
    expect(trace.aggregation.response).toBeNull();
    expect(trace.aggregation.error).toMatch(/^TypeError: /);
    expect(trace.steps).toHaveLength(5);
    expect(trace.agui.events.length).toBeGreaterThan(0);
  });

  it('text deltas between calls keep message order; adjacent text is joined at finalization (§5.4)', () => {
    const { contents } = calls(ndjson(created(), textDelta('Let me '), textDelta('check. '), callAdded(1, 'call_A', 'f'), argsDelta(1, '{}'), completed()));
    expect(contents.map((c) => c.type)).toEqual(['text', 'function_call']);
    expect(contents[0].text).toBe('Let me check. ');
  });
});
