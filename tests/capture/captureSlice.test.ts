import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCaptureProxy, PROXY_PREFIX } from '../../src/proxy/captureProxy';
import { createInspectorStore } from '../../src/store/index';
import { createRecordingsDb } from '../../src/store/recordingsDb';
import type { CaptureDeps } from '../../src/store/captureSlice';
import { runTraceInline } from '../../src/worker/traceRunner';
import { expectedBody, useProvider } from '../provider/fixture';

const KEY = 'sk-store-capture-test-0123456789-SECRET';
const { provider } = useProvider();

let proxy: Server;
let proxyOrigin = '';
beforeAll(async () => {
  proxy = createServer((req, res) => {
    if (req.url?.startsWith(PROXY_PREFIX)) void handleCaptureProxy(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // The first inline trace imports core; on a busy machine that alone can outlast a short stream.
  await runTraceInline('', 'maf-2026-08');
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

function setup(capture: CaptureDeps = {}) {
  const saved = new Map<string, unknown>();
  const kv = { get: async (k: string) => saved.get(k), set: async (k: string, v: unknown) => void saved.set(k, v), del: async (k: string) => void saved.delete(k) };
  const stored: { key: string | null } = { key: null };
  const store = createInspectorStore({
    runTrace: runTraceInline,
    fetchText: async () => '',
    typingDelayMs: 0,
    recordingsDb: createRecordingsDb(kv),
    capture: {
      keyStorage: { load: () => stored.key, save: (k) => void (stored.key = k), clear: () => void (stored.key = null) },
      configStorage: { load: () => null, save: () => undefined },
      origin: () => proxyOrigin,
      ...capture,
    },
  });
  store.getState().setApiKey(KEY);
  return { store, saved, stored };
}

const configure = (store: ReturnType<typeof setup>['store'], model: string, delayMs = 5, kind: 'responses' | 'chat.completions' = 'responses') =>
  store.getState().setCaptureConfig({ kind, baseURL: provider().url, model, headers: JSON.stringify({ 'x-replay-delay-ms': String(delayMs) }), body: kind === 'responses' ? '{"input":"hi"}' : '{"messages":[{"role":"user","content":"hi"}]}' });

/** Everything IndexedDB would hold, as text (bytes decoded). */
const dump = (saved: Map<string, unknown>) => JSON.stringify([...saved.entries()], (_k, v) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : v));

describe('live capture through the store', () => {
  it('fills the inspector while the stream arrives, keeps the selection, then saves the recording without the key', async () => {
    const { store, saved } = setup();
    configure(store, '05-hosted-function-call-with-output-toolbox-kb', 80);
    const counts: number[] = [];
    let selectedWhileStreaming = false;
    const unsubscribe = store.subscribe((state) => {
      if (state.traceStatus !== 'done' || !state.trace) return;
      counts.push(state.trace.input.events.length);
      if (!selectedWhileStreaming && state.captureRun?.phase === 'streaming' && state.rows.length >= 2) {
        selectedWhileStreaming = true;
        state.selectWire(1);
      }
    });
    await store.getState().startCapture();
    await vi.waitFor(() => expect(store.getState().trace?.input.events.length).toBe(17));
    unsubscribe();

    const state = store.getState();
    expect(state.captureRun).toMatchObject({ phase: 'complete', status: 200, error: null, corsBlocked: false });
    expect(counts.some((n) => n > 0 && n < 17)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(selectedWhileStreaming).toBe(true);
    expect(state.selectedWireIndex).toBe(1);
    expect(state.text).toBe(expectedBody('05-hosted-function-call-with-output-toolbox-kb.ndjson').toString('utf8'));
    expect(state.source).toMatchObject({ kind: 'file', name: expect.stringMatching(/^05-hosted-function-call-with-output-toolbox-kb-\d\d_\d\d_\d\d\.sse$/) });
    const arrivals = state.trace!.input.events.map((e) => e.arrivalMs);
    expect(arrivals.every((a) => typeof a === 'number')).toBe(true);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a! - b!));
    expect(state.rows[16].arrivalMs).toBe(arrivals[16]);

    expect(state.recordings).toHaveLength(1);
    expect(state.recordings[0]).toMatchObject({ kind: 'responses', endedBy: 'complete', status: 200, model: '05-hosted-function-call-with-output-toolbox-kb', baseURL: provider().url, viaProxy: false, requestId: expect.stringMatching(/^req_/) });
    await vi.waitFor(() => expect(saved.size).toBe(2));
    expect(dump(saved)).not.toContain(KEY);
    expect(dump(saved)).toContain('response.completed');
  });

  it('captures Chat Completions too', async () => {
    const { store } = setup();
    configure(store, '23-cc-tool-call-args-in-three-deltas', 5, 'chat.completions');
    await store.getState().startCapture();
    expect(store.getState().captureRun?.phase).toBe('complete');
    await vi.waitFor(() => expect(store.getState().trace?.agui.events.some((r) => r.event.type === 'TOOL_CALL_END')).toBe(true));
    expect(store.getState().trace!.input.api).toBe('chat.completions');
  });

  it("shows the provider's 401 message, leaves the input alone and saves nothing", async () => {
    const { store, saved } = setup();
    store.getState().loadInput('data: {"type":"response.created"}\n\n', { kind: 'pasted' });
    configure(store, 'error-401');
    await store.getState().startCapture();
    const run = store.getState().captureRun!;
    expect(run).toMatchObject({ phase: 'error', status: 401 });
    expect(run.error?.message).toMatch(/^Incorrect API key provided: sk-\*+CRET\./);
    expect(run.error?.message).not.toContain(KEY);
    expect(store.getState().text).toBe('data: {"type":"response.created"}\n\n');
    expect(saved.size).toBe(0);
  });

  it('stop keeps what arrived, and saves it as an aborted recording', async () => {
    const { store } = setup();
    configure(store, '05-hosted-function-call-with-output-toolbox-kb', 100);
    const done = store.getState().startCapture();
    await vi.waitFor(() => expect(store.getState().captureRun?.reads).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    store.getState().stopCapture();
    await done;
    const state = store.getState();
    expect(state.captureRun?.phase).toBe('aborted');
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
    const events = store.getState().trace!.input.events.length;
    expect(events).toBeGreaterThanOrEqual(3);
    expect(events).toBeLessThan(17);
    expect(state.recordings[0]).toMatchObject({ endedBy: 'aborted' });
  });

  it('flags a cut-off stream as truncated', async () => {
    const { store } = setup();
    configure(store, 'cut-01-text-only', 1);
    await store.getState().startCapture();
    expect(store.getState().captureRun?.phase).toBe('truncated');
    await vi.waitFor(() => expect(store.getState().trace?.findings.some((f) => f.code === 'wire-unterminated-frame')).toBe(true));
  });

  it('explains a CORS failure and gets through the local proxy on retry', async () => {
    // What a browser does when the answer has no CORS headers: fetch rejects, though the server answered.
    const blocked: typeof fetch = async (input, init) => {
      if (!String(input).startsWith(proxyOrigin)) throw new TypeError('Failed to fetch');
      return fetch(input, init);
    };
    const { store } = setup({ fetch: blocked, probeCors: async () => true });
    configure(store, '01-text-only', 1);
    await store.getState().startCapture();
    const run = store.getState().captureRun!;
    expect(run).toMatchObject({ phase: 'error', corsBlocked: true });
    expect(run.error?.message).toMatch(/without CORS headers/);
    await store.getState().retryThroughProxy();
    expect(store.getState().captureRun).toMatchObject({ phase: 'complete', viaProxy: true });
    expect(store.getState().recordings[0]).toMatchObject({ viaProxy: true, baseURL: provider().url });
  });

  it('sends the key as api-key for Azure, and no Authorization header at all without a key', async () => {
    const sent: Headers[] = [];
    const spy: typeof fetch = (input, init) => {
      sent.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const { store } = setup({ fetch: spy });
    configure(store, '01-text-only', 1);
    store.getState().setCaptureConfig({ keyHeader: 'api-key' });
    await store.getState().startCapture();
    expect(sent[0].get('api-key')).toBe(KEY);
    expect(sent[0].has('authorization')).toBe(false);
    store.getState().setCaptureConfig({ keyHeader: 'authorization' });
    store.getState().setApiKey('');
    await store.getState().startCapture();
    expect(sent[1].has('authorization')).toBe(false);
    expect(sent[1].has('api-key')).toBe(false);
    expect(store.getState().captureRun?.phase).toBe('complete');
  });

  it('refuses a body that is not JSON, in words', async () => {
    const { store } = setup();
    store.getState().setCaptureConfig({ body: '{ input: hi }' });
    await store.getState().startCapture();
    expect(store.getState().captureRun?.error?.message).toMatch(/^The request body is not valid JSON/);
  });

  it('keeps the key in memory unless the user opts in, and forgets it on opt-out', () => {
    const { store, stored } = setup();
    expect(stored.key).toBeNull();
    store.getState().setRememberKey(true);
    expect(stored.key).toBe(KEY);
    store.getState().setApiKey('sk-other-0123456789');
    expect(stored.key).toBe('sk-other-0123456789');
    store.getState().setRememberKey(false);
    expect(stored.key).toBeNull();
  });
});

describe('recordings', () => {
  it('reopen, rename, export (.sse + timing) and replay a saved capture', async () => {
    const { store } = setup();
    configure(store, '01-text-only', 10);
    await store.getState().startCapture();
    const [meta] = store.getState().recordings;
    const full = store.getState().text;
    store.getState().loadInput('', { kind: 'pasted' });

    await store.getState().renameRecording(meta.id, 'hello stream');
    expect(store.getState().recordings[0].name).toBe('hello stream');
    const files = await store.getState().recordingExports(meta.id);
    expect(files?.sse).toMatchObject({ name: 'hello-stream.sse', text: full });
    expect(JSON.parse(files!.timing.text)).toMatchObject({ format: 'stream-inspector/capture-timing@1', endedBy: 'complete' });

    await store.getState().openRecording(meta.id);
    await vi.waitFor(() => expect(store.getState().trace?.input.events.length).toBe(11));
    expect(store.getState().source).toEqual({ kind: 'file', name: 'hello-stream.sse' });
    expect(store.getState().trace!.input.events[0].arrivalMs).toBeTypeOf('number');

    const seen: number[] = [];
    const unsubscribe = store.subscribe((s) => {
      if (s.replay) seen.push(s.replay.delivered);
    });
    await store.getState().startReplay(meta.id, 5);
    await vi.waitFor(() => expect(store.getState().replay?.done).toBe(true), { timeout: 5000 });
    unsubscribe();
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThan(2);
    await vi.waitFor(() => expect(store.getState().text).toBe(full));

    await store.getState().deleteRecording(meta.id);
    expect(store.getState().recordings).toEqual([]);
  });

  it('imports an exported .sse with its timing file', async () => {
    const { store } = setup();
    const sse = new TextEncoder().encode('data: {"type":"response.created"}\n\ndata: {"type":"response.completed"}\n\n');
    const timing = JSON.stringify({ format: 'stream-inspector/capture-timing@1', request: {}, endpoint: 'responses', baseURL: 'x', startedAt: '', status: 200, responseHeaders: {}, endedBy: 'complete', notes: [], byteLength: sse.length, chunks: [[5, 34], [250, sse.length - 34]] });
    await store.getState().importRecording(sse, timing, 'mine.sse');
    expect(store.getState().recordings[0]).toMatchObject({ name: 'mine', durationMs: 250, chunkCount: 2 });
  });
});
