import { describe, expect, it } from 'vitest';
import { answersWithoutCors, prepareCapture, proxiedUrl, type CaptureConfig } from './captureRequest';
import { browserConfigStorage, captureName, CONFIG_STORAGE_KEY, defaultCaptureConfig } from './captureSettings';
import { isUntouchedTemplate, templatesFor, templateText } from './captureTemplates';

const config = (patch: Partial<CaptureConfig> = {}): CaptureConfig => ({ ...defaultCaptureConfig(), ...patch });
const ORIGIN = 'http://127.0.0.1:5173';

describe('prepareCapture', () => {
  it('adds the model and forces stream: true over what the body says', () => {
    const prepared = prepareCapture(config({ body: '{"input":"hi","stream":false,"model":"other"}', model: 'm1' }), ORIGIN);
    expect(prepared).toEqual({ ok: true, kind: 'responses', url: 'http://127.0.0.1:4010/v1', body: { input: 'hi', stream: true, model: 'm1' }, headers: {} });
  });

  it("uses the body's model when the field is empty, and refuses a request without one", () => {
    expect(prepareCapture(config({ model: '', body: '{"model":"from-body"}' }), ORIGIN)).toMatchObject({ ok: true, body: { model: 'from-body' } });
    expect(prepareCapture(config({ model: '', body: '{}' }), ORIGIN)).toMatchObject({ ok: false, error: expect.stringMatching(/^Enter a model/) });
  });

  it('sends an AG-UI body as written (no model, no stream flag)', () => {
    const prepared = prepareCapture(config({ kind: 'agui', baseURL: 'http://agent.local/run/', body: '{"messages":[]}' }), ORIGIN);
    expect(prepared).toEqual({ ok: true, kind: 'agui', url: 'http://agent.local/run', body: { messages: [] }, headers: {} });
  });

  it('routes through the local proxy with the endpoint encoded in the path', () => {
    const prepared = prepareCapture(config({ useProxy: true, baseURL: 'https://api.openai.com/v1/' }), ORIGIN);
    expect(prepared).toMatchObject({ ok: true, url: `${ORIGIN}/__capture-proxy/https%3A%2F%2Fapi.openai.com%2Fv1` });
    expect(proxiedUrl('http://a/b', ORIGIN)).toBe(`${ORIGIN}/__capture-proxy/http%3A%2F%2Fa%2Fb`);
  });

  it('parses extra headers, and says in words what is wrong with the fields', () => {
    expect(prepareCapture(config({ headers: '{"x-replay-delay-ms": 200}' }), ORIGIN)).toMatchObject({ ok: true, headers: { 'x-replay-delay-ms': '200' } });
    expect(prepareCapture(config({ headers: '{"a": {"b": 1}}' }), ORIGIN)).toEqual({ ok: false, error: 'Header "a" must be a string.' });
    expect(prepareCapture(config({ headers: '[1]' }), ORIGIN)).toEqual({ ok: false, error: 'The extra headers field must be a JSON object ({ … }).' });
    expect(prepareCapture(config({ body: '{input: 1}' }), ORIGIN)).toMatchObject({ ok: false, error: expect.stringMatching(/^The request body is not valid JSON: /) });
    expect(prepareCapture(config({ baseURL: 'api.openai.com' }), ORIGIN)).toEqual({ ok: false, error: 'The base URL must start with http:// or https://.' });
  });
});

describe('answersWithoutCors', () => {
  it('is true when the opaque request gets any answer, false when the network fails', async () => {
    expect(await answersWithoutCors('http://x', async () => new Response(null, { status: 200 }))).toBe(true);
    expect(await answersWithoutCors('http://x', async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('capture settings', () => {
  it('never remembers the extra headers (they may hold a key)', () => {
    const stored = new Map<string, string>();
    const fake = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    try {
      const storage = browserConfigStorage();
      storage.save(config({ headers: '{"api-key":"secret-123"}', model: 'mine', useProxy: true }));
      expect(stored.get(CONFIG_STORAGE_KEY)).not.toContain('secret-123');
      expect(storage.load()).toEqual({ kind: 'responses', baseURL: 'http://127.0.0.1:4010/v1', model: 'mine', body: config().body, useProxy: true, keyHeader: 'authorization' });
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('names a capture after its model (or endpoint) and the time', () => {
    const at = new Date(2026, 0, 2, 14, 3, 22);
    expect(captureName(config({ model: 'gpt-x' }), at)).toBe('gpt-x 14:03:22');
    expect(captureName(config({ kind: 'agui', baseURL: 'http://127.0.0.1:8000/agent/' }), at)).toBe('127.0.0.1:8000/agent 14:03:22');
  });

  it('knows an untouched template from an edited body', () => {
    expect(isUntouchedTemplate(templateText(templatesFor('chat.completions')[1]))).toBe(true);
    expect(isUntouchedTemplate('{"input":"mine"}')).toBe(false);
  });
});
