import { describe, expect, it } from 'vitest';
import { diffTraces } from '../../src/core/diff/diffTraces';
import { buildTrace } from '../../src/core/trace';
import type { Trace } from '../../src/core/trace-types';
import { readInput } from '../sharedDir';

/**
 * Fixture ideas of spec §9 under each profile where the outcome differs. Expected values come from
 * the spec and the PR threads (#8078, #8337), not from running this code.
 */
const trace = (file: string, profile: string) => buildTrace(readInput(file), { profile });
const aguiTypes = (t: Trace) => t.agui.events.map((r) => r.event.type);
const count = (t: Trace, type: string) => aguiTypes(t).filter((x) => x === type).length;
const contents = (t: Trace) => t.aggregation.response?.messages.flatMap((m) => m.contents) ?? [];
const results = (t: Trace) => contents(t).filter((c) => c.type === 'function_result');

const HOSTED = '05-hosted-function-call-with-output-toolbox-kb.ndjson';

describe('hosted toolbox call (spec §9.9, #8068/#8078)', () => {
  it('maf-2026-08: TOOL_CALL_END only at end of run and no TOOL_CALL_RESULT', () => {
    const t = trace(HOSTED, 'maf-2026-08');
    expect(count(t, 'TOOL_CALL_RESULT')).toBe(0);
    expect(aguiTypes(t).slice(-4)).toEqual(['TOOL_CALL_END', 'TEXT_MESSAGE_END', 'MESSAGES_SNAPSHOT', 'RUN_FINISHED']);
    expect(t.findings.map((f) => f.title)).toContain('tool call call_KB ended without a result although the provider sent its output');
  });

  it('maf-current: exactly one RESULT, at the output item, then the text moves to a new message', () => {
    const t = trace(HOSTED, 'maf-current');
    expect(count(t, 'TOOL_CALL_RESULT')).toBe(1);
    const result = t.agui.events.find((r) => r.event.type === 'TOOL_CALL_RESULT')!;
    expect(result.event).toMatchObject({ toolCallId: 'call_KB', content: 'The internal codename for the AG-UI thread snapshot subsystem is BLUEHERON.' });
    expect(result.wireIndices).toEqual([7]); // the output_item.added that carried it; .done is a duplicate
    const at = aguiTypes(t).indexOf('TOOL_CALL_RESULT');
    expect(aguiTypes(t).slice(at - 1, at + 3)).toEqual(['TOOL_CALL_END', 'TOOL_CALL_RESULT', 'TEXT_MESSAGE_END', 'TEXT_MESSAGE_START']);
    expect(t.steps[8].decisions[0].kind).toBe('duplicate');
    expect(t.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('the diff reports TOOL_CALL_RESULT 0 → 1', () => {
    const text = readInput(HOSTED);
    const diff = diffTraces(buildTrace(text, { profile: 'maf-2026-08' }), buildTrace(text, { profile: 'maf-current' }), text);
    expect(diff.aguiCounts.find((r) => r.key === 'TOOL_CALL_RESULT')).toEqual({ key: 'TOOL_CALL_RESULT', a: 0, b: 1 });
    expect(diff.wire.map((w) => w.index)).toEqual([7, 8]);
  });
});

describe('function_call_output items under #8078 (spec §3.2, §9.11–16)', () => {
  it('delivered on both .added and .done: one result per item, two calls → two RESULTs', () => {
    const t = trace('06-function-call-output-on-added-and-done.ndjson', 'maf-current');
    expect(results(t).map((r) => r.result)).toEqual(['Sunny, 22 C', '12:00 EST']);
    expect(count(t, 'TOOL_CALL_RESULT')).toBe(2);
    expect(t.steps.flatMap((s) => s.decisions).filter((d) => d.kind === 'duplicate')).toHaveLength(2);
  });

  it('in_progress placeholder then .done: deferred, emitted only at .done', () => {
    const t = trace('07-function-call-output-in-progress-then-completed.ndjson', 'maf-current');
    const deferred = t.steps.flatMap((s) => s.decisions).filter((d) => d.kind === 'deferred');
    const emittedAt = t.steps.filter((s) => s.update?.contents.some((c) => c.type === 'function_result')).map((s) => s.type);
    expect(deferred).toHaveLength(1);
    expect(emittedAt).toEqual(['response.output_item.done']);
    expect(results(t)[0].result).toContain('BLUEHERON');
  });

  it('blank call_id: rejected, nothing emitted (and nothing under the snapshot either)', () => {
    for (const profile of ['maf-2026-08', 'maf-current']) expect(results(trace('08-function-call-output-blank-call-id.ndjson', profile))).toEqual([]);
    const rejected = trace('08-function-call-output-blank-call-id.ndjson', 'maf-current').steps.flatMap((s) => s.decisions).filter((d) => d.kind === 'rejected');
    // The item arrives on both .added and .done; each delivery is rejected (the id is never claimed).
    expect(rejected.map((d) => d.callId)).toEqual(['  ', '  ']);
  });

  it('list outputs: text → text, https image → uri with media type from the extension, file_id → hosted_file, base64 → data, unknown → JSON text', () => {
    const items = (file: string) => (results(trace(file, 'maf-current'))[0].items as Array<Record<string, unknown>>);
    expect(items('09-function-call-output-list-text-and-image-url.ndjson').map((c) => [c.type, c.media_type ?? c.text])).toEqual([['text', 'Q3 revenue grew 12%.'], ['uri', 'image/png']]);
    expect(results(trace('09-function-call-output-list-text-and-image-url.ndjson', 'maf-current'))[0].result).toBe('Q3 revenue grew 12%.');
    expect(items('10-function-call-output-list-file-id.ndjson')).toEqual([expect.objectContaining({ type: 'hosted_file', file_id: 'file-6F2ksmvXxt4VdaqDPuWjNw' })]);
    expect(results(trace('10-function-call-output-list-file-id.ndjson', 'maf-current'))[0].result).toBe('');
    const pdf = items('11-function-call-output-list-file-data-base64.ndjson')[1];
    expect(pdf).toMatchObject({ type: 'data', media_type: 'application/pdf', additional_properties: { filename: 'q3.pdf', openai_content_type: 'input_file' } });
    const widget = items('12-function-call-output-list-unknown-part.ndjson')[1];
    expect(widget.type).toBe('text');
    expect(JSON.parse(String(widget.text))).toEqual({ type: 'input_widget', widget_id: 'wdg_42', x: 1 });
  });
});

describe('parallel calls (spec §5.3, §6.5, §9.5)', () => {
  const file = '04-function-calls-two-interleaved-parallel.ndjson';
  it('snapshot: four fragments; current: two complete calls; AG-UI re-STARTs in both; proposed starts each once', () => {
    expect(contents(trace(file, 'maf-2026-08')).filter((c) => c.type === 'function_call')).toHaveLength(4);
    const current = trace(file, 'maf-current');
    expect(contents(current).filter((c) => c.type === 'function_call').map((c) => c.arguments)).toEqual(['{"city":"NYC"}', '{"tz":"EST"}']);
    expect(count(current, 'TOOL_CALL_START')).toBe(4); // #8337 does not touch the AG-UI bridge
    const proposed = trace(file, 'proposed');
    expect(count(proposed, 'TOOL_CALL_START')).toBe(2);
    expect(count(proposed, 'TOOL_CALL_END')).toBe(2);
    expect(proposed.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('Chat Completions interleaved by index: legacy one empty + one mashed; index tracking both right', () => {
    const file25 = '25-cc-tool-calls-two-interleaved-by-index.ndjson';
    const args = (profile: string) => contents(trace(file25, profile)).filter((c) => c.type === 'function_call').map((c) => c.arguments);
    expect(args('maf-2026-08')).toEqual(['', '{"city":{"tz":"NYC"}"EST"}']);
    expect(args('maf-current')).toEqual(['', '{"city":{"tz":"NYC"}"EST"}']);
    expect(args('proposed')).toEqual(['{"city":"NYC"}', '{"tz":"EST"}']);
  });
});

describe('proposed fixes for the remaining defects (spec §11)', () => {
  it('arguments only on output_item.done: lost before, a function_call with proposed (§11.4)', () => {
    const file = '21-function-call-args-only-on-item-done.ndjson';
    expect(contents(trace(file, 'maf-current')).filter((c) => c.type === 'function_call')).toEqual([]);
    const calls = contents(trace(file, 'proposed')).filter((c) => c.type === 'function_call');
    expect(calls).toHaveLength(1);
    expect(count(trace(file, 'proposed'), 'TOOL_CALL_ARGS')).toBe(1);
  });

  it('streamed refusal text is kept with proposed (§11.3)', () => {
    const text = (profile: string) => contents(trace('19-refusal-streaming.ndjson', profile)).filter((c) => c.type === 'text').map((c) => c.text).join('');
    expect(text('maf-current')).toBe('');
    expect(text('proposed').length).toBeGreaterThan(0);
  });

  it('error + response.failed end the run with RUN_ERROR with proposed, RUN_FINISHED before (§11.2)', () => {
    const file = '20-error-event-then-response-failed.ndjson';
    expect(aguiTypes(trace(file, 'maf-current')).at(-1)).toBe('RUN_FINISHED');
    const proposed = trace(file, 'proposed');
    expect(aguiTypes(proposed).at(-1)).toBe('RUN_ERROR');
    expect(aguiTypes(proposed)).not.toContain('RUN_FINISHED');
  });

  it('MCP results reach AG-UI as text with proposed, as JSON of Content dicts before (§11.7)', () => {
    const file = '15-mcp-call-with-output.ndjson';
    const content = (profile: string) => trace(file, profile).agui.events.find((r) => r.event.type === 'TOOL_CALL_RESULT')?.event.content;
    expect(content('maf-current')).toBe('[{"type": "text", "text": "Thread snapshots are stored per thread id.", "additional_properties": {}}]');
    expect(content('proposed')).toBe('Thread snapshots are stored per thread id.');
  });
});

describe('custom profiles', () => {
  it('turn one switch of a named profile on or off', async () => {
    const { getProfile } = await import('../../src/core/profiles');
    expect(getProfile('custom:maf-2026-08+functionCallOutput').switches).toMatchObject({ functionCallOutput: true, callIdMerge: false, informationalOnly: true });
    expect(getProfile('custom:maf-current-callIdMerge').switches).toMatchObject({ functionCallOutput: true, callIdMerge: false });
    expect(() => getProfile('custom:maf-current+nope')).toThrow('Unknown switch "nope"');
    expect(() => getProfile('custom:nothing')).toThrow('Bad custom profile');
  });
});
