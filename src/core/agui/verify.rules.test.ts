import { describe, expect, it } from 'vitest';
import type { AguiEvent } from './types';
import { verifyProtocol } from './verify-protocol';
import { clientVerify, records } from './verify.test-helpers';

const RS: AguiEvent = { type: 'RUN_STARTED', threadId: 't', runId: 'r' };
const RF: AguiEvent = { type: 'RUN_FINISHED', threadId: 't', runId: 'r' };
const RE: AguiEvent = { type: 'RUN_ERROR', message: 'boom' };
const ev = (type: string, fields: Record<string, unknown> = {}): AguiEvent => ({ type, ...fields });
const tStart = (id: string, extra: Record<string, unknown> = {}) => ev('TEXT_MESSAGE_START', { messageId: id, role: 'assistant', ...extra });
const tContent = (id: string, extra: Record<string, unknown> = {}) => ev('TEXT_MESSAGE_CONTENT', { messageId: id, delta: 'x', ...extra });
const tEnd = (id: string, extra: Record<string, unknown> = {}) => ev('TEXT_MESSAGE_END', { messageId: id, ...extra });
const cStart = (id: string, extra: Record<string, unknown> = {}) => ev('TOOL_CALL_START', { toolCallId: id, toolCallName: 'f', ...extra });
const cArgs = (id: string) => ev('TOOL_CALL_ARGS', { toolCallId: id, delta: '{}' });
const cEnd = (id: string) => ev('TOOL_CALL_END', { toolCallId: id });
const rStart = (id: string) => ev('REASONING_START', { messageId: id });
const rmStart = (id: string) => ev('REASONING_MESSAGE_START', { messageId: id, role: 'reasoning' });
const rmContent = (id: string) => ev('REASONING_MESSAGE_CONTENT', { messageId: id, delta: 'r' });
const rmEnd = (id: string) => ev('REASONING_MESSAGE_END', { messageId: id });
const rEnd = (id: string) => ev('REASONING_END', { messageId: id });
const sStart = (name: string, extra: Record<string, unknown> = {}) => ev('STEP_STARTED', { stepName: name, ...extra });
const sEnd = (name: string, extra: Record<string, unknown> = {}) => ev('STEP_FINISHED', { stepName: name, ...extra });
const subStart = (id: string, extra: Record<string, unknown> = {}) => ev('SUBAGENT_STARTED', { subagentRunId: id, name: 'sub', ...extra });
const subEnd = (id: string, extra: Record<string, unknown> = {}) => ev('SUBAGENT_FINISHED', { subagentRunId: id, ...extra });

interface RuleCase {
  code: string;
  bad: AguiEvent[];
  good: AguiEvent[];
}

