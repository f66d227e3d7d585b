import { describe, expect, it } from 'vitest';
import { captureStream } from '../../src/capture/captureStream';
import { maskSecretInText, SecretMasker } from '../../src/capture/secretMask';

const KEY = 'sk-echo-0123456789abcdefghij';
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Feeds `text` to a masker in reads of the given sizes and joins what comes out. */
function maskInReads(text: string, sizes: number[], secret = KEY): string {
  const masker = new SecretMasker(secret);
  const bytes = encode(text);
  const out: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(masker.push(bytes.subarray(at, at + size)));
    at += size;
  }
  out.push(masker.push(bytes.subarray(at)), masker.flush());
  return out.map(decode).join('');
}

describe('SecretMasker', () => {
  const text = `data: {"echo":"${KEY}","again":"${KEY}"}\n\n`;
  const masked = text.split(KEY).join('*'.repeat(KEY.length));

  it('masks a key that arrives whole, keeping the length', () => {
    expect(maskInReads(text, [])).toBe(masked);
  });

  it('masks a key split across reads at every possible point', () => {
    for (let split = 1; split < text.length; split += 1) {
      expect(maskInReads(text, [split, 3, 7])).toBe(masked);
    }
  });

  it('gives back a held-back prefix that did not become the key', () => {
    expect(maskInReads('ends with sk-ec', [15])).toBe('ends with sk-ec');
  });

  it('leaves stream bytes alone for short keys (local servers take "test")', () => {
    expect(maskInReads('a test of test', [], 'test')).toBe('a test of test');
    expect(maskSecretInText('bad key test', 'test')).toBe('bad key ****');
  });
});

describe('captureStream with a server that echoes the key', () => {
  it('never records the key, while offsets and lengths stay true', async () => {
    const body = `data: {"type":"response.created","echo":"${KEY}"}\n\ndata: {"type":"response.completed"}\n\n`;
    const reads = [body.slice(0, 40), body.slice(40, 61), body.slice(61)]; // the key straddles reads
    const echoingFetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const read of reads) controller.enqueue(encode(read));
            controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream', 'x-request-id': `req_${KEY}` } },
      );
    const live: Uint8Array[] = [];
    const recording = await captureStream({
      apiKey: KEY,
      baseURL: `http://user:${KEY}@example.invalid/v1`,
      endpoint: 'responses',
      body: { model: 'm', input: KEY },
      fetch: echoingFetch,
      onBytes: (chunk) => live.push(chunk),
    });
    expect(recording.endedBy).toBe('complete');
    expect(recording.bytes.length).toBe(encode(body).length);
    expect(recording.text).toBe(body.split(KEY).join('*'.repeat(KEY.length)));
    expect(live.map(decode).join('')).toBe(recording.text);
    expect(recording.chunks.reduce((n, c) => n + c.byteLength, 0)).toBe(recording.bytes.length);
    expect(JSON.stringify(recording)).not.toContain(KEY);
    expect(recording.baseURL).toBe('http://example.invalid/v1');
  });
});
