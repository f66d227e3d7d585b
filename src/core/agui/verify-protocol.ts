/**
 * Non-fatal re-implementation of `@ag-ui/client` 1.0.0 `verifyEvents` (wire-formats §A.7): the same
 * rules in the same order, but every violation becomes a Finding and verification continues, so the
 * first finding is the error verifyEvents would throw and the rest are what it never got to.
 */
import type { AguiEventRecord, Finding } from './types';
import { nullChecks, runFinished, seedOwners, step, subagent } from './verify-lifecycle';
import { VerifyState } from './verify-state';
import { activity, encryptedValue, reasoning, textMessage, toolCall } from './verify-streams';

type Ev = Record<string, unknown>;

/** Rules 1–4 (checked before the per-type rules). Returns false when the event is outside any run. */
function runGate(state: VerifyState, at: number, type: string): boolean {
  if (state.runError && type !== 'RUN_STARTED') {
    state.violation(at, {
      code: 'agui-after-run-error',
      title: `${type} after RUN_ERROR`,
      explanation: 'After RUN_ERROR only a new RUN_STARTED may follow.',
      message: `Cannot send event type '${type}': The run has already errored with 'RUN_ERROR'. No further events can be sent.`,
    });
    return false;
  }
  if (state.runFinished && type !== 'RUN_ERROR' && type !== 'RUN_STARTED') {
    state.violation(at, {
      code: 'agui-after-run-finished',
      title: `${type} after RUN_FINISHED`,
      explanation: 'After RUN_FINISHED only RUN_ERROR or a new RUN_STARTED may follow.',
      message: `Cannot send event type '${type}': The run has already finished with 'RUN_FINISHED'. Start a new run with 'RUN_STARTED'.`,
    });
    return false;
  }
  if (!state.firstEventReceived) {
    state.firstEventReceived = true;
    if (type !== 'RUN_STARTED' && type !== 'RUN_ERROR') {
      state.violation(at, {
        code: 'agui-first-not-run-started',
        title: `The stream starts with ${type} instead of RUN_STARTED`,
        explanation: 'The first event of an AG-UI stream must be RUN_STARTED (or RUN_ERROR).',
        message: `First event must be 'RUN_STARTED'`,
      });
      // Keep checking the rest as if a run had started.
      state.runStarted = true;
    }
  } else if (type === 'RUN_STARTED') {
    if (state.runStarted && !state.runFinished && !state.runError) {
      state.violation(at, {
        code: 'agui-run-started-while-active',
        title: 'RUN_STARTED while the previous run is still active',
        explanation: 'A new run may only start after RUN_FINISHED or RUN_ERROR.',
        message: `Cannot send 'RUN_STARTED' while a run is still active. The previous run must be finished with 'RUN_FINISHED' before starting a new run.`,
      });
      return false;
    }
    if (state.runFinished || state.runError) state.resetRun();
  }
  return true;
}

function perType(state: VerifyState, at: number, e: Ev): void {
  const type = e.type as string;
  switch (type) {
    case 'TEXT_MESSAGE_START':
    case 'TEXT_MESSAGE_CONTENT':
    case 'TEXT_MESSAGE_END':
      return textMessage(state, at, e);
    case 'TOOL_CALL_START':
    case 'TOOL_CALL_ARGS':
    case 'TOOL_CALL_END':
    case 'TOOL_CALL_RESULT':
      return toolCall(state, at, e);
    case 'REASONING_START':
    case 'REASONING_MESSAGE_START':
    case 'REASONING_MESSAGE_CONTENT':
    case 'REASONING_MESSAGE_END':
    case 'REASONING_END':
      return reasoning(state, at, e);
    case 'REASONING_ENCRYPTED_VALUE':
      return encryptedValue(state, at, e);
    case 'ACTIVITY_SNAPSHOT':
    case 'ACTIVITY_DELTA':
      return activity(state, at, e);
    case 'STEP_STARTED':
    case 'STEP_FINISHED':
      return step(state, at, e);
    case 'SUBAGENT_STARTED':
    case 'SUBAGENT_FINISHED':
    case 'SUBAGENT_ERROR':
      return subagent(state, at, e);
    case 'MESSAGES_SNAPSHOT':
      return seedOwners(state, at, e.messages, true);
    case 'RUN_STARTED':
      state.runStarted = true;
      return seedOwners(state, at, (e.input as Ev | undefined)?.messages, false);
    case 'RUN_FINISHED':
      return runFinished(state, at);
    case 'RUN_ERROR':
      state.runError = true;
      return;
    default:
      // STATE_*, CUSTOM, RAW, unknown types: never checked by verifyEvents.
      return;
  }
}

export function verifyProtocol(records: AguiEventRecord[]): Finding[] {
  const state = new VerifyState(records);
  records.forEach((record, at) => {
    const e = record.event as Ev;
    const type = String(e.type);
    if (!runGate(state, at, type)) return;
    nullChecks(state, at, e);
    perType(state, at, e);
  });
  return state.findings;
}
