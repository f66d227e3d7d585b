import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * `Access-Control-Allow-Headers: *` does not cover `Authorization` (Fetch standard), and the openai
 * SDK adds its X-Stainless-* headers to every request (wire-formats B.5), so they are listed
 * explicitly next to the wildcard.
 */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'OpenAI-Organization',
  'OpenAI-Project',
  'OpenAI-Beta',
  'X-Stainless-Lang',
  'X-Stainless-OS',
  'X-Stainless-Arch',
  'X-Stainless-Runtime',
  'X-Stainless-Runtime-Version',
  'X-Stainless-Package-Version',
  'X-Stainless-Retry-Count',
  'X-Stainless-Timeout',
  'X-Stainless-Helper-Method',
  'X-Stainless-Poll-Helper',
  'X-Stainless-Custom-Poll-Interval',
  'X-Replay-Delay-Ms',
];

/** Without this a browser hides these from the capture (only CORS-safelisted headers are readable). */
export const EXPOSED_RESPONSE_HEADERS = ['x-request-id', 'openai-processing-ms', 'x-replay-recording'];

/** Sent on every response, preflight or not. */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_RESPONSE_HEADERS.join(', '));
}

/**
 * Answers an OPTIONS preflight. Header names the browser asks for are echoed too (only token
 * characters kept), so a future SDK header does not break captures before this list catches up.
 */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name));
  const known = new Set(ALLOWED_REQUEST_HEADERS.map((h) => h.toLowerCase()));
  const extra = requested.filter((name) => !known.has(name.toLowerCase()));
  setCorsHeaders(res);
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ['*', ...ALLOWED_REQUEST_HEADERS, ...extra].join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204);
  res.end();
}
