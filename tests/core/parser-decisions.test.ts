import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../src/core/trace';
import { argsDelta, callAdded, completed, created, ndjson } from './ndjson';

const fco = (phase: 'added' | 'done', id: string, callId: string, status: string, output: unknown = 'result') => ({
  type: `response.output_item.${phase}`, output_index: 1, item: { id, type: 'function_call_output', call_id: callId, status, output },
});
const kinds = (text: string, profile: string) => buildTrace(text, { profile }).steps.map((s) => s.decisions.map((d) => d.kind).join('+'));

describe('per-event decisions', () => {
  it('a delta for an output_index no function_call announced is dropped silently (fixture 7)', () => {
    const trace = buildTrace(ndjson(created(), argsDelta(3, '{"x":1}'), completed()));
    expect(trace.steps[1].update?.contents).toEqual([]);
    expect(trace.steps[1].decisions[0]).toMatchObject({ kind: 'dropped', outputIndex: 3 });
    expect(trace.steps[1].logs).toEqual([]);
  });

  it('arguments sent only on output_item.done vanish, and the decision says so (spec §11.4)', () => {
    const done = { type: 'response.output_item.done', output_index: 0, item: { id: 'fc_1', type: 'function_call', status: 'completed', arguments: '{"x":1}', call_id: 'call_1', name: 'f' } };
    const trace = buildTrace(ndjson(created(), callAdded(0, 'call_1', 'f'), done, completed([done.item])));
    expect(trace.aggregation.response?.messages[0].contents).toEqual([]);
    expect(trace.aggregation.response?.finish_reason).toBe('tool_calls');
    expect(trace.steps[2].decisions[0].kind).toBe('dropped');
    expect(trace.steps[2].decisions[0].summary).toContain('{\\"x\\":1}');
  });

  it('legacy drops function_call_output: .added logged as unparsed, .done silently (spec §3.1)', () => {
    const text = ndjson(created(), fco('added', 'fco_1', 'call_KB', 'completed'), fco('done', 'fco_1', 'call_KB', 'completed'), completed());
    const trace = buildTrace(text, { profile: 'maf-2026-08' });
    expect(kinds(text, 'maf-2026-08').slice(1, 3)).toEqual(['unparsed', 'dropped']);
    expect(trace.steps[1].logs.map((l) => l.summary)).toEqual(['Unparsed event of type: response.output_item.added']);
    expect(trace.steps[2].logs).toEqual([]);
  });

  it('#8078: one function_result per item id, in_progress deferred, blank call_id rejected (spec §3.2)', () => {
    const text = ndjson(
      created(),
      fco('added', 'fco_1', 'call_A', 'in_progress', ''),
      fco('done', 'fco_1', 'call_A', 'completed', 'partial no more'),
      fco('done', 'fco_1', 'call_A', 'completed', 'partial no more'),
      fco('done', 'fco_2', '  ', 'completed'),
      completed(),
    );
    expect(kinds(text, 'maf-current').slice(1, 5)).toEqual(['deferred', 'emitted', 'duplicate', 'rejected']);
    const results = buildTrace(text, { profile: 'maf-current' }).aggregation.response?.messages[0].contents;
    expect(results).toEqual([expect.objectContaining({ type: 'function_result', call_id: 'call_A', result: 'partial no more' })]);
  });

  it('#8078 list output: text items only make the result text; file_id → hosted_file; unknown part kept as JSON text', () => {
    const output = [{ type: 'input_text', text: 'hello' }, { type: 'input_image', image_url: 'https://x/y.png' }, { type: 'input_file', file_id: 'file_1' }, { type: 'input_widget', x: 1 }];
    const trace = buildTrace(ndjson(created(), fco('done', 'fco_1', 'call_A', 'completed', output), completed()), { profile: 'maf-current' });
    const result = trace.steps[1].update?.contents[0];
    expect(result?.result).toBe('hello\n{"type":"input_widget","x":1}');
    expect((result?.items as Array<Record<string, unknown>>).map((c) => [c.type, c.media_type ?? c.file_id ?? c.text])).toEqual([
      ['text', 'hello'], ['uri', 'image/png'], ['hosted_file', 'file_1'], ['text', '{"type":"input_widget","x":1}'],
    ]);
  });

  it('before #6997 a custom_tool_call is dropped; from the snapshot on it is an informational function_call', () => {
    const item = { id: 'ctc_1', type: 'custom_tool_call', call_id: 'call_c1', name: 'code_exec', input: "print('hi')", status: 'completed' };
    const text = ndjson(created(), { type: 'response.output_item.done', output_index: 0, item }, completed());
    expect(buildTrace(text, { profile: 'maf-pre-6997' }).steps[1].update?.contents).toEqual([]);
    expect(buildTrace(text, { profile: 'maf-2026-08' }).steps[1].update?.contents[0]).toMatchObject({ type: 'function_call', informational_only: true, arguments: "print('hi')" });
  });
});

