import { describe, expect, it } from 'vitest';
import { captureStream, type CaptureOptions } from '../../src/capture/captureStream';
import type { EndpointKind, Recording } from '../../src/capture/types';
import { buildTrace } from '../../src/core/trace';
import { expectedBody, modelOf, useProvider } from '../provider/fixture';
import { readGolden } from '../sharedDir';

const KEY = 'sk-proj-capture-test-9f8e7d6c5b4a3210-SECRET';
const { provider } = useProvider();

function capture(endpoint: EndpointKind, model: string, extra: Partial<CaptureOptions> = {}): Promise<Recording> {
  const body = endpoint === 'responses' ? { model, input: 'hello' } : { model, messages: [{ role: 'user', content: 'hello' }] };
  return captureStream({ apiKey: KEY, baseURL: provider().url, endpoint, body, ...extra });
}

/** Chunks must tile the bytes exactly, in arrival order. */
function expectContiguousChunks(recording: Recording): void {
  let offset = 0;
  let lastMs = 0;
  for (const chunk of recording.chunks) {
    expect(chunk.byteOffset).toBe(offset);
    expect(chunk.byteLength).toBeGreaterThan(0);
    expect(chunk.arrivalMs).toBeGreaterThanOrEqual(lastMs);
    offset += chunk.byteLength;
    lastMs = chunk.arrivalMs;
  }
  expect(offset).toBe(recording.bytes.length);
}

describe('captureStream through the openai SDK against the local provider', () => {
  it.each([
    ['responses', 'pydantic-ai__test_openai_responses_stream.0.sse'],
    ['responses', 'pydantic-ai__test_openai_responses_model_mcp_server_tool_stream.0.sse'],
    ['responses', '05-hosted-function-call-with-output-toolbox-kb.ndjson'],
    ['chat.completions', '22-cc-text-only.ndjson'],
    ['chat.completions', '26-cc-usage-chunk-and-done.sse'],
  ] as const)('%s: %s — teed bytes equal the recording byte for byte', async (endpoint, file) => {
    const streamed: Uint8Array[] = [];
    const recording = await capture(endpoint, modelOf(file), {
      headers: { 'x-replay-delay-ms': '1' },
      onBytes: (chunk) => streamed.push(chunk),
    });
    expect(recording.endedBy).toBe('complete');
    expect(recording.error).toBeUndefined();
    expect(recording.status).toBe(200);
    expect(Buffer.from(recording.bytes).equals(expectedBody(file))).toBe(true);
    expect(recording.text).toBe(expectedBody(file).toString('utf8'));
    expect(Buffer.concat(streamed).equals(Buffer.from(recording.bytes))).toBe(true);
    expectContiguousChunks(recording);
    expect(recording.chunks.length).toBeGreaterThan(1);
    expect(buildTrace(recording.text).steps.length).toBe(readGolden(`${file}.golden.json`).updates.length);
    expect(recording.responseHeaders['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(recording.responseHeaders['x-request-id']).toMatch(/^req_/);
    expect(recording.responseHeaders['openai-processing-ms']).toMatch(/^\d+$/);
    expect(recording.request).toMatchObject({ model: modelOf(file), stream: true });
    expect(recording.endpoint).toBe(endpoint);
    expect(recording.baseURL).toBe(provider().url);
  });

  it('keeps the bytes after an `error` event the SDK throws on, and says so', async () => {
    const file = 'vercel-ai__openai-error.1.ndjson';
    const recording = await capture('responses', modelOf(file));
    expect(Buffer.from(recording.bytes).equals(expectedBody(file))).toBe(true);
    expect(recording.text).toContain('"type":"response.failed"');
    expect(recording.endedBy).toBe('complete');
    expect(recording.notes.join(' ')).toMatch(/openai SDK stopped/);
  });

  it('sends the request the way the SDK does (Bearer key, X-Stainless headers)', async () => {
    let sent: Headers | undefined;
    await capture('responses', '01-text-only', {
      fetch: (input, init) => {
        sent = new Headers(init?.headers);
        return globalThis.fetch(input, init);
      },
    });
    expect(sent?.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(sent?.get('x-stainless-lang')).toBe('js');
    expect(sent?.get('x-stainless-retry-count')).toBe('0');
  });

  it('abort mid-stream keeps a non-empty strict prefix of the bytes', async () => {
    const file = 'pydantic-ai__test_openai_responses_thinking_with_code_execution_tool_stream.0.sse';
    const controller = new AbortController();
    let reads = 0;
    const recording = await capture('responses', modelOf(file), {
      signal: controller.signal,
      headers: { 'x-replay-delay-ms': '5' },
      onBytes: () => {
        reads += 1;
        if (reads === 3) controller.abort();
      },
    });
    const full = expectedBody(file);
    expect(recording.endedBy).toBe('aborted');
    expect(recording.bytes.length).toBeGreaterThan(0);
    expect(recording.bytes.length).toBeLessThan(full.length);
    expect(Buffer.from(recording.bytes).equals(full.subarray(0, recording.bytes.length))).toBe(true);
    expectContiguousChunks(recording);
  });

  it('abort before the request goes out records nothing, as aborted', async () => {
    const recording = await capture('responses', '01-text-only', { signal: AbortSignal.abort() });
    expect(recording.endedBy).toBe('aborted');
    expect(recording.bytes.length).toBe(0);
  });

  it('401: keeps the provider message and never the key', async () => {
    const direct = await fetch(`${provider().url}/responses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'error-401' }),
    });
    const providerMessage = ((await direct.json()) as { error: { message: string } }).error.message;

    const recording = await capture('responses', 'error-401');
    expect(recording.status).toBe(401);
    expect(recording.endedBy).toBe('error');
    expect(recording.error).toEqual({ status: 401, message: providerMessage });
    expect(JSON.stringify(recording)).not.toContain(KEY);
    expect(JSON.stringify(recording)).not.toContain(KEY.slice(8, -6));
  });

  it('500 and unknown models end as errors with the provider message', async () => {
    const failed = await capture('chat.completions', 'error-500');
    expect(failed).toMatchObject({ status: 500, endedBy: 'error', error: { status: 500 } });
    expect(failed.error?.message).toMatch(/server had an error/);
    const unknown = await capture('responses', 'no-such-recording');
    expect(unknown).toMatchObject({ status: 404, endedBy: 'error' });
    expect(unknown.error?.message).toMatch(/does not exist/);
  });

  it('cut-<recording>: a connection dropped mid-event is marked truncated', async () => {
    const file = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
    const recording = await capture('responses', `cut-${modelOf(file)}`);
    const full = expectedBody(file);
    expect(recording.endedBy).toBe('truncated');
    expect(recording.status).toBe(200);
    expect(recording.bytes.length).toBeGreaterThan(0);
    expect(recording.bytes.length).toBeLessThan(full.length);
    expect(Buffer.from(recording.bytes).equals(full.subarray(0, recording.bytes.length))).toBe(true);
    expect(recording.error?.message).toMatch(/middle of an event/);
  });

  it('an unreachable server is an error with no status', async () => {
    const closed = await import('../../src/provider/server').then((m) => m.startProvider({ port: 0, log: () => {} }));
    const url = closed.url;
    await closed.close();
    const recording = await captureStream({ apiKey: KEY, baseURL: url, endpoint: 'responses', body: { model: '01-text-only' } });
    expect(recording).toMatchObject({ status: null, endedBy: 'error' });
    expect(recording.error?.message).toMatch(/Could not reach the server/);
  });
});
