import { describe, expect, it } from 'vitest';
import { chatClientExceptionMessage, clientRaisesOn } from './client-error';
import { makeJsonSafe, pyJsonDumps } from './pyjson';

describe('pyJsonDumps (Python json.dumps defaults)', () => {
  it('uses ", " and ": " separators and keeps insertion order', () => {
    expect(pyJsonDumps({ b: 1, a: [true, false, null], c: { d: 'x' } })).toBe('{"b": 1, "a": [true, false, null], "c": {"d": "x"}}');
  });

  it('escapes like ensure_ascii=True', () => {
    expect(pyJsonDumps('é “q” \u2019 😀 \u0001 \t\n\\"/ \u007f')).toBe(
      '"\\u00e9 \\u201cq\\u201d \\u2019 \\ud83d\\ude00 \\u0001 \\t\\n\\\\\\"/ \\u007f"',
    );
  });

  it('formats numbers like Python repr', () => {
    expect(pyJsonDumps([0, -3, 2.5, 1e-7, 1e22, 0.0001])).toBe('[0, -3, 2.5, 1e-07, 1e+22, 0.0001]');
  });
});

describe('makeJsonSafe', () => {
  it('puts Content dicts in Content.to_dict() key order (MCP output, golden 15)', () => {
    const sortedFromGolden = { additional_properties: {}, text: 'hello', type: 'text' };
    expect(pyJsonDumps(makeJsonSafe([sortedFromGolden]))).toBe('[{"type": "text", "text": "hello", "additional_properties": {}}]');
  });

  it('leaves plain dicts alone', () => {
    expect(pyJsonDumps(makeJsonSafe({ z: 1, type: 'x' }))).toBe('{"z": 1, "type": "x"}');
  });
});

describe('client error (spec §12 D1)', () => {
  it('raises only on a truthy top-level error', () => {
    expect(clientRaisesOn({ type: 'error', error: { message: 'm' } })).toBe(true);
    expect(clientRaisesOn({ type: 'error', code: 'x', message: 'm' })).toBe(false); // documented flat shape
    expect(clientRaisesOn({ type: 'response.created', response: { error: null } })).toBe(false);
    expect(clientRaisesOn({ error: null })).toBe(false);
  });

  it('formats the ChatClientException text like Python str()', () => {
    expect(chatClientExceptionMessage({ error: { message: "it's over" } })).toBe(
      `ChatClientException: ("<class 'agent_framework_openai._chat_client.OpenAIChatClient'> service failed to complete the prompt: it's over", APIError("it's over"))`,
    );
  });
});
