import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endsMidFrame, splitSseFrames } from '../../src/capture/sseFrames';
import { inputPath } from '../sharedDir';

const bytes = (text: string) => new TextEncoder().encode(text);
const texts = (frames: Uint8Array[]) => frames.map((f) => new TextDecoder().decode(f));

describe('SSE framing on bytes', () => {
  it('splits at blank lines and re-joins to the same bytes (LF, CRLF, CR)', () => {
    expect(texts(splitSseFrames(bytes('event: a\ndata: 1\n\ndata: 2\n\n')))).toEqual(['event: a\ndata: 1\n\n', 'data: 2\n\n']);
    expect(texts(splitSseFrames(bytes('data: 1\r\n\r\ndata: 2\r\n\r\n')))).toEqual(['data: 1\r\n\r\n', 'data: 2\r\n\r\n']);
    expect(texts(splitSseFrames(bytes('data: 1\r\rdata: 2\r\r')))).toEqual(['data: 1\r\r', 'data: 2\r\r']);
    expect(texts(splitSseFrames(bytes('\n\ndata: 1\n\ndata: tail')))).toEqual(['\n\ndata: 1\n\n', 'data: tail']);
  });

  it('keeps every real .sse recording intact', () => {
    const file = readFileSync(inputPath('pydantic-ai__test_openai_responses_model_mcp_server_tool_stream.0.sse'));
    const frames = splitSseFrames(file);
    expect(Buffer.concat(frames).equals(file)).toBe(true);
    expect(frames.every((f) => new TextDecoder().decode(f).endsWith('\n\n'))).toBe(true);
  });

  it('tells a stream cut mid-event from a finished one', () => {
    expect(endsMidFrame(bytes('data: 1\n\n'))).toBe(false);
    expect(endsMidFrame(bytes('data: 1\n\n\n'))).toBe(false);
    expect(endsMidFrame(bytes(''))).toBe(false);
    expect(endsMidFrame(bytes('data: 1\n\ndata: {"a'))).toBe(true);
    expect(endsMidFrame(bytes('data: 1\n'))).toBe(true);
  });
});