/** One violating and one valid sequence per §A.7 rule. */
const CASES: RuleCase[] = [
  { code: 'agui-after-run-error', bad: [RS, RE, tStart('m')], good: [RS, RE, RS, RF] },
  { code: 'agui-after-run-finished', bad: [RS, RF, tStart('m')], good: [RS, RF, RE] },
  { code: 'agui-first-not-run-started', bad: [tStart('m'), tEnd('m'), RF], good: [RE] },
  { code: 'agui-run-started-while-active', bad: [RS, RS, RF], good: [RS, RF, RS, RF] },
  { code: 'agui-null-subagent', bad: [RS, tStart('m', { subagentRunId: null }), tEnd('m'), RF], good: [RS, tStart('m'), tEnd('m'), RF] },
  {
    code: 'agui-subagent-null-field',
    bad: [RS, subStart('s', { description: null }), subEnd('s'), RF],
    good: [RS, subStart('s', { description: 'd' }), subEnd('s'), RF],
  },
  {
    code: 'agui-subagent-bad-outcome',
    bad: [RS, subStart('s'), subEnd('s', { outcome: { type: 'interrupt' } }), RF],
    good: [RS, subStart('s'), subEnd('s', { outcome: { type: 'suspended', interruptIds: ['i'] } }), RF],
  },
  {
    code: 'agui-null-subagent',
    bad: [RS, { ...RF, outcome: { type: 'interrupt', interrupts: [{ id: 'i', reason: 'x', subagentRunId: null }] } }],
    good: [RS, { ...RF, outcome: { type: 'interrupt', interrupts: [{ id: 'i', reason: 'x' }] } }],
  },
  { code: 'agui-text-start-while-open', bad: [RS, tStart('m'), tStart('m'), tEnd('m'), RF], good: [RS, tStart('m'), tEnd('m'), tStart('m'), tEnd('m'), RF] },
  { code: 'agui-text-content-not-open', bad: [RS, tStart('m'), tEnd('m'), tContent('m'), RF], good: [RS, tStart('m'), tContent('m'), tEnd('m'), RF] },
  { code: 'agui-text-end-not-open', bad: [RS, tEnd('m'), RF], good: [RS, tStart('m'), tEnd('m'), RF] },
  { code: 'agui-tool-start-while-open', bad: [RS, cStart('a'), cStart('a'), cEnd('a'), RF], good: [RS, cStart('a'), cStart('b'), cEnd('a'), cEnd('b'), RF] },
  { code: 'agui-tool-args-not-open', bad: [RS, cStart('a'), cEnd('a'), cArgs('a'), RF], good: [RS, cStart('a'), cArgs('a'), cEnd('a'), RF] },
  { code: 'agui-tool-end-without-start', bad: [RS, cEnd('a'), RF], good: [RS, cStart('a'), cEnd('a'), RF] },
  { code: 'agui-tool-end-after-end', bad: [RS, cStart('a'), cEnd('a'), cEnd('a'), RF], good: [RS, cStart('a'), cEnd('a'), cStart('a'), cEnd('a'), RF] },
  { code: 'agui-step-already-active', bad: [RS, sStart('s'), sStart('s'), sEnd('s'), RF], good: [RS, sStart('s'), sStart('s', { subagentRunId: 'x' }), sEnd('s', { subagentRunId: 'x' }), sEnd('s'), RF] },
  { code: 'agui-step-not-started', bad: [RS, sEnd('s'), RF], good: [RS, sStart('s'), sEnd('s'), RF] },
  { code: 'agui-step-wrong-owner', bad: [RS, sStart('s'), sEnd('s', { subagentRunId: 'x' }), sEnd('s'), RF], good: [RS, sStart('s'), sEnd('s'), RF] },
  { code: 'agui-reasoning-start-while-open', bad: [RS, rStart('r'), rStart('r'), rEnd('r'), RF], good: [RS, rStart('r'), rmStart('r'), rmEnd('r'), rEnd('r'), RF] },
  { code: 'agui-reasoning-message-start-while-open', bad: [RS, rmStart('r'), rmStart('r'), rmEnd('r'), RF], good: [RS, rmStart('r'), rmEnd('r'), rmStart('r'), rmEnd('r'), RF] },
  { code: 'agui-reasoning-message-not-open', bad: [RS, rStart('r'), rmContent('r'), rEnd('r'), RF], good: [RS, rStart('r'), rmStart('r'), rmContent('r'), rmEnd('r'), rEnd('r'), RF] },
  { code: 'agui-reasoning-end-not-open', bad: [RS, rmStart('r'), rmEnd('r'), rEnd('r'), RF], good: [RS, rStart('r'), rEnd('r'), RF] },
  {
    code: 'agui-subagent-owner-mismatch',
    bad: [RS, tStart('m'), tContent('m', { subagentRunId: 's1' }), tEnd('m'), RF],
    good: [RS, tStart('m', { subagentRunId: 's1' }), tContent('m', { subagentRunId: 's1' }), tEnd('m'), RF],
  },
  {
    code: 'agui-subagent-owner-mismatch',
    bad: [RS, tStart('m'), cStart('a', { parentMessageId: 'm', subagentRunId: 's1' }), cEnd('a'), tEnd('m'), RF],
    good: [RS, tStart('m'), cStart('a', { parentMessageId: 'm' }), cEnd('a'), tEnd('m'), RF],
  },
  {
    code: 'agui-subagent-owner-mismatch',
    bad: [RS, rmStart('r'), ev('REASONING_ENCRYPTED_VALUE', { subtype: 'message', entityId: 'r', encryptedValue: 'e', subagentRunId: 's' }), rmEnd('r'), RF],
    good: [RS, rmStart('r'), ev('REASONING_ENCRYPTED_VALUE', { subtype: 'message', entityId: 'r', encryptedValue: 'e' }), rmEnd('r'), RF],
  },
  {
    code: 'agui-subagent-owner-mismatch',
    bad: [RS, ev('ACTIVITY_SNAPSHOT', { messageId: 'a', activityType: 'x', content: {} }), ev('ACTIVITY_DELTA', { messageId: 'a', activityType: 'x', patch: [], subagentRunId: 's' }), RF],
    good: [RS, ev('ACTIVITY_SNAPSHOT', { messageId: 'a', activityType: 'x', content: {} }), ev('ACTIVITY_DELTA', { messageId: 'a', activityType: 'x', patch: [] }), RF],
  },
  { code: 'agui-subagent-invalid', bad: [RS, ev('SUBAGENT_STARTED', { subagentRunId: 's' }), RF], good: [RS, subStart('s'), subEnd('s'), RF] },
  { code: 'agui-subagent-already-active', bad: [RS, subStart('s'), subStart('s'), subEnd('s'), RF], good: [RS, subStart('s'), subEnd('s'), subStart('t'), subEnd('t'), RF] },
  { code: 'agui-subagent-reused', bad: [RS, subStart('s'), subEnd('s'), subStart('s'), subEnd('s'), RF], good: [RS, subStart('s'), subEnd('s'), RF, RS, subStart('s'), subEnd('s'), RF] },
  { code: 'agui-subagent-unknown-parent', bad: [RS, subStart('s', { parentSubagentRunId: 'p' }), subEnd('s'), RF], good: [RS, subStart('p'), subStart('s', { parentSubagentRunId: 'p' }), subEnd('s'), subEnd('p'), RF] },
  { code: 'agui-subagent-not-active', bad: [RS, subEnd('s'), RF], good: [RS, subStart('s'), ev('SUBAGENT_ERROR', { subagentRunId: 's', message: 'x' }), RF] },
  {
    code: 'agui-null-subagent',
    bad: [RS, ev('MESSAGES_SNAPSHOT', { messages: [{ id: 'u', role: 'user', content: 'hi', subagentRunId: null }] }), RF],
    good: [RS, ev('MESSAGES_SNAPSHOT', { messages: [{ id: 'u', role: 'user', content: 'hi' }] }), RF],
  },
  {
    code: 'agui-null-subagent',
    bad: [{ ...RS, input: { threadId: 't', runId: 'r', messages: [{ id: 'u', role: 'user', content: 'hi', subagentRunId: null }] } }, RF],
    good: [{ ...RS, input: { threadId: 't', runId: 'r', messages: [{ id: 'u', role: 'user', content: 'hi' }] } }, RF],
  },
  { code: 'agui-run-finished-open-steps', bad: [RS, sStart('s'), RF], good: [RS, sStart('s'), sEnd('s'), RF] },
  { code: 'agui-run-finished-open-text', bad: [RS, tStart('m'), RF], good: [RS, tStart('m'), tEnd('m'), RF] },
  { code: 'agui-run-finished-open-reasoning', bad: [RS, rmStart('r'), RF], good: [RS, rmStart('r'), rmEnd('r'), RF] },
  { code: 'agui-run-finished-open-reasoning', bad: [RS, rStart('r'), RF], good: [RS, rStart('r'), rEnd('r'), RF] },
  { code: 'agui-run-finished-open-tool-calls', bad: [RS, cStart('a'), RF], good: [RS, cStart('a'), cEnd('a'), RF] },
  { code: 'agui-run-finished-open-subagents', bad: [RS, subStart('s'), RF], good: [RS, subStart('s'), subEnd('s'), RF] },
];

