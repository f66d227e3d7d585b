import { describe, expect, it } from 'vitest';
import { expectedBody, modelOf, readAll, useProvider } from './fixture';

const KEY = 'sk-proj-provider-test-0123456789abcdefSECRET';
const { provider, logLines } = useProvider();

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${provider().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, ...headers },
    body: JSON.stringify(body),
  });
}

describe('local provider', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(provider().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('lists the recordings in the OpenAI list shape', async () => {
    const res = await fetch(`${provider().url}/models`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { object: string; data: Array<{ id: string; object: string; owned_by: string }> };
    expect(list.object).toBe('list');
    const ids = list.data.map((m) => m.id);
    expect(ids).toContain('05-hosted-function-call-with-output-toolbox-kb');
    expect(ids).toContain('pydantic-ai__test_openai_responses_stream.0');
    expect(ids).toContain('error-401');
    expect(list.data.every((m) => m.object === 'model')).toBe(true);
    expect(list.data.find((m) => m.id === '01-text-only')?.owned_by).toBe('scenarios');
  });

  it.each([
    ['/responses', 'pydantic-ai__test_openai_responses_stream.0.sse'],
    ['/responses', '05-hosted-function-call-with-output-toolbox-kb.ndjson'],
    ['/responses', 'vercel-ai__openai-error.1.ndjson'],
    ['/chat/completions', '26-cc-usage-chunk-and-done.sse'],
    ['/chat/completions', '22-cc-text-only.ndjson'],
  ])('POST %s replays %s byte for byte as text/event-stream', async (path, file) => {
    const res = await post(path, { model: modelOf(file), stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    const { bytes, error } = await readAll(res);
    expect(error).toBeUndefined();
    expect(bytes.equals(expectedBody(file))).toBe(true);
  });

  it('paces frames by the per-request delay header', async () => {
    const started = performance.now();
    const res = await post('/responses', { model: '21-function-call-args-only-on-item-done' }, { 'x-replay-delay-ms': '30' });
    await readAll(res);
    // 5 frames → 4 pauses of 30 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4 * 30 - 5);
  });

  it('answers the CORS preflight for the SDK headers', async () => {
    const res = await fetch(`${provider().url}/responses`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-stainless-os,x-stainless-retry-count',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
    for (const header of ['*', 'authorization', 'content-type', 'x-stainless-lang', 'x-stainless-os', 'x-stainless-arch', 'x-stainless-runtime', 'x-stainless-runtime-version', 'x-stainless-package-version', 'x-stainless-retry-count', 'x-stainless-timeout']) {
      expect(allowed).toContain(header);
    }
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('error-401 answers an OpenAI-style error with the key masked', async () => {
    const res = await post('/responses', { model: 'error-401' });
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).not.toContain(KEY);
    const body = JSON.parse(text) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', param: null, code: 'invalid_api_key' });
    expect(body.error.message).toMatch(/^Incorrect API key provided: sk-\*+CRET\./);
  });

  it('error-500 answers a server error body', async () => {
    const res = await post('/chat/completions', { model: 'error-500' });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('server_error');
  });

  it('an unknown model is a 404 naming valid models', async () => {
    const res = await post('/responses', { model: 'gpt-nonexistent' });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { message: string; code: string; param: string } };
    expect(body.error.code).toBe('model_not_found');
    expect(body.error.param).toBe('model');
    expect(body.error.message).toContain('gpt-nonexistent');
    const named = /\(e\.g\. ([^;]+);/.exec(body.error.message)?.[1].split(', ') ?? [];
    expect(named.length).toBeGreaterThanOrEqual(3);
    const models = (await (await fetch(`${provider().url}/models`)).json()) as { data: Array<{ id: string }> };
    for (const name of named) expect(models.data.map((m) => m.id)).toContain(name);
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await fetch(`${provider().url}/responses`, { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
  });

  it('cut-<recording> sends part of the stream, then drops the connection mid-frame', async () => {
    const file = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
    const res = await post('/responses', { model: `cut-${modelOf(file)}` });
    expect(res.status).toBe(200);
    const { bytes, error } = await readAll(res);
    expect(error).toBeDefined();
    const full = expectedBody(file);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThan(full.length);
    expect(bytes.equals(full.subarray(0, bytes.length))).toBe(true);
    expect(bytes.subarray(-2).toString()).not.toBe('\n\n');
  });

  it('logs one line per request and never the key', () => {
    expect(logLines.length).toBeGreaterThanOrEqual(10);
    expect(logLines.some((l) => /^POST \/v1\/responses model=error-401 401 /.test(l))).toBe(true);
    expect(logLines.some((l) => l.includes('(cut mid-event)'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(KEY);
      expect(line.toLowerCase()).not.toContain('bearer');
    }
  });
});
