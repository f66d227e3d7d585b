import { describe, expect, it } from 'vitest';
import { readInput } from '../../../tests/sharedDir';
import { buildTraceFromDecoded } from '../trace';
import { decodeInput } from '../wire/decode';
import { scenarios, scenarioTrace } from './scenarios.test-helpers';
import { isTraceCut, stepOfFinding, traceAsOf } from './traceAsOf';

const PROFILES = ['maf-2026-08', 'maf-current'];

/** traceAsOf(trace, k) is what every pane shows at step k: it must agree with a trace of the input cut there. */
describe('traceAsOf agrees with a trace of the input cut at that event', () => {
  it.each(scenarios.flatMap((file) => PROFILES.map((profile) => [file, profile])))('%s under %s', (file, profile) => {
    const decoded = decodeInput(readInput(file));
    const full = buildTraceFromDecoded(decoded, { profile });
    for (const k of decoded.events.map((e) => e.index)) {
      const cut = buildTraceFromDecoded({ ...decoded, events: decoded.events.slice(0, k + 1) }, { profile });
      const view = traceAsOf(full, k);
      expect(view.input.events).toEqual(cut.input.events);
      expect(view.steps).toEqual(cut.steps);
      expect(view.aggregation.response).toEqual(cut.aggregation.response);
      expect(view.aggregation.decisions).toEqual(cut.aggregation.decisions);
      expect(view.aggregation.sources).toEqual(cut.aggregation.sources);
      const streamed = view.asOf.finished ? cut.agui.events : cut.agui.events.filter((r) => r.emittedAt !== null);
      expect(view.agui.events.map((r) => [r.index, r.event])).toEqual(streamed.map((r) => [r.index, r.event]));
      // Findings: a subset of the whole trace's, each citing only what has happened; a verifier
      // rejection of a streamed event is found the same way in the cut trace.
      for (const finding of view.findings) {
        expect(full.findings).toContain(finding);
        expect(finding.wireIndices.every((i) => i <= k)).toBe(true);
        expect(finding.aguiIndices.every((i) => i < view.agui.events.length)).toBe(true);
        if (finding.verifyEventsMessage && !view.asOf.finished) {
          expect(cut.findings.map((f) => `${f.code} ${f.title}`)).toContain(`${finding.code} ${finding.title}`);
        }
      }
    }
    const last = decoded.events.length - 1;
    expect(traceAsOf(full, last).findings).toEqual(full.findings);
    expect(traceAsOf(full, last).agui.events).toEqual(full.agui.events);
  });
});

describe('traceAsOf', () => {
  it('reports the hosted call without a result only once the run has ended', () => {
    const trace = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson');
    const missing = trace.findings.find((f) => f.code === 'tool-call-missing-provider-result')!;
    expect(stepOfFinding(trace, missing)).toBe(16);
    expect(traceAsOf(trace, 15).findings).toEqual([]);
    expect(traceAsOf(trace, 16).findings).toEqual([missing]);
  });

  it('shows a verifier rejection at the event that caused it', () => {
    const trace = scenarioTrace('04-function-calls-two-interleaved-parallel.ndjson');
    expect(traceAsOf(trace, 5).findings.map((f) => f.code)).toEqual([]);
    expect(traceAsOf(trace, 6).findings.map((f) => f.code)).toEqual(['agui-tool-start-while-open']);
  });

  it('marks the cut, and clamps to the stream', () => {
    const trace = scenarioTrace('01-text-only.ndjson');
    const view = traceAsOf(trace, 99);
    expect(isTraceCut(view)).toBe(true);
    expect(isTraceCut(trace)).toBe(false);
    expect(view.asOf).toEqual({ wireIndex: 10, lastWireIndex: 10, finished: true });
    expect(traceAsOf(trace, -5).input.events).toEqual([]);
    expect(traceAsOf(trace, 3).asOf.finished).toBe(false);
  });

  it('keeps an input problem once the stream has passed its line', () => {
    const text = 'data: {"type":"response.created","sequence_number":0}\n\nbogus line here\n\ndata: {"type":"response.in_progress","sequence_number":1}\n\n';
    const trace = buildTraceFromDecoded(decodeInput(text));
    expect(trace.input.problems).toHaveLength(1);
    expect(traceAsOf(trace, 0).input.problems).toEqual([]);
    expect(traceAsOf(trace, 1).input.problems).toEqual(trace.input.problems);
  });
});

describe('lanesSoFar', () => {
  it('drops only the steps the stream has not reached yet', async () => {
    const { buildLifecycleLanes } = await import('../lifecycle/buildLifecycleLanes');
    const { lanesSoFar } = await import('./lanesSoFar');
    const hosted = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson');
    const midway = lanesSoFar(buildLifecycleLanes(traceAsOf(hosted, 8)).lanes);
    expect(midway.map((l) => `${l.kind}:${l.cells.map((c) => c.phase).join(',')}:${l.problemCount}`)).toEqual([
      'run:STARTED:0',
      'text-message:START:0',
      'tool-call:START,ARGS,ARGS:0',
    ]);
    // at the end the missing RESULT is a problem
    const end = buildLifecycleLanes(traceAsOf(hosted, 16)).lanes;
    expect(end.find((l) => l.kind === 'tool-call')!.cells.some((c) => c.phase === 'RESULT' && c.problem === 'missing')).toBe(true);
    // an END without START is wrong as soon as it happens
    const approval = scenarioTrace('16-mcp-approval-request.ndjson');
    const lane = lanesSoFar(buildLifecycleLanes(traceAsOf(approval, 6)).lanes).find((l) => l.id.startsWith('mcpr_'))!;
    expect(lane.cells.map((c) => `${c.phase}${c.problem ? `(${c.problem})` : ''}`)).toEqual(['START(missing)', 'END']);
  });
});
