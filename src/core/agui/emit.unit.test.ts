import { describe, expect, it } from 'vitest';
import type { ChatUpdate, Content } from '../content/types';
import { emitAgui } from './emit';
import { sequentialIds } from './ids';
import { serializeAguiSse } from './sse';
import type { AguiEmitUpdate } from './types';
import { verifyAgui } from './verify';

const c = (type: string, fields: Record<string, unknown> = {}): Content => ({ type, additional_properties: {}, ...fields });
const u = (wireIndex: number, contents: Content[], extra: Partial<ChatUpdate> = {}): AguiEmitUpdate => ({
  wireIndex,
  update: { contents, role: 'assistant', ...extra },
});
const run = (updates: AguiEmitUpdate[]) => emitAgui({ updates, newId: sequentialIds() });
const types = (r: ReturnType<typeof run>) => r.events.map((e) => e.event.type);
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('emitAgui: paths the legacy goldens do not reach', () => {
  it('function_result (what #8078 produces): END + RESULT where it arrives, closing the open text message', () => {
    const r = run([
      u(0, [], { response_id: 'resp_1', conversation_id: 'conv_1' }),
      u(1, [c('function_call', { call_id: 'call_A', name: 'kb', arguments: '{"q":1}' })]),
      u(2, [c('function_result', { call_id: 'call_A', result: 'found it' })]),
      u(3, [c('text', { text: 'Answer.' })]),
    ]);
    expect(types(r)).toEqual([
      'RUN_STARTED',
      'TEXT_MESSAGE_START',
      'TOOL_CALL_START',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
      'TEXT_MESSAGE_END',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_CONTENT',
      'TEXT_MESSAGE_END',
      'MESSAGES_SNAPSHOT',
      'RUN_FINISHED',
    ]);
    expect(r.events[0].event).toEqual({ type: 'RUN_STARTED', threadId: 'conv_1', runId: 'resp_1' });
    expect(r.events[5].event).toEqual({ type: 'TOOL_CALL_RESULT', messageId: id(2), toolCallId: 'call_A', content: 'found it', role: 'tool' });
    // The result cleared the pre-opened id and the text opened a new message, so the tool group
    // cannot reuse an open tool-only message id and gets a fresh one (§6.4, D5).
    const snapshot = r.events[10].event.messages as Array<Record<string, unknown>>;
    expect(snapshot.map((m) => [m.role, m.id])).toEqual([
      ['user', 'user-msg-1'],
      ['assistant', id(4)],
      ['tool', id(2)],
      ['assistant', id(3)],
    ]);
    expect(r.events[5].contents).toEqual([{ wireIndex: 2, contentIndex: 0 }]);
    expect(verifyAgui(r.events)).toEqual([]);
  });

  it('call A → result A → call B snapshots as two tool groups, each followed by its result', () => {
    const r = run([
      u(0, [c('function_call', { call_id: 'A', name: 'f', arguments: '{}' }), c('function_result', { call_id: 'A', result: 'a' })]),
      u(1, [c('function_call', { call_id: 'B', name: 'g', arguments: '{}' }), c('function_result', { call_id: 'B', result: 'b' })]),
    ]);
    const snapshot = r.events.find((e) => e.event.type === 'MESSAGES_SNAPSHOT')!.event.messages as Array<Record<string, unknown>>;
    expect(snapshot.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'tool']);
    expect(snapshot[2].toolCallId).toBe('A');
    expect(snapshot[4].toolCallId).toBe('B');
  });

  it('dict arguments are dumped like Python json.dumps, and a full replay chunk is skipped', () => {
    const r = run([
      u(0, [c('function_call', { call_id: 'A', name: 'f', arguments: { city: 'Zürich', n: [1, 2.5] } })]),
      u(1, [c('function_call', { call_id: 'A', name: 'f', arguments: '{"city": "Z\\u00fcrich", "n": [1, 2.5]}' })]),
    ]);
    const args = r.events.filter((e) => e.event.type === 'TOOL_CALL_ARGS').map((e) => e.event.delta);
    expect(args).toEqual(['{"city": "Z\\u00fcrich", "n": [1, 2.5]}']);
  });

  it('text equal to the whole accumulated text is not re-sent', () => {
    const r = run([u(0, [c('text', { text: 'Hi ' }), c('text', { text: 'there' }), c('text', { text: 'Hi there' })])]);
    expect(r.events.filter((e) => e.event.type === 'TEXT_MESSAGE_CONTENT').map((e) => e.event.delta)).toEqual(['Hi ', 'there']);
  });

  it('no updates: RUN_STARTED after the stream with generated ids, no snapshot', () => {
    const r = run([]);
    expect(r.events.map((e) => e.event)).toEqual([
      { type: 'RUN_STARTED', threadId: id(1), runId: id(2) },
      { type: 'RUN_FINISHED', threadId: id(1), runId: id(2) },
    ]);
  });

  it('the client raising on the first event leaves no events at all', () => {
    const r = emitAgui({ updates: [{ ...u(0, []), raises: 'ChatClientException: x' }], newId: sequentialIds() });
    expect(r).toEqual({ events: [], error: 'ChatClientException: x' });
    expect(verifyAgui(r.events, { providerOutputs: new Map(), runError: r.error }).map((f) => f.code)).toEqual([
      'stream-without-terminal',
    ]);
  });

  it('after an approval the loop stops; text is suppressed; a later raise still surfaces', () => {
    const approval = c('function_approval_request', {
      id: 'apr_1',
      function_call: c('function_call', { call_id: 'call_1', name: 'delete', arguments: '' }),
      user_input_request: true,
    });
    const r = emitAgui({
      updates: [u(0, [approval, c('text', { text: 'suppressed' })]), u(1, [c('text', { text: 'never seen' })]), { ...u(2, []), raises: 'E' }],
      newId: sequentialIds(),
    });
    expect(types(r)).toEqual(['RUN_STARTED', 'TOOL_CALL_END', 'CUSTOM', 'TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_END']);
    expect(r.error).toBe('E');
    expect(r.events[4].event.delta).toBe(
      '{"function_name": "delete", "function_call_id": "call_1", "function_arguments": {}, "steps": [{"description": "Execute delete", "status": "enabled"}]}',
    );
  });

  it('records causes: RUN_STARTED → first wire event; fallback END → the Content of the call it closes', () => {
    const r = run([
      u(4, []),
      u(5, [c('function_call', { call_id: 'A', name: 'f', arguments: '{"a":' })]),
      u(6, [c('function_call', { call_id: 'A', name: 'f', arguments: '1}' })]),
    ]);
    expect(r.events[0].wireIndices).toEqual([4]);
    const end = r.events.find((e) => e.event.type === 'TOOL_CALL_END')!;
    expect(end.contents).toEqual([
      { wireIndex: 5, contentIndex: 0 },
      { wireIndex: 6, contentIndex: 0 },
    ]);
    expect(end.wireIndices).toEqual([5, 6]);
    r.events.forEach((e, i) => expect(e.index).toBe(i));
  });

  it('uses the caller\'s input messages in the snapshot', () => {
    const r = emitAgui({ updates: [u(0, [c('text', { text: 'x' })])], newId: sequentialIds(), inputMessages: [{ id: 'm0', role: 'user', content: 'q' }] });
    const snap = r.events.find((e) => e.event.type === 'MESSAGES_SNAPSHOT')!.event.messages as unknown[];
    expect(snap[0]).toEqual({ id: 'm0', role: 'user', content: 'q' });
  });
});

describe('serializeAguiSse', () => {
  it('frames each event as `data: <json>\\n\\n`, nothing else', () => {
    const sse = serializeAguiSse([
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ]);
    expect(sse).toBe(
      'data: {"type":"RUN_STARTED","threadId":"t","runId":"r"}\n\ndata: {"type":"RUN_FINISHED","threadId":"t","runId":"r"}\n\n',
    );
  });
});