describe('non-streaming Response object (spec §2)', () => {
  const response = {
    id: 'resp_ns', object: 'response', status: 'completed', model: 'gpt-test', created_at: 1767225600,
    output: [
      { id: 'fc_1', type: 'function_call', call_id: 'call_KB', name: 'kb', arguments: '{}', status: 'completed' },
      { id: 'fco_1', type: 'function_call_output', call_id: 'call_KB', output: 'BLUEHERON', status: 'completed' },
      { id: 'msg_1', type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'It is BLUEHERON.', annotations: [] }] },
    ],
    usage: { input_tokens: 5, output_tokens: 6, total_tokens: 11 },
  };

  it('builds one assistant message in item order and logs the unparsed function_call_output', () => {
    const trace = buildTrace(JSON.stringify(response, null, 2));
    expect(trace.input.format).toBe('response-object');
    const r = trace.aggregation.response!;
    expect(r.messages[0].contents.map((c) => c.type)).toEqual(['function_call', 'text']);
    expect(r.finish_reason).toBe('tool_calls');
    expect(r.usage_details).toMatchObject({ input_token_count: 5, output_token_count: 6, total_token_count: 11 });
    expect(trace.steps[0].logs.map((l) => l.summary)).toEqual(['Unparsed output of type: function_call_output']);
  });

  it('under maf-current the provider result becomes a function_result', () => {
    const trace = buildTrace(JSON.stringify(response), { profile: 'maf-current' });
    expect(trace.aggregation.response!.messages[0].contents.map((c) => c.type)).toEqual(['function_call', 'function_result', 'text']);
  });
});

describe('concatenated responses', () => {
  it('parses each response with fresh state when turns are split, as a live client does (spec §12 D8)', () => {
    // The second response reuses output_index 0 for a different call without announcing it.
    const text = ndjson(created('resp_1'), callAdded(0, 'call_1', 'f'), argsDelta(0, '{}'), completed([], 'resp_1'), created('resp_2'), argsDelta(0, '{"late":1}'), completed([], 'resp_2'));
    const split = buildTrace(text, { splitTurns: true });
    const whole = buildTrace(text, { splitTurns: false });
    expect(split.input.events.map((e) => e.turn)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(split.steps[5].update?.contents).toEqual([]);
    expect(whole.steps[5].update?.contents[0]).toMatchObject({ call_id: 'call_1', arguments: '{"late":1}' });
  });
});

describe('non-streaming Chat Completions (spec §7)', () => {
  it('one message per choice: text, then tool calls; usage summed', () => {
    const completion = {
      id: 'chatcmpl-ns', object: 'chat.completion', created: 1767225600, model: 'gpt-4o',
      choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: 'Checking.', tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"NYC"}' } }] } }],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    };
    const trace = buildTrace(JSON.stringify(completion, null, 2));
    expect(trace.input).toMatchObject({ format: 'response-object', api: 'chat.completions' });
    const r = trace.aggregation.response!;
    expect(r.messages[0].contents.map((c) => [c.type, c.text ?? c.call_id])).toEqual([['text', 'Checking.'], ['function_call', 'call_1']]);
    expect(r).toMatchObject({ finish_reason: 'tool_calls', response_id: 'chatcmpl-ns', usage_details: { input_token_count: 3, output_token_count: 4, total_token_count: 7 } });
    expect(trace.agui.events.map((e) => e.event.type)).toContain('TOOL_CALL_START');
  });
});

describe('AG-UI replay guards', () => {
  it('a genuine repeated delta ("ha" + "ha") is skipped by the text guard and reported', () => {
    const trace = buildTrace(ndjson(created(), { type: 'response.output_text.delta', item_id: 'm', output_index: 0, content_index: 0, delta: 'ha' }, { type: 'response.output_text.delta', item_id: 'm', output_index: 0, content_index: 0, delta: 'ha' }, completed()));
    expect(trace.aggregation.response?.messages[0].contents[0].text).toBe('haha');
    expect(trace.agui.events.filter((r) => r.event.type === 'TEXT_MESSAGE_CONTENT').map((r) => r.event.delta)).toEqual(['ha']);
    const finding = trace.findings.find((f) => f.code === 'text-replay-guard');
    expect(finding).toMatchObject({ severity: 'warning', wireIndices: [2] });
    expect(finding?.title).toContain('"ha" from event 2 was not sent');
  });
});
