import { describe, expect, it } from 'vitest';
import { buildTrace } from '../trace';
import { buildOutputItems } from './buildOutputItems';
import { HOSTED_TOOLBOX, scenarioTrace } from './scenario.test-helpers';
import type { OutputItem } from './types';

const labels = (item: OutputItem) => item.chips.map((chip) => chip.label);
const byType = (items: OutputItem[], type: string) => items.filter((item) => item.type === type);

describe('buildOutputItems: Responses', () => {
  it('05 hosted toolbox: the function_call is hosted because the provider sent its output', () => {
    const items = buildOutputItems(scenarioTrace(HOSTED_TOOLBOX));
    expect(items.map((i) => i.type)).toEqual(['function_call', 'function_call_output', 'message']);
    const [call, output, message] = items;

    expect(call).toMatchObject({ outputIndex: 0, callId: 'call_KB', name: 'azure_ai_search', status: 'completed' });
    expect(call.role).toEqual({ classification: 'informational', label: 'hosted', reason: 'hosted: the provider returned its output' });
    expect(call.lifecycle).toMatchObject({ addedAt: 2, deltaIndices: [3, 4], doneAt: 6 });
    expect(call.wireIndices).toEqual([2, 3, 4, 5, 6]);
    expect(call.contents).toEqual([
      { wireIndex: 3, contentIndex: 0 },
      { wireIndex: 4, contentIndex: 0 },
    ]);
    // The aggregator's merge of chunk 4 into chunk 3 is one of the call's decisions.
    expect(labels(call)).toContain('merged into call_KB');
    expect(labels(call)).toContain('emitted');
    expect(call.chips.find((c) => c.label === 'emitted')).toMatchObject({ count: 2, wireIndices: [3, 4] });

    expect(output.role.label).toBe('output');
    expect(output.role.reason).toBe("the provider's output for call_KB");
    expect(labels(output)).toEqual(['dropped', 'unparsed']);
    expect(output.lifecycle).toMatchObject({ addedAt: 7, doneAt: 8, deltaIndices: [] });
    expect(output.snapshotAt).toBe(8);

    expect(message.role.label).toBe('message');
    expect(message.lifecycle.deltaIndices).toEqual([11, 12]);
  });

  it('a function_call with no provider output is actionable', () => {
    const [call] = buildOutputItems(scenarioTrace('02-function-call-args-in-two-deltas.ndjson'));
    expect(call.role).toEqual({ classification: 'actionable', label: 'actionable', reason: 'actionable: a local function the framework must run' });
  });

  it('hosted item types are informational, whatever their events', () => {
    const mcp = byType(buildOutputItems(scenarioTrace('15-mcp-call-with-output.ndjson')), 'mcp_call')[0];
    expect(mcp.role.reason).toBe('hosted: executed by the provider');
    const web = byType(buildOutputItems(scenarioTrace('17-web-search-call.ndjson')), 'web_search_call')[0];
    expect(web.role.classification).toBe('informational');
    const custom = buildOutputItems(scenarioTrace('13-custom-tool-call.ndjson'))[0];
    expect(custom.type).toBe('custom_tool_call');
    expect(custom.role.classification).toBe('informational');
    expect(custom.role.reason).toContain('informational_only');
  });

  it('tool_search_call follows its execution field; local_shell_call is actionable', () => {
    const server = buildOutputItems(scenarioTrace('14-tool-search-call.ndjson'))[0];
    expect(server.role.classification).toBe('informational');
    const client = buildOutputItems(scenarioTrace('pydantic-ai__test_openai_client_tool_search_streaming.0.sse'))[0];
    expect(client.role.classification).toBe('actionable');
    const shell = byType(buildOutputItems(scenarioTrace('vercel-ai__openai-local-shell-tool.1.ndjson')), 'local_shell_call')[0];
    expect(shell.role.classification).toBe('actionable');
  });

  it('chips name the decisions of the fixed parser: deferred, duplicate, rejected blank call_id', () => {
    const deferred = byType(buildOutputItems(scenarioTrace('07-function-call-output-in-progress-then-completed.ndjson', 'maf-current')), 'function_call_output')[0];
    expect(labels(deferred)).toEqual(['deferred (in_progress)', 'emitted']);
    const duplicate = byType(buildOutputItems(scenarioTrace('06-function-call-output-on-added-and-done.ndjson', 'maf-current')), 'function_call_output');
    expect(duplicate.map(labels)).toEqual([
      ['duplicate item id', 'emitted'],
      ['duplicate item id', 'emitted'],
    ]);
    const blank = byType(buildOutputItems(scenarioTrace('08-function-call-output-blank-call-id.ndjson', 'maf-current')), 'function_call_output')[0];
    expect(labels(blank)).toEqual(['rejected: blank call_id']);
    expect(blank.role.reason).toBe('an output item with a blank or no call_id');
  });

  it('an item that never gets output_item.done says so', () => {
    const text = [
      { type: 'response.created', response: { id: 'r1', status: 'in_progress', output: [] } },
      { type: 'response.output_item.added', output_index: 0, item: { id: 'fc_1', type: 'function_call', call_id: 'c1', name: 'f', arguments: '' } },
      { type: 'response.function_call_arguments.delta', output_index: 0, item_id: 'fc_1', delta: '{}' },
    ].map((e) => JSON.stringify(e)).join('\n');
    const [call] = buildOutputItems(buildTrace(text));
    expect(call.lifecycle).toMatchObject({ addedAt: 1, deltaIndices: [2], doneAt: null });
  });

  it('items that only ever arrive as deltas get their type from the event', () => {
    const text = JSON.stringify({ type: 'response.output_text.delta', output_index: 0, item_id: 'msg_1', delta: 'hi' });
    const [message] = buildOutputItems(buildTrace(text));
    expect(message).toMatchObject({ type: 'message', id: 'msg_1', lifecycle: { addedAt: null, doneAt: null, deltaIndices: [0] } });
  });
});

describe('buildOutputItems: Chat Completions', () => {
  it('one item per tool call index and one for the message; a merge into the wrong call shows on the chip', () => {
    const items = buildOutputItems(scenarioTrace('25-cc-tool-calls-two-interleaved-by-index.ndjson'));
    expect(items.map((i) => [i.type, i.outputIndex, i.name])).toEqual([
      ['message', null, null],
      ['function_call', 0, 'get_weather'],
      ['function_call', 1, 'get_time'],
    ]);
    const [message, weather, time] = items;
    expect(weather.wireIndices).toEqual([1, 3, 5, 7]);
    expect(weather.contents.map((c) => c.wireIndex)).toEqual([1, 3, 5]);
    expect(weather.lifecycle).toMatchObject({ addedAt: 1, deltaIndices: [3, 5], doneAt: 7 });
    // The legacy merge puts get_weather's argument fragments into get_time (spec §5.3, §11.9).
    expect(labels(weather)).toContain('merged into call_B3hJ6fD1sG8aK5lP2oI9uY7t');
    expect(time.role.classification).toBe('actionable');
    expect(message.lifecycle).toMatchObject({ addedAt: 0, doneAt: 7 });
  });

  it('text chunks feed the message item', () => {
    const [message] = buildOutputItems(scenarioTrace('22-cc-text-only.ndjson'));
    expect(message.lifecycle.deltaIndices).toEqual([1, 2, 3]);
    expect(message.contents).toHaveLength(3);
  });
});
