import { maskSecretInText, SecretMasker } from './secretMask';
import { KEPT_RESPONSE_HEADERS, type RecordedChunk } from './types';

export interface ByteRecorderOptions {
  /** The API key, masked out of the bytes before anything sees them. */
  secret?: string;
  /** Clock for arrival times (ms); `performance.now` by default. */
  now: () => number;
  /** The time the request was sent, on the same clock. */
  startedMs: number;
  onBytes?: (chunk: Uint8Array, arrivalMs: number) => void;
}

/**
 * The recording side of the tee: receives every network read before the SDK does, masks the key,
 * stamps arrival times, and decodes UTF-8 incrementally (a character split across two reads is
 * held by the streaming decoder, so `text` only ever grows by whole characters).
 */
export class ByteRecorder {
  status: number | null = null;
  responseHeaders: Record<string, string> = {};
  readonly chunks: RecordedChunk[] = [];
  text = '';
  /** Set when fetch itself failed (no response at all). */
  fetchError: unknown = undefined;
  /** Set when the body stream failed mid-way (connection dropped, aborted). */
  bodyError: unknown = undefined;
  /** True once fetch was called; until then there is nothing to wait for. */
  requested = false;
  readonly ended: Promise<void>;

  private readonly parts: Uint8Array[] = [];
  private byteLength = 0;
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly masker: SecretMasker;
  private resolveEnded!: () => void;
  private finished = false;

  constructor(private readonly options: ByteRecorderOptions) {
    this.masker = new SecretMasker(options.secret);
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
  }

  onRequest(): void {
    this.requested = true;
  }

  onResponse(response: Response): void {
    this.status = response.status;
    for (const name of KEPT_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      // A header is as likely as the body to echo the key from a badly behaved proxy.
      if (value !== null) this.responseHeaders[name] = maskSecretInText(value, this.options.secret);
    }
  }

  onChunk(raw: Uint8Array): void {
    if (this.finished) return;
    this.append(this.masker.push(raw));
  }

  onFetchError(error: unknown): void {
    this.fetchError = error;
    this.finish();
  }

  onEnd(error?: unknown): void {
    if (error !== undefined) this.bodyError = error;
    this.finish();
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.byteLength);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  private finish(): void {
    if (this.finished) return;
    this.append(this.masker.flush());
    this.text += this.decoder.decode();
    this.finished = true;
    this.resolveEnded();
  }

  private append(safe: Uint8Array): void {
    if (safe.length === 0) return;
    // Copy: some fetch implementations reuse the buffer behind a read's Uint8Array.
    const chunk = safe.slice();
    const arrivalMs = roundMs(this.options.now() - this.options.startedMs);
    this.chunks.push({ arrivalMs, byteOffset: this.byteLength, byteLength: chunk.length });
    this.parts.push(chunk);
    this.byteLength += chunk.length;
    this.text += this.decoder.decode(chunk, { stream: true });
    this.options.onBytes?.(chunk, arrivalMs);
  }
}

/** Microsecond precision is plenty and keeps exported timing files readable. */
function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
