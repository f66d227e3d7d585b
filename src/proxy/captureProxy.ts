import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The capture proxy `npm start` serves for endpoints that send no CORS headers (issue #6): the page
 * sets the SDK's baseURL to `/__capture-proxy/<encoded real base URL>` and this forwards exactly
 * that request — method, body and the API headers only — and streams the answer back unchanged.
 * It is mounted on the dev/preview server, which listens on 127.0.0.1 only. It never logs or keeps
 * anything it forwards (the key travels in the Authorization header).
 */
export const PROXY_PREFIX = '/__capture-proxy/';

const FORWARDED_REQUEST_HEADERS = /^(authorization|content-type|accept|api-key|openai-[a-z-]+|x-stainless-[a-z-]+|x-replay-delay-ms)$/i;
const RETURNED_RESPONSE_HEADERS = /^(content-type|x-request-id|openai-[a-z-]+|x-ms-[a-z-]+|retry-after)$/i;

/** `/__capture-proxy/<encoded base>/<rest>` → the real URL, or an error to show the user. */
export function proxyTarget(url: string): { target: string } | { error: string } {
  const tail = url.slice(PROXY_PREFIX.length);
  const slash = tail.indexOf('/');
  const encodedBase = slash < 0 ? tail : tail.slice(0, slash);
  const rest = slash < 0 ? '' : tail.slice(slash);
  let base: URL;
  try {
    base = new URL(decodeURIComponent(encodedBase));
  } catch {
    return { error: `the capture proxy needs an encoded base URL after ${PROXY_PREFIX}` };
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return { error: `only http(s) endpoints can be proxied, not ${base.protocol}` };
  return { target: `${base.href.replace(/\/$/, '')}${rest}` };
}

function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message: `Stream Inspector capture proxy: ${message}`, type: 'proxy_error' } }));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function handleCaptureProxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = proxyTarget(req.url ?? '');
  if ('error' in parsed) return reply(res, 400, parsed.error);
  if (req.method !== 'POST' && req.method !== 'GET') return reply(res, 405, `method ${req.method} is not forwarded`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && FORWARDED_REQUEST_HEADERS.test(name)) headers[name] = value;
  }
  const controller = new AbortController();
  // The browser aborting its capture closes our side too, so the upstream stream stops.
  res.on('close', () => controller.abort());
  let upstream: Response;
  try {
    upstream = await fetch(parsed.target, {
      method: req.method,
      headers,
      body: req.method === 'POST' ? new Uint8Array(await readBody(req)) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    return reply(res, 502, `could not reach ${new URL(parsed.target).origin}: ${(error as Error).message}`);
  }
  const out: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (RETURNED_RESPONSE_HEADERS.test(name)) out[name] = value;
  });
  res.writeHead(upstream.status, out);
  if (!upstream.body) return void res.end();
  const body = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream);
  body.on('error', () => res.destroy());
  body.pipe(res);
}

/** Vite plugin: mounts the proxy on `vite` (npm start) and `vite preview` (the e2e tests). */
export function captureProxyPlugin() {
  const mount = (server: { middlewares: { use: (fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void } }) => {
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith(PROXY_PREFIX)) return next();
      void handleCaptureProxy(req, res);
    });
  };
  return { name: 'stream-inspector-capture-proxy', configureServer: mount, configurePreviewServer: mount };
}
