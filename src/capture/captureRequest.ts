import type { EndpointKind } from './types';

/**
 * What the capture panel holds, as typed: turned into a request by `prepareCapture`. Everything
 * here may be remembered between visits except `headers` (a user may put a key in one) — and the
 * API key itself is not in here at all: it lives in memory only (captureSlice.ts).
 */
export interface CaptureConfig {
  kind: EndpointKind;
  /** `…/v1` for the OpenAI APIs; for `agui`, the agent endpoint itself. */
  baseURL: string;
  /** Wins over a `model` in the body; not used for `agui`. */
  model: string;
  /** The request body as JSON text. */
  body: string;
  /** Extra request headers as a JSON object ("" for none), e.g. `{"x-replay-delay-ms": "200"}`. */
  headers: string;
  /** Send the request through the dev server's capture proxy (endpoints without CORS headers). */
  useProxy: boolean;
  /** How the key is sent: `Authorization: Bearer` (OpenAI and most servers) or `api-key` (Azure OpenAI keys). */
  keyHeader: 'authorization' | 'api-key';
}

/** Where `npm start` / `vite preview` mount the proxy (src/proxy/captureProxy.ts PROXY_PREFIX, a Node module). */
export const CAPTURE_PROXY_PREFIX = '/__capture-proxy/';

export type PreparedCapture =
  | { ok: true; kind: EndpointKind; url: string; body: Record<string, unknown>; headers: Record<string, string> }
  | { ok: false; error: string };

function parseObject(text: string, what: string): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `The ${what} is not valid JSON: ${(error as Error).message}`;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `The ${what} must be a JSON object ({ … }).`;
  return value as Record<string, unknown>;
}

/** The URL the request goes to: the endpoint itself, or the local proxy in front of it. */
export function proxiedUrl(url: string, origin: string): string {
  return `${origin}${CAPTURE_PROXY_PREFIX}${encodeURIComponent(url)}`;
}

/**
 * Validates the panel's fields and builds the request: the body with `model` and `stream: true`
 * (forced: a capture is of a stream), the extra headers, and the URL (proxied when asked).
 * Errors are sentences for the panel.
 */
export function prepareCapture(config: CaptureConfig, origin: string): PreparedCapture {
  const url = config.baseURL.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(url)) {
    return { ok: false, error: `The ${config.kind === 'agui' ? 'endpoint URL' : 'base URL'} must start with http:// or https://.` };
  }
  const parsed = parseObject(config.body.trim() || '{}', 'request body');
  if (typeof parsed === 'string') return { ok: false, error: parsed };
  let headers: Record<string, string> = {};
  if (config.headers.trim()) {
    const raw = parseObject(config.headers, 'extra headers field');
    if (typeof raw === 'string') return { ok: false, error: raw };
    const bad = Object.entries(raw).find(([, v]) => typeof v !== 'string' && typeof v !== 'number');
    if (bad) return { ok: false, error: `Header "${bad[0]}" must be a string.` };
    headers = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]));
  }
  let body = parsed;
  if (config.kind !== 'agui') {
    const model = config.model.trim() || (typeof parsed.model === 'string' ? parsed.model : '');
    if (!model) return { ok: false, error: 'Enter a model (for the local provider: a recording name, e.g. 01-text-only).' };
    body = { ...parsed, model, stream: true };
  }
  return { ok: true, kind: config.kind, url: config.useProxy ? proxiedUrl(url, origin) : url, body, headers };
}

/**
 * After fetch failed with no response at all, tells "the server is down" from "the browser hid
 * its answer" (CORS): an opaque `no-cors` request succeeds whenever the server answers anything.
 * Only ever called with the base URL (no key, no body).
 */
export async function answersWithoutCors(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(url, { mode: 'no-cors', method: 'GET', credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** `https://user:pass@host/…` never reaches a recording. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}
