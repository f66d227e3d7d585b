import { describe, expect, it } from 'vitest';
import { HOSTED_TOOLBOX, scenarioTrace } from '../../core/items/scenario.test-helpers';
import type { LaneCell } from '../../core/lifecycle/types';
import { paneDataOf } from '../../store/paneData';
import { aguiRows } from './agui/aguiRows';
import { describeAguiEvent } from './agui/describeAguiEvent';
import { describeContent } from './content/describeContent';
import { describeLifecycle } from './items/describeLifecycle';
import { laneChips } from './lifecycle/laneChips';

describe('aguiRows', () => {
  const trace = scenarioTrace(HOSTED_TOOLBOX);
  const data = paneDataOf(trace);

  it('a header per lifecycle, then its events; the finding shows inline where it manifests', () => {
    const rows = aguiRows(data.aguiGroups, trace.findings, data.links.findingsOfAgui, null);
    expect(rows.filter((r) => r.kind === 'group')).toHaveLength(3);
    const events = rows.flatMap((r) => (r.kind === 'event' ? [r] : []));
    expect(events.map((r) => r.index)).toEqual([0, 7, 10, 11, 1, 5, 6, 9, 2, 3, 4, 8]);
    const cited = events.filter((r) => r.findings.length > 0).map((r) => r.index);
    expect(cited).toEqual([2, 3, 4, 8]);
    expect(events.filter((r) => r.manifests.length > 0).map((r) => r.index)).toEqual([8]);
  });

  it('keeps only what the filter keeps, and drops emptied groups', () => {
    const rows = aguiRows(data.aguiGroups, trace.findings, data.links.findingsOfAgui, new Set([8]));
    expect(rows.map((r) => r.key)).toEqual(['g:tool-call:call_KB', 'e:8']);
  });
});

describe('laneChips', () => {
  const cell = (phase: string, aguiIndex: number | null, problem?: LaneCell['problem']): LaneCell => ({ phase, aguiIndex, type: null, problem });

  it('folds long clean runs, keeps marked and missing steps on their own', () => {
    const cells = [cell('START', 1), ...[2, 3, 4, 5, 6, 7].map((i) => cell('CONTENT', i)), cell('END', 8), cell('END', 9, 'duplicate'), cell('RESULT', null, 'missing')];
    const chips = laneChips(cells);
    expect(chips.map((c) => (c.kind === 'run' ? `${c.phase}×${c.indices.length}` : `${c.cell.phase}${c.cell.problem ? '!' : ''}`))).toEqual([
      'START',
      'CONTENT×6',
      'END',
      'END!',
      'RESULT!',
    ]);
  });

  it('shows short runs step by step', () => {
    expect(laneChips([cell('ARGS', 3), cell('ARGS', 4)]).every((c) => c.kind === 'cell')).toBe(true);
  });
});

describe('one-line descriptions', () => {
  it('describes Content the way a user scans it', () => {
    const trace = scenarioTrace(HOSTED_TOOLBOX);
    const call = trace.aggregation.response!.messages[0].contents[0];
    expect(describeContent(call)).toBe('call_KB azure_ai_search({"query":"AG-UI thread snapshot subsystem codename"})');
    expect(describeContent({ type: 'text', additional_properties: {}, text: ' hi\n' })).toBe('" hi\\n"');
  });

  it('describes AG-UI events by what they carry', () => {
    expect(describeAguiEvent({ type: 'TOOL_CALL_ARGS', toolCallId: 'c', delta: '{"a"' })).toBe('"{\\"a\\""');
    expect(describeAguiEvent({ type: 'RUN_ERROR', message: 'boom', code: 'x' })).toBe('x: boom');
  });

  it('says when an item never finished', () => {
    const open = describeLifecycle({ addedAt: 1, deltaIndices: [2], doneAt: null, repeatedAdded: [], repeatedDone: [] });
    expect(open).toMatchObject({ text: 'added #1 → 1 delta → never done', complete: false });
  });
});
