import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../tests/sharedDir';
import { buildTrace } from '../trace';
import { LESSONS } from './lessons';
import { narrate } from './narrate';
import { nextStepOfKind, resolveStep, stepsOfKind } from './stepsOfKind';
import { scenarioTrace } from './scenarios.test-helpers';

const samples = path.join(repoRoot, 'public', 'samples');
const sampleIndex = JSON.parse(readFileSync(path.join(samples, 'index.json'), 'utf8')) as { samples: Array<{ file: string }> };

describe('lessons', () => {
  it('cover the issue’s sequence, each with a goal, a stream, steps to watch and a question', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(['text', 'local-call', 'hosted-informational', 'function-call-output', 'in-progress', 'parallel', 'reasoning', 'approvals']);
    for (const lesson of LESSONS) {
      expect(sampleIndex.samples.map((s) => s.file)).toContain(lesson.sample);
      expect(lesson.goal).toMatch(/\.$/);
      expect(lesson.watch.length).toBeGreaterThan(0);
      expect(lesson.question).toMatch(/\?$/);
      expect(lesson.answer.length).toBeGreaterThan(40);
    }
  });

  // Steps are found by what happens (event type, item type, decision kind, AG-UI event), so a
  // lesson keeps working when a sample changes; under every profile it offers, in stream order.
  it.each(LESSONS.flatMap((lesson) => lesson.profiles.map((p) => [lesson.id, p.profile] as const)))('%s: every step to watch is found under %s', (id, profile) => {
    const lesson = LESSONS.find((l) => l.id === id)!;
    const trace = buildTrace(readFileSync(path.join(samples, lesson.sample), 'utf8'), { profile });
    const steps = lesson.watch.map((w) => resolveStep(trace, w.match));
    expect(steps.every((s) => s !== null)).toBe(true);
    expect([...steps].sort((a, b) => a! - b!)).toEqual(steps);
  });

  it('the #8078 lesson shows the missing result before and the result after', () => {
    const lesson = LESSONS.find((l) => l.id === 'function-call-output')!;
    const [before, after] = lesson.profiles.map((p) => scenarioTrace(lesson.sample, p.profile));
    const output = lesson.watch[1].match;
    expect(narrate(before, resolveStep(before, output)!).did.join()).toMatch(/^unparsed: function_call_output for call_KB is not parsed before #8078/);
    expect(narrate(after, resolveStep(after, output)!).caused.join()).toMatch(/TOOL_CALL_RESULT/);
    expect(narrate(after, resolveStep(after, lesson.watch[2].match)!).did.join()).toMatch(/^duplicate: /);
    expect(narrate(before, resolveStep(before, { end: true })!).caused.join()).toMatch(/no TOOL_CALL_RESULT follows/);
  });
});

describe('steps of a kind', () => {
  it('finds deferrals, duplicates, findings and verifier rejections', () => {
    expect(stepsOfKind(scenarioTrace('07-function-call-output-in-progress-then-completed.ndjson', 'maf-current'), 'deferred')).toEqual([6]);
    expect(stepsOfKind(scenarioTrace('06-function-call-output-on-added-and-done.ndjson', 'maf-current'), 'duplicate').length).toBe(2);
    expect(stepsOfKind(scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'finding')).toEqual([16]);
    const parallel = scenarioTrace('04-function-calls-two-interleaved-parallel.ndjson');
    expect(stepsOfKind(parallel, 'verifier')).toEqual([6, 7, 12]);
    expect(stepsOfKind(parallel, 'appended')).toEqual([4, 5, 6, 7]);
    expect(nextStepOfKind(parallel, 6, 'verifier', 1)).toBe(7);
    expect(nextStepOfKind(parallel, 6, 'verifier', -1)).toBeNull();
    expect(nextStepOfKind(parallel, 12, 'verifier', 1)).toBeNull();
  });

  it('resolves a match by nth occurrence, from the end, and to null when it does not happen', () => {
    const trace = scenarioTrace('01-text-only.ndjson');
    expect(resolveStep(trace, { event: 'response.output_text.delta', nth: 2 })).toBe(5);
    expect(resolveStep(trace, { event: 'response.output_text.delta', nth: -1 })).toBe(6);
    expect(resolveStep(trace, { agui: 'RUN_FINISHED' })).toBe(10);
    expect(resolveStep(trace, { kind: 'deferred' })).toBeNull();
  });
});