describe('verifyProtocol: every §A.7 rule, cross-checked with @ag-ui/client verifyEvents', () => {
  CASES.forEach((c, n) => {
    it(`${c.code} #${n}: violating sequence is reported exactly as verifyEvents reports it`, async () => {
      const ours = verifyProtocol(records(c.bad));
      expect(ours.map((f) => f.code)).toContain(c.code);
      const client = await clientVerify(c.bad);
      expect(client.error).toBeDefined();
      expect(ours[0].verifyEventsMessage).toBe(client.error);
      expect(ours[0].aguiIndices).toContain(client.index);
      expect(ours[0].severity).toBe('error');
    });
    it(`${c.code} #${n}: valid sequence passes`, async () => {
      expect(verifyProtocol(records(c.good))).toEqual([]);
      expect((await clientVerify(c.good)).error).toBeUndefined();
    });
  });

  it('keeps going after the first violation (verifyEvents stops there)', () => {
    const findings = verifyProtocol(records([RS, cStart('a'), cStart('a'), cEnd('a'), cEnd('a'), tEnd('m'), RF, tStart('x')]));
    expect(findings.map((f) => f.code)).toEqual([
      'agui-tool-start-while-open',
      'agui-tool-end-after-end',
      'agui-text-end-not-open',
      'agui-after-run-finished',
    ]);
    expect(findings[0].aguiIndices).toEqual([1, 2]);
  });

  it('reports every open kind at RUN_FINISHED, in verifyEvents order', () => {
    const findings = verifyProtocol(records([RS, tStart('m'), cStart('a'), RF]));
    expect(findings.map((f) => f.code)).toEqual(['agui-run-finished-open-text', 'agui-run-finished-open-tool-calls']);
  });
});
