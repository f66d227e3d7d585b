import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildTraceFromDecoded, buildTrace } from '../trace';
import { decodeInput } from '../wire/decode';
import { sharedDir, readInput } from '../../../tests/sharedDir';
import { stateAsOf } from './stateAsOf';
import { narrate } from './narrate';

const scenarios = readdirSync(path.join(sharedDir, 'scenarios')).filter((f) => !f.endsWith('.md'));

/** The state as of event k must equal a trace of the input cut after event k. */
describe('stateAsOf equals the trace cut at that event', () => {
  it.each(scenarios.flatMap((file) => ['maf-2026-08', 'maf-current'].map((profile) => [file, profile])))('%s under %s', (file, profile) => {
    const text = readInput(file);
    const decoded = decodeInput(text);
    const full = buildTraceFromDecoded(decoded, { profile });
    for (const k of decoded.events.map((e) => e.index)) {
      const cut = buildTraceFromDecoded({ ...decoded, events: decoded.events.slice(0, k + 1) }, { profile });
      const state = stateAsOf(full, k);
      expect(state.steps).toEqual(cut.steps);
      expect(state.response).toEqual(cut.aggregation.response);
      const streamedInCut = state.finished ? cut.agui.events : cut.agui.events.filter((r) => r.emittedAt !== null);
      expect(state.agui.map((r) => r.event)).toEqual(streamedInCut.map((r) => r.event));
    }
  });
});

describe('narration', () => {
  it('explains the deferral and the duplicate of the function_call_output scenario under maf-current', () => {
    const trace = buildTrace(readInput('07-function-call-output-in-progress-then-completed.ndjson'), { profile: 'maf-current' });
    const deferredAt = trace.steps.find((s) => s.decisions.some((d) => d.kind === 'deferred'))!.index;
    const n = narrate(trace, deferredAt);
    expect(n.arrived).toMatch(/response\.output_item\.added for a function_call_output item .* with status in_progress/);
    expect(n.did.join(' ')).toMatch(/deferred: .*in_progress.*waits for output_item\.done.*does not claim the item id/);
    expect(n.why).toContain('spec §3.2 (#8078)');

    const dup = buildTrace(readInput('06-function-call-output-on-added-and-done.ndjson'), { profile: 'maf-current' });
    const dupAt = dup.steps.find((s) => s.decisions.some((d) => d.kind === 'duplicate'))!.index;
    expect(narrate(dup, dupAt).did.join(' ')).toMatch(/duplicate: function_call_output \S+ was already emitted/);
  });

  it('says what a merge and an AG-UI emission were caused by', () => {
    const trace = buildTrace(readInput('02-function-call-args-in-two-deltas.ndjson'));
    const second = trace.steps.filter((s) => s.type === 'response.function_call_arguments.delta')[1].index;
    const n = narrate(trace, second);
    expect(n.caused.join(' ')).toMatch(/merged into call/);
    expect(n.caused.join(' ')).toContain('AG-UI: TOOL_CALL_ARGS.');
  });

  it('narrates every decision kind the scenarios produce without an empty line', () => {
    for (const file of scenarios) {
      for (const profile of ['maf-2026-08', 'proposed']) {
        const trace = buildTrace(readInput(file), { profile });
        for (const step of trace.steps) {
          const n = narrate(trace, step.index);
          expect(n.did.length).toBeGreaterThan(0);
          expect(n.did.every((line) => /^[a-z]+: \S/.test(line))).toBe(true);
          expect(n.arrived.length).toBeGreaterThan(5);
        }
      }
    }
  });
});
