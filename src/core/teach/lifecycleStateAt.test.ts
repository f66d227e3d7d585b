import { describe, expect, it } from 'vitest';
import { lifecycleStateAt, rejectedEvents, type MachineView } from './lifecycleStateAt';
import type { MachineKind } from './lifecycleMachines';
import { scenarios, scenarioTrace } from './scenarios.test-helpers';

const machine = (at: ReturnType<typeof lifecycleStateAt>, kind: MachineKind): MachineView => at.machines.find((m) => m.kind === kind)!;
const fired = (view: MachineView) => view.transitions.map((t) => `${t.type} ${t.from}→${t.to}${t.legal ? '' : ' (off-diagram)'}${t.rejected ? ' REJECTED' : ''}`);

describe('lifecycleStateAt', () => {
  it('follows the hosted toolbox call: START/ARGS, then only a fallback END before #8078', () => {
    const trace = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-2026-08');
    const at3 = lifecycleStateAt(trace, 3);
    expect(fired(machine(at3, 'tool-call'))).toEqual(['TOOL_CALL_START idle→open', 'TOOL_CALL_ARGS open→open']);
    expect(machine(at3, 'tool-call').focus).toMatchObject({ id: 'call_KB', name: 'azure_ai_search', state: 'open' });
    expect(machine(at3, 'text-message').focus?.state).toBe('open');
    expect(machine(at3, 'run').focus?.state).toBe('running');
    expect(fired(machine(lifecycleStateAt(trace, 7), 'tool-call'))).toEqual([]);
    const end = lifecycleStateAt(trace, 16);
    expect(machine(end, 'tool-call').transitions).toMatchObject([{ type: 'TOOL_CALL_END', from: 'open', to: 'ended', endOfRun: true }]);
    expect(machine(end, 'tool-call').focus?.state).toBe('ended');
    expect(fired(machine(end, 'run'))).toEqual(['CUSTOM running→running', 'MESSAGES_SNAPSHOT running→running', 'RUN_FINISHED running→finished']);
  });

  it('answers the call at the output item after #8078', () => {
    const trace = scenarioTrace('05-hosted-function-call-with-output-toolbox-kb.ndjson', 'maf-current');
    const at7 = lifecycleStateAt(trace, 7);
    expect(fired(machine(at7, 'tool-call'))).toEqual(['TOOL_CALL_END open→ended', 'TOOL_CALL_RESULT ended→answered']);
    expect(fired(machine(at7, 'text-message'))).toEqual(['TEXT_MESSAGE_END open→closed']);
    expect(machine(lifecycleStateAt(trace, 16), 'tool-call').focus?.state).toBe('answered');
  });

  it('marks the START of a call that is still open as rejected (interleaved parallel calls)', () => {
    const trace = scenarioTrace('04-function-calls-two-interleaved-parallel.ndjson', 'maf-current');
    const tool = machine(lifecycleStateAt(trace, 6), 'tool-call');
    expect(fired(tool)).toEqual(['TOOL_CALL_START open→open (off-diagram) REJECTED', 'TOOL_CALL_ARGS open→open']);
    expect(tool.transitions[0].rejected).toMatch(/is already in progress/);
    expect(tool.instances.map((i) => `${i.id}:${i.state}`)).toEqual(['call_A7kQ2mZ9xW4vN1pL8rT3yU6s:open', 'call_B3hJ6fD1sG8aK5lP2oI9uY7t:open']);
    // the second END of each call at the end of the run is rejected too
    const end = machine(lifecycleStateAt(trace, 12), 'tool-call');
    expect(end.transitions.filter((t) => t.rejected).map((t) => `${t.type} ${t.from}→${t.to}`)).toEqual(['TOOL_CALL_END ended→ended', 'TOOL_CALL_END ended→ended']);
  });

  it('marks an END without START as rejected (hosted MCP approval)', () => {
    const trace = scenarioTrace('16-mcp-approval-request.ndjson');
    expect(fired(machine(lifecycleStateAt(trace, 6), 'tool-call'))).toEqual([
      'TOOL_CALL_END idle→ended (off-diagram) REJECTED',
      'TOOL_CALL_START idle→open',
      'TOOL_CALL_ARGS open→open',
      'TOOL_CALL_END open→ended',
    ]);
  });

  it('walks reasoning through its message and closes it when the answer starts', () => {
    const trace = scenarioTrace('18-reasoning-summary-with-encrypted-content.ndjson');
    expect(fired(machine(lifecycleStateAt(trace, 2), 'reasoning'))).toEqual([
      'REASONING_START idle→open',
      'REASONING_MESSAGE_START open→message',
      'REASONING_ENCRYPTED_VALUE message→message',
    ]);
    expect(fired(machine(lifecycleStateAt(trace, 11), 'reasoning'))).toEqual(['REASONING_MESSAGE_END message→message-ended', 'REASONING_END message-ended→closed']);
    expect(machine(lifecycleStateAt(trace, 11), 'text-message').focus).toBeNull();
  });

  it('shows every AG-UI event exactly once as a transition, and every rejection', () => {
    for (const file of scenarios) {
      for (const profile of ['maf-2026-08', 'maf-current', 'proposed']) {
        const trace = scenarioTrace(file, profile);
        const all = trace.steps.flatMap((s) => lifecycleStateAt(trace, s.index).machines.flatMap((m) => m.transitions));
        const laned = trace.agui.events.filter((r) => /^(RUN_|TEXT_MESSAGE_|TOOL_CALL_|REASONING_|CUSTOM|MESSAGES_SNAPSHOT|STATE_)/.test(r.event.type));
        expect(all.map((t) => t.aguiIndex).sort((a, b) => a - b)).toEqual(laned.map((r) => r.index));
        expect(all.filter((t) => t.rejected).map((t) => t.aguiIndex).sort((a, b) => a - b)).toEqual([...rejectedEvents(trace.findings).keys()].sort((a, b) => a - b));
      }
    }
  });
});
