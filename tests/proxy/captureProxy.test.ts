import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureStream } from '../../src/capture/captureStream';
import { handleCaptureProxy, PROXY_PREFIX, proxyTarget } from '../../src/proxy/captureProxy';
import { expectedBody, modelOf, useProvider } from '../provider/fixture';

const KEY = 'sk-proxy-test-0123456789abcdef';
const { provider } = useProvider();
let proxy: Server;
let proxyUrl = '';

beforeAll(async () => {
  proxy = createServer((req, res) => {
    if (req.url?.startsWith(PROXY_PREFIX)) void handleCaptureProxy(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const viaProxy = () => `${proxyUrl}${PROXY_PREFIX}${encodeURIComponent(provider().url)}`;

describe('capture proxy (npm start serves it for endpoints without CORS)', () => {
  it('maps the encoded base URL and the SDK path to the real endpoint', () => {
    expect(proxyTarget(`${PROXY_PREFIX}${encodeURIComponent('http://127.0.0.1:4010/v1')}/responses`)).toEqual({ target: 'http://127.0.0.1:4010/v1/responses' });
    expect(proxyTarget(`${PROXY_PREFIX}${encodeURIComponent('file:///etc/passwd')}/x`)).toEqual({ error: 'only http(s) endpoints can be proxied, not file:' });
  });

  it('forwards a streamed capture byte for byte', async () => {
    const file = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
    const recording = await captureStream({ apiKey: KEY, baseURL: viaProxy(), endpoint: 'responses', body: { model: modelOf(file), input: 'hi' }, headers: { 'x-replay-delay-ms': '1' } });
    expect(recording.endedBy).toBe('complete');
    expect(Buffer.from(recording.bytes).equals(expectedBody(file))).toBe(true);
  });

  it('passes the provider error through, with its status', async () => {
    const recording = await captureStream({ apiKey: KEY, baseURL: viaProxy(), endpoint: 'responses', body: { model: 'error-401', input: 'hi' } });
    expect(recording.status).toBe(401);
    expect(recording.error?.message).toMatch(/Incorrect API key/);
    expect(JSON.stringify(recording)).not.toContain(KEY);
  });

  it('says which endpoint it could not reach', async () => {
    const recording = await captureStream({ apiKey: KEY, baseURL: `${proxyUrl}${PROXY_PREFIX}${encodeURIComponent('http://127.0.0.1:1/v1')}`, endpoint: 'responses', body: { model: 'x', input: 'hi' } });
    expect(recording.status).toBe(502);
    expect(recording.error?.message).toContain('could not reach http://127.0.0.1:1');
  });
});
