import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeAguiSse } from '../core/agui/sse';
import { buildTrace } from '../core/trace';
import { decodeInput } from '../core/wire/decode';
import { captureAgui, prepareRunAgentInput } from './aguiCapture';
import { withoutCredentials } from './captureRequest';
import { looksLikeAgui } from './aguiDetect';

const KEY = 'sk-agui-capture-test-0123456789-SECRET';
const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const body = serializeAguiSse(buildTrace(readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8')).agui.events.map((r) => r.event));
const frames = body.split(/(?<=\n\n)/);

/** A minimal AG-UI endpoint: answers a RunAgentInput with the frames above, one every few ms. */
let server: Server;
let url = '';
const received: Array<{ headers: IncomingMessage['headers']; body: unknown }> = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')) });
    if (req.url === '/denied') {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'agent says no' } }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': 'agui-req-1' });
    const cutAt = req.url === '/cut' ? Math.floor(frames.length / 2) : frames.length;
    for (let i = 0; i < cutAt; i += 1) {
      res.write(frames[i]);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    if (req.url === '/cut') {
      res.write(frames[cutAt].slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return void res.socket?.destroy();
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let ids = 0;
const newId = () => `id-${++ids}`;

describe('prepareRunAgentInput', () => {
  it('adds the required ids and lists, and keeps what the user wrote', () => {
    ids = 0;
    const input = prepareRunAgentInput({ messages: [{ role: 'user', content: 'hi' }, { id: 'mine', role: 'user', content: 'x' }], state: { a: 1 } }, newId);
    expect(input).toEqual({
      threadId: 'id-2',
      runId: 'id-3',
      messages: [{ id: 'id-1', role: 'user', content: 'hi' }, { id: 'mine', role: 'user', content: 'x' }],
      tools: [],
      context: [],
      state: { a: 1 },
    });
    expect(prepareRunAgentInput({ threadId: 't', runId: 'r' }, newId)).toMatchObject({ threadId: 't', runId: 'r', messages: [] });
  });

  it('strips credentials from a URL', () => {
    expect(withoutCredentials('https://u:p@agent.example/run')).toBe('https://agent.example/run');
    expect(withoutCredentials('not a url')).toBe('not a url');
  });
});

describe('captureAgui', () => {
  it('POSTs the RunAgentInput and records the AG-UI SSE byte for byte, with arrival times', async () => {
    const streamed: Uint8Array[] = [];
    const recording = await captureAgui({ url: `${url}/agent`, apiKey: KEY, body: { messages: [{ role: 'user', content: 'hi' }] }, onBytes: (c) => streamed.push(c), newId });
    expect(recording).toMatchObject({ endpoint: 'agui', endedBy: 'complete', status: 200, baseURL: `${url}/agent` });
    expect(recording.text).toBe(body);
    expect(Buffer.concat(streamed).toString('utf8')).toBe(body);
    expect(recording.chunks.length).toBeGreaterThan(1);
    expect(recording.responseHeaders['x-request-id']).toBe('agui-req-1');
    expect(looksLikeAgui(decodeInput(recording.text))).toBe(true);
    const sent = received.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.headers.accept).toBe('text/event-stream');
    expect(sent.body).toMatchObject({ messages: [{ role: 'user', content: 'hi' }], tools: [], context: [] });
    expect(JSON.stringify(recording.request)).not.toContain(KEY);
  });

  it('sends no Authorization header without a key', async () => {
    await captureAgui({ url: `${url}/agent`, apiKey: '', body: {} });
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("shows the endpoint's own error message", async () => {
    const recording = await captureAgui({ url: `${url}/denied`, apiKey: KEY, body: {} });
    expect(recording).toMatchObject({ endedBy: 'error', status: 403, error: { status: 403, message: 'agent says no' } });
  });

  it('flags a stream cut mid-event as truncated, keeping what arrived', async () => {
    const recording = await captureAgui({ url: `${url}/cut`, apiKey: KEY, body: {} });
    expect(recording.endedBy).toBe('truncated');
    expect(body.startsWith(recording.text)).toBe(true);
    expect(recording.text.length).toBeGreaterThan(0);
  });

  it('keeps what arrived when aborted', async () => {
    const controller = new AbortController();
    const recording = await captureAgui({
      url: `${url}/agent`,
      apiKey: KEY,
      body: {},
      signal: controller.signal,
      onBytes: () => controller.abort(),
    });
    expect(recording.endedBy).toBe('aborted');
    expect(recording.bytes.length).toBeGreaterThan(0);
  });

  it('describes an unreachable endpoint', async () => {
    const recording = await captureAgui({ url: 'http://127.0.0.1:1/agent', apiKey: KEY, body: {} });
    expect(recording.endedBy).toBe('error');
    expect(recording.error?.message).toMatch(/Could not reach the server/);
  });
});
