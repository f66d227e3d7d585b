import { describe, expect, it } from 'vitest';
import { HOSTED_TOOLBOX, scenarioTrace } from '../items/scenario.test-helpers';
import { buildLifecycleLanes } from './buildLifecycleLanes';
import { groupAguiEvents } from './groupAguiEvents';
import type { Lane } from './types';

/** "PHASE#index", "PHASE?" for a missing step, "(note)" for a marked one. */
const spell = (lane: Lane) =>
  lane.cells.map((c) => (c.aguiIndex === null ? `${c.phase}?` : `${c.phase}#${c.aguiIndex}${c.problem ? `(${c.note})` : ''}`)).join(' ');

const lanesOf = (file: string, profile?: string) => buildLifecycleLanes(scenarioTrace(file, profile)).lanes;

describe('buildLifecycleLanes', () => {
  it('05: the hosted call ends without a RESULT', () => {
    const lanes = lanesOf(HOSTED_TOOLBOX);
    expect(lanes.map((l) => `${l.kind} ${l.id}`)).toEqual([
      'run 1',
      'text-message 00000000-0000-4000-8000-000000000001',
      'tool-call call_KB',
    ]);
    const call = lanes[2];
    expect(call.name).toBe('azure_ai_search');
    expect(spell(call)).toBe('START#2 ARGS#3 ARGS#4 END#8 RESULT?');
    expect(call.cells[4].note).toContain('no TOOL_CALL_RESULT');
    expect(call.problemCount).toBe(1);
    expect(spell(lanes[0])).toBe('STARTED#0 FINISHED#11');
    expect(spell(lanes[1])).toBe('START#1 CONTENT#5 CONTENT#6 END#9');
  });

  it('with #8078 the same call gets its RESULT', () => {
    const call = lanesOf(HOSTED_TOOLBOX, 'maf-current').find((l) => l.kind === 'tool-call')!;
    expect(spell(call)).toBe('START#2 ARGS#3 ARGS#4 END#5 RESULT#6');
    expect(call.problemCount).toBe(0);
  });

  it('04: parallel calls restarted per chunk show a second START and a second END', () => {
    const weather = lanesOf('04-function-calls-two-interleaved-parallel.ndjson').find((l) => l.name === 'get_weather')!;
    expect(spell(weather)).toBe('START#2 ARGS#3 START#6(second START) ARGS#7 END#11 END#13(second END) RESULT?');
  });

  it('16: an END without a START', () => {
    const orphan = lanesOf('16-mcp-approval-request.ndjson').find((l) => l.kind === 'tool-call')!;
    expect(spell(orphan)).toBe('START? END#1 RESULT?');
    expect(orphan.cells[0].note).toBe('END without START');
  });

  it('18: a reasoning span with its message and encrypted values', () => {
    const reasoning = lanesOf('18-reasoning-summary-with-encrypted-content.ndjson').find((l) => l.kind === 'reasoning')!;
    expect(spell(reasoning)).toBe('START#1 MSG START#2 ENCRYPTED#3 CONTENT#4 CONTENT#5 CONTENT#6 ENCRYPTED#7 MSG END#8 END#9');
  });
});

describe('groupAguiEvents', () => {
  it('groups by lifecycle; snapshot and usage events join their run', () => {
    const { lanes, unlaned } = buildLifecycleLanes(scenarioTrace(HOSTED_TOOLBOX));
    const groups = groupAguiEvents(lanes, unlaned);
    expect(groups.map((g) => [g.kind, g.eventIndices])).toEqual([
      ['run', [0, 7, 10, 11]],
      ['text-message', [1, 5, 6, 9]],
      ['tool-call', [2, 3, 4, 8]],
    ]);
    expect(groups[2].title).toBe('Tool call call_KB · azure_ai_search');
  });
});
