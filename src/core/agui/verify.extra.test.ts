import { describe, expect, it } from 'vitest';
import { checkAguiSchema } from './schema';
import type { AguiEvent } from './types';
import { verifyAgui } from './verify';
import { buildVerifyContext } from './verify-context';
import { verifyProviderOutputs } from './verify-provider-output';
import { verifyTermination, verifyToolResults } from './verify-results';
import { records } from './verify.test-helpers';

const RS: AguiEvent = { type: 'RUN_STARTED', threadId: 't', runId: 'r' };
const RF: AguiEvent = { type: 'RUN_FINISHED', threadId: 't', runId: 'r' };
const start = (id: string): AguiEvent => ({ type: 'TOOL_CALL_START', toolCallId: id, toolCallName: 'f' });
const end = (id: string): AguiEvent => ({ type: 'TOOL_CALL_END', toolCallId: id });
const result = (id: string, m = 'msg'): AguiEvent => ({ type: 'TOOL_CALL_RESULT', messageId: m, toolCallId: id, content: 'ok', role: 'tool' });

describe('tool-result rules verifyEvents does not check', () => {
  const codes = (events: AguiEvent[]) => verifyToolResults(records(events)).map((f) => f.code);

  it('TOOL_CALL_RESULT for an unknown toolCallId', () => {
    expect(codes([RS, end('a'), result('a'), RF])).toEqual(['tool-result-unknown-call']);
    expect(codes([RS, start('a'), end('a'), result('a'), RF])).toEqual([]);
  });

  it('TOOL_CALL_RESULT before TOOL_CALL_END', () => {
    expect(codes([RS, start('a'), result('a'), end('a'), RF])).toEqual(['tool-result-before-end']);
    expect(codes([RS, start('a'), end('a'), result('a'), RF])).toEqual([]);
  });

  it('two TOOL_CALL_RESULTs for one toolCallId', () => {
    const f = verifyToolResults(records([RS, start('a'), end('a'), result('a', 'm1'), result('a', 'm2'), RF]));
    expect(f.map((x) => x.code)).toEqual(['tool-result-duplicate']);
    expect(f[0].aguiIndices).toEqual([3, 4]);
    expect(codes([RS, start('a'), end('a'), result('a', 'm1'), start('b'), end('b'), result('b', 'm2'), RF])).toEqual([]);
  });

  it('a new run resets what calls are known', () => {
    expect(codes([RS, start('a'), end('a'), RF, RS, result('a'), RF])).toEqual(['tool-result-unknown-call']);
  });
});

describe('stream termination', () => {
  it('flags a stream that ends without RUN_FINISHED or RUN_ERROR', () => {
    const f = verifyTermination(records([RS, { type: 'TEXT_MESSAGE_START', messageId: 'm' }]));
    expect(f.map((x) => [x.code, x.severity])).toEqual([['stream-without-terminal', 'warning']]);
    expect(f[0].aguiIndices).toEqual([1]);
    expect(verifyTermination(records([RS, RF]))).toEqual([]);
    expect(verifyTermination(records([RS, { type: 'RUN_ERROR', message: 'x' }]))).toEqual([]);
  });

  it('only the last run counts', () => {
    expect(verifyTermination(records([RS, RF, RS])).length).toBe(1);
    expect(verifyTermination(records([]))[0].title).toMatch(/empty/);
  });

  it('explains a run that raised (spec §12 D1) as an error', () => {
    const f = verifyTermination(records([RS]), { runError: 'ChatClientException: ("boom", APIError(\'boom\'))' });
    expect(f[0].severity).toBe('error');
    expect(f[0].explanation).toContain('RUN_ERROR');
    expect(f[0].explanation).toContain('ChatClientException');
  });
});

describe('provider output without TOOL_CALL_RESULT', () => {
  const wire = [
    { index: 0, json: { type: 'response.output_item.added', item: { type: 'function_call', call_id: 'call_X', name: 'f' } } },
    { index: 1, json: { type: 'response.output_item.added', item: { type: 'function_call_output', call_id: 'call_X', output: 'o' } } },
    { index: 2, json: { type: 'response.output_item.done', item: { type: 'function_call_output', call_id: 'call_X', output: 'o' } } },
  ];

  it('reports a call that ended without the result the provider sent', () => {
    const events = records([RS, start('call_X'), end('call_X'), RF]);
    const f = verifyProviderOutputs(events, buildVerifyContext(wire));
    expect(f).toHaveLength(1);
    expect(f[0].title).toBe('tool call call_X ended without a result although the provider sent its output');
    expect(f[0].wireIndices).toEqual([1, 2]);
    expect(f[0].aguiIndices).toEqual([1, 2]);
  });

  it('is quiet when the result reached AG-UI (#8078 behaviour)', () => {
    const events = records([RS, start('call_X'), end('call_X'), result('call_X'), RF]);
    expect(verifyProviderOutputs(events, buildVerifyContext(wire))).toEqual([]);
  });

  it('warns when the call itself never reached AG-UI', () => {
    const f = verifyProviderOutputs(records([RS, RF]), buildVerifyContext(wire));
    expect(f.map((x) => x.code)).toEqual(['provider-output-for-unseen-call']);
    expect(f[0].wireIndices).toEqual([0, 1, 2]);
  });

  it('ignores blank call ids and uses the terminal response only as a fallback', () => {
    const ctx = buildVerifyContext([
      { index: 0, json: { type: 'response.output_item.done', item: { type: 'function_call_output', call_id: '  ', output: 'o' } } },
      { index: 1, json: { type: 'response.completed', response: { output: [{ type: 'function_call_output', call_id: 'call_Y', output: 'o' }] } } },
      { index: 2, json: { type: 'response.output_item.done', item: { type: 'mcp_call', id: 'mcp_1', output: 'o' } } },
      { index: 3, json: { type: 'response.output_item.added', item: { type: 'mcp_call', id: 'mcp_2', output: null } } },
    ]);
    expect([...ctx.providerOutputs.entries()]).toEqual([
      ['mcp_1', [2]],
      ['call_Y', [1]],
    ]);
  });
});

describe('schema check', () => {
  it('turns a zod failure into a finding instead of throwing', () => {
    const f = checkAguiSchema(records([RS, { type: 'TOOL_CALL_START', toolCallId: 'a', toolCallName: 'f', parentMessageId: null }]));
    expect(f.map((x) => [x.code, x.aguiIndices])).toEqual([['schema-invalid', [1]]]);
    expect(f[0].explanation).toContain('parentMessageId');
    expect(checkAguiSchema(records([RS, start('a'), end('a'), RF]))).toEqual([]);
  });
});

describe('verifyAgui', () => {
  it('orders findings most severe first, stable within a severity', () => {
    const events = records([RS, end('a'), result('a'), start('b'), result('b'), end('b')]);
    const f = verifyAgui(events, { providerOutputs: new Map() });
    expect(f.map((x) => x.severity)).toEqual(['error', 'warning', 'warning', 'warning']);
    expect(f.map((x) => x.code)).toEqual([
      'agui-tool-end-without-start',
      'tool-result-unknown-call',
      'tool-result-before-end',
      'stream-without-terminal',
    ]);
  });
});
