import { describe, expect, it } from 'vitest';
import type { DecisionKind } from '../decisions';
import { buildTrace } from '../trace';
import { citationText } from './citations';
import { narrate, type Narration } from './narrate';
import { scenarios, scenarioTrace } from './scenarios.test-helpers';

const text = (n: Narration) => [n.arrived, ...n.did, ...n.why.map(citationText), ...n.caused, ...n.causedWhy.map(citationText)].join('\n');
const firstWith = (trace: ReturnType<typeof scenarioTrace>, kind: DecisionKind) =>
  trace.steps.find((s) => s.decisions.some((d) => d.kind === kind))?.index ?? trace.aggregation.decisions.find((d) => d.kind === kind)!.wireIndex!;

/**
 * Every decision kind, narrated where a scenario produces it: the parser's decision in "did" (the
 * aggregator's in "caused"), and its rule cited with the spec section and, where one exists, the
 * upstream PR and whether this profile has it.
 */
const KINDS: Array<[DecisionKind, string, string, RegExp, RegExp]> = [
  ['emitted', '01-text-only.ndjson', 'maf-2026-08', /^emitted: Text part opened/m, /§1\.1: Responses streaming/],
  ['recorded', '02-function-call-args-in-two-deltas.ndjson', 'maf-2026-08', /^recorded: .*created: ids recorded/m, /§1\.1/],
  ['deferred', '07-function-call-output-in-progress-then-completed.ndjson', 'maf-current', /^deferred: .*in_progress/m, /PR #8078 .* applied in this profile \(maf-current\)/],
  ['duplicate', '06-function-call-output-on-added-and-done.ndjson', 'maf-current', /^duplicate: function_call_output \S+ was already emitted/m, /§3\.2: function_call_output after #8078/],
  ['rejected', '08-function-call-output-blank-call-id.ndjson', 'maf-current', /^rejected: /m, /PR #8078/],
  ['unparsed', '05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-2026-08', /^unparsed: /m, /§1\.1|§1\.2/],
  ['ignored', '01-text-only.ndjson', 'maf-2026-08', /^ignored: Message item closed/m, /§1\.2: output_item\.added \/ \.done/],
  ['dropped', '05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-2026-08', /^dropped: function_call_output for call_KB/m, /PR #8078 .* not in this profile \(maf-2026-08\); switch to maf-current/],
  ['merged', '02-function-call-args-in-two-deltas.ndjson', 'maf-current', /^Aggregated message: Chunk 4 merged into call/m, /PR #8337 .* applied in this profile/],
  ['appended', '04-function-calls-two-interleaved-parallel.ndjson', 'maf-2026-08', /^Aggregated message: Chunk 4 appended/m, /§5\.3: how a streamed function_call chunk is merged.*PR #8337 .* not in this profile/],
];

describe('narration of every decision kind', () => {
  it.each(KINDS)('%s (%s under %s)', (kind, file, profile, did, why) => {
    const trace = scenarioTrace(file, profile);
    const n = narrate(trace, firstWith(trace, kind));
    expect(text(n)).toMatch(did);
    expect(text(n)).toMatch(why);
  });

  it('error: a payload that is not JSON', () => {
    const trace = buildTrace('{"type":"response.created","sequence_number":0,"response":{"id":"r","status":"in_progress","output":[]}}\n{"type": "response.output_text.delta", oops}\n');
    const n = narrate(trace, 1);
    expect(n.arrived).toMatch(/not valid JSON/);
    expect(n.did.join('\n')).toMatch(/^error: Not parsed: /);
    expect(n.why.map((c) => c.rule)).toContain('golden FORMAT.md updates[i].error');
  });

  it('covers every decision kind the parser and aggregator have', () => {
    const kinds: DecisionKind[] = ['emitted', 'recorded', 'deferred', 'duplicate', 'rejected', 'unparsed', 'ignored', 'dropped', 'merged', 'appended', 'error'];
    expect(new Set([...KINDS.map((k) => k[0]), 'error'])).toEqual(new Set(kinds));
  });
});

describe('narration', () => {
  it('explains the deferral and the duplicate of the function_call_output scenarios under maf-current', () => {
    const trace = scenarioTrace('07-function-call-output-in-progress-then-completed.ndjson', 'maf-current');
    const n = narrate(trace, firstWith(trace, 'deferred'));
    expect(n.arrived).toMatch(/response\.output_item\.added for a function_call_output item .* with status in_progress/);
    expect(n.did.join(' ')).toMatch(/deferred: .*in_progress.*waits for output_item\.done.*does not claim the item id/);
    expect(n.why.map((c) => c.rule)).toContain('spec §3.2 (#8078)');

    const dup = scenarioTrace('06-function-call-output-on-added-and-done.ndjson', 'maf-current');
    expect(narrate(dup, firstWith(dup, 'duplicate')).did.join(' ')).toMatch(/duplicate: function_call_output \S+ was already emitted/);
  });

  it('says what a merge and an AG-UI emission were caused by', () => {
    const trace = scenarioTrace('02-function-call-args-in-two-deltas.ndjson');
    const second = trace.steps.filter((s) => s.type === 'response.function_call_arguments.delta')[1].index;
    const n = narrate(trace, second);
    expect(n.caused.join(' ')).toMatch(/merged into call/);
    expect(n.caused.join(' ')).toContain('AG-UI: TOOL_CALL_ARGS.');
  });

  it('explains the missing TOOL_CALL_RESULT of the hosted toolbox call before #8078, and the fix after', () => {
    const before = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-2026-08');
    const end = text(narrate(before, 16));
    expect(end).toMatch(/TOOL_CALL_END for call_KB comes only from the declaration-only fallback: nothing answered the call, so no TOOL_CALL_RESULT follows/);
    expect(end).toMatch(/Finding \(error\): tool call call_KB ended without a result/);
    expect(text(narrate(before, 7))).toMatch(/not parsed before #8078.*\n(.*\n)*.*§3\.1: function_call_output before #8078: the provider’s tool result is dropped/);

    const after = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-current');
    const at7 = text(narrate(after, 7));
    expect(at7).toContain('AG-UI: TOOL_CALL_END, TOOL_CALL_RESULT, TEXT_MESSAGE_END.');
    expect(at7).toMatch(/TOOL_CALL_RESULT hands the output of call_KB to the client/);
  });

  it('names a verifier rejection where it happens', () => {
    const trace = scenarioTrace('04-function-calls-two-interleaved-parallel.ndjson', 'maf-current');
    expect(narrate(trace, 6).caused.join('\n')).toMatch(/verifyEvents rejects TOOL_CALL_START #6: “Cannot send 'TOOL_CALL_START' event: A tool call with ID '\S+' is already in progress/);
  });

  it('says why the approval stream ends without AG-UI events', () => {
    const trace = scenarioTrace('16-mcp-approval-request.ndjson');
    expect(narrate(trace, 8).caused.join('\n')).toMatch(/stopped reading the stream after the approval request at event 6/);
  });

  it('narrates every step of every scenario without an empty line', () => {
    for (const file of scenarios) {
      for (const profile of ['maf-pre-6997', 'maf-2026-08', 'maf-current', 'proposed']) {
        const trace = scenarioTrace(file, profile);
        for (const step of trace.steps) {
          const n = narrate(trace, step.index);
          expect(n.did.length).toBeGreaterThan(0);
          expect(n.did.every((line) => /^[a-z]+: \S/.test(line))).toBe(true);
          expect(n.arrived.length).toBeGreaterThan(5);
          expect(n.caused.length).toBeGreaterThan(0);
          expect(n.why.length).toBeGreaterThan(0);
          expect(n.caused.concat(n.did).every((line) => line.trim().length > 0 && !line.includes('undefined'))).toBe(true);
        }
      }
    }
  });
});
