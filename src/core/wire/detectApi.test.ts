import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';

describe('API detection (golden/FORMAT.md Chat Completions rule)', () => {
  it('detects Chat Completions from "object": "chat.completion.chunk" and types chunks by their object', () => {
    const text =
      'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n' +
      'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}\n\n' +
      'data: [DONE]\n\n';
    const result = decodeInput(text);
    expect(result.api).toBe('chat.completions');
    expect(result.events.map((e) => e.type)).toEqual(['chat.completion.chunk', 'chat.completion.chunk']);
    expect(result.events.every((e) => e.problems.length === 0)).toBe(true);
    expect(result.notes).toEqual(["ignored 1 '[DONE]' sentinel(s)"]);
  });

  it('detects Chat Completions from a choices entry with a delta even without "object"', () => {
    const result = decodeInput('{"id":"x","choices":[{"index":0,"delta":{"content":"hi"}}]}\n');
    expect(result.api).toBe('chat.completions');
    expect(result.events[0].type).toBeNull();
    expect(result.events[0].problems.map((p) => p.kind)).toEqual(['missing_type']);
  });

  it('treats everything else as Responses', () => {
    expect(decodeInput('{"type":"response.created"}\n').api).toBe('responses');
    expect(decodeInput('{"choices":[{"index":0,"message":{"content":"hi"}}]}\n').api).toBe('responses');
    expect(decodeInput('').api).toBe('responses');
  });
});
