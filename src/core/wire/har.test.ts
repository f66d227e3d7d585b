import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../tests/sharedDir';
import { buildTrace } from '../trace';
import { looksLikeHar, parseHar } from './har';
import { buildHarFixture, FAKE_SECRETS } from './har.test-helpers';
import { isCredentialName, redactUrl, stripCredentialHeaders } from './harSecrets';

const RECORDED = 'pydantic-ai__test_openai_responses_stream.0.sse';
const recorded = readFileSync(path.join(sharedDir, 'real-streams', RECORDED), 'utf8');
const harText = (options: Partial<Parameters<typeof buildHarFixture>[0]> = {}) =>
  JSON.stringify(buildHarFixture({ body: recorded, ...options }), null, 2);

describe('parseHar', () => {
  it('lists the stream requests with method, URL, status and size, in log order', () => {
    const har = parseHar(harText());
    expect(har.totalEntries).toBe(3);
    expect(har.problems).toEqual([]);
    expect(har.entries.map((e) => [e.entryIndex, e.method, e.status, e.matches])).toEqual([
      [1, 'POST', 200, ['event-stream', 'responses']],
      [2, 'POST', 200, ['event-stream', 'chat-completions']],
    ]);
    expect(har.entries[0].size).toBe(Buffer.byteLength(recorded));
    expect(har.entries[0].url).toBe('https://api.openai.com/v1/responses?api-key=REDACTED&stream=true');
  });

  it('gives back the recorded body byte for byte, and it traces like the file', () => {
    const [entry] = parseHar(harText()).entries;
    expect(entry.text).toBe(recorded);
    expect(buildTrace(entry.text!).input.events.length).toBe(buildTrace(recorded).input.events.length);
    expect(buildTrace(entry.text!).input.format).toBe('sse');
  });

  it('decodes a base64 body (UTF-8, multi-byte characters intact)', () => {
    const body = `${recorded}data: {"type":"response.output_text.delta","delta":"café — 日本 🎉"}\n\n`;
    const [entry] = parseHar(harText({ base64: true, body })).entries;
    expect(entry.text).toBe(body);
  });

  it('says why an entry has no body (Firefox comment) and keeps it listed', () => {
    const chat = parseHar(harText()).entries[1];
    expect(chat.text).toBeNull();
    expect(chat.missingBody).toBe('the HAR holds no response body ("Response bodies are not included")');
  });

  it('never keeps Authorization, api-key, Cookie or Set-Cookie (headers, cookies or query)', () => {
    const har = parseHar(harText());
    const kept = JSON.stringify(har);
    for (const secret of Object.values(FAKE_SECRETS)) expect(kept).not.toContain(secret);
    expect(kept).not.toMatch(/FAKE/);
    expect(kept).not.toMatch(/"(authorization|cookie|set-cookie|api-key)"/i);
    expect(har.entries[0].requestHeaders).toEqual([{ name: 'content-type', value: 'application/json' }]);
    expect(har.entries[0].responseHeaders.map((h) => h.name)).toEqual(['content-type', 'x-request-id']);
    // 3 request headers + 1 set-cookie + 2 cookie records + 1 query value, and 1 header on the chat entry
    expect(har.removedCredentials).toBe(8);
  });

  it('reports a JSON syntax error with its line and column', () => {
    const text = harText().replace('"status": 200', '"status": 200,,');
    const har = parseHar(text);
    expect(har.entries).toEqual([]);
    const line = text.split('\n').findIndex((l) => l.includes('200,,')) + 1;
    expect(har.problems[0]).toMatchObject({ line, column: expect.any(Number) });
    expect(har.problems[0].message).toMatch(/not valid JSON/);
  });

  it('explains JSON that is not a HAR, and a HAR without streams', () => {
    expect(parseHar('{"type":"response.created"}').problems[0].message).toMatch(/no "log.entries"/);
    const none = parseHar(JSON.stringify({ log: { entries: [{ request: { url: 'https://x.test/' }, response: { content: { mimeType: 'text/html' } } }] } }));
    expect(none.problems[0].message).toMatch(/None of the 1 requests/);
  });

  it('recognises a HAR by its first characters', () => {
    expect(looksLikeHar(harText())).toBe(true);
    expect(looksLikeHar(JSON.stringify(buildHarFixture({ body: 'x' })))).toBe(true);
    expect(looksLikeHar(recorded)).toBe(false);
    expect(looksLikeHar('{"type":"response.created","log":"entries"}')).toBe(false);
  });
});

describe('credential stripping', () => {
  it('matches credential header names case-insensitively', () => {
    for (const name of ['Authorization', 'proxy-authorization', 'Cookie', 'set-cookie', 'api-key', 'X-Api-Key', 'Ocp-Apim-Subscription-Key', 'OpenAI-Session']) {
      expect(isCredentialName(name), name).toBe(true);
    }
    for (const name of ['content-type', 'x-request-id', 'openai-model', 'openai-processing-ms']) expect(isCredentialName(name), name).toBe(false);
  });

  it('drops malformed headers and counts removed ones', () => {
    expect(stripCredentialHeaders([{ name: 'Authorization', value: 'x' }, { name: 'a' }, null, { name: 'b', value: 'c' }])).toEqual({ headers: [{ name: 'b', value: 'c' }], removed: 1 });
    expect(stripCredentialHeaders(undefined)).toEqual({ headers: [], removed: 0 });
  });

  it('redacts credential query values and leaves the rest of the URL alone', () => {
    expect(redactUrl('https://x.openai.azure.com/openai/responses?api-version=2025-04-01&api-key=abc#frag')).toEqual({
      url: 'https://x.openai.azure.com/openai/responses?api-version=2025-04-01&api-key=REDACTED#frag',
      removed: 1,
    });
    expect(redactUrl('https://api.openai.com/v1/responses')).toEqual({ url: 'https://api.openai.com/v1/responses', removed: 0 });
  });
});
