/**
 * A HAR as Chrome's "Save all as HAR (with sensitive data)" writes it, around a recorded stream
 * body: used by the unit tests and the Playwright import spec. The credentials in it are fakes
 * the tests look for after import (they must be gone).
 */
export const FAKE_SECRETS = {
  authorization: 'Bearer sk-proj-FAKEsecretDoNotLeak0123456789',
  apiKey: 'azure-FAKE-api-key-5b7e',
  cookie: '__Secure-session=FAKEcookieValue42',
  setCookie: '__cf_bm=FAKEsetCookieValue; path=/; HttpOnly',
  queryKey: 'FAKEqueryKey99',
};

export interface HarFixtureOptions {
  /** The stream body; goes into the /v1/responses entry. */
  body: string;
  /** Store the body base64-encoded, as Chrome does for some responses. */
  base64?: boolean;
  mimeType?: string;
  url?: string;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function buildHarFixture(options: HarFixtureOptions): Record<string, unknown> {
  const { body, base64 = false, mimeType = 'text/event-stream; charset=utf-8' } = options;
  const url = options.url ?? `https://api.openai.com/v1/responses?api-key=${FAKE_SECRETS.queryKey}&stream=true`;
  const stream = {
    startedDateTime: '2026-09-01T10:00:01.000Z',
    time: 2100,
    request: {
      method: 'POST',
      url,
      httpVersion: 'h2',
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'Authorization', value: FAKE_SECRETS.authorization },
        { name: 'api-key', value: FAKE_SECRETS.apiKey },
        { name: 'Cookie', value: FAKE_SECRETS.cookie },
      ],
      cookies: [{ name: '__Secure-session', value: 'FAKEcookieValue42' }],
      queryString: [],
      postData: { mimeType: 'application/json', text: '{"model":"gpt-5","stream":true,"input":"hi"}' },
      headersSize: -1,
      bodySize: 44,
    },
    response: {
      status: 200,
      statusText: '',
      httpVersion: 'h2',
      headers: [
        { name: 'content-type', value: mimeType },
        { name: 'set-cookie', value: FAKE_SECRETS.setCookie },
        { name: 'x-request-id', value: 'req_fixture_1' },
      ],
      cookies: [{ name: '__cf_bm', value: 'FAKEsetCookieValue' }],
      content: { size: new TextEncoder().encode(body).length, mimeType, text: base64 ? base64Utf8(body) : body, ...(base64 ? { encoding: 'base64' } : {}) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _transferSize: 4100,
    },
    cache: {},
    timings: { send: 0, wait: 300, receive: 1800 },
  };
  const page = {
    startedDateTime: '2026-09-01T10:00:00.000Z',
    time: 20,
    request: { method: 'GET', url: 'https://example.test/app.js', headers: [{ name: 'Cookie', value: FAKE_SECRETS.cookie }], cookies: [] },
    response: { status: 200, statusText: 'OK', headers: [], cookies: [], content: { size: 12, mimeType: 'text/javascript', text: 'console.log()' } },
  };
  const chat = {
    startedDateTime: '2026-09-01T10:00:05.000Z',
    time: 900,
    request: { method: 'POST', url: 'https://openrouter.example/api/v1/chat/completions', headers: [{ name: 'authorization', value: FAKE_SECRETS.authorization }], cookies: [] },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'text/event-stream' }],
      cookies: [],
      content: { size: 1200, mimeType: 'text/event-stream', comment: 'Response bodies are not included.' },
    },
  };
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [],
      entries: [page, stream, chat],
    },
  };
}
