/**
 * Keeps the API key out of everything we record. A well-behaved server never echoes the key, but a
 * misconfigured proxy or debug server might, and a recording is meant to be shared.
 */

/**
 * Keys shorter than this are not masked inside stream bytes: local servers accept any key, and a
 * user who typed "test" or "EMPTY" would otherwise see every such word in the model's output
 * replaced. Such keys are still masked in error text, the request and the base URL.
 */
export const MIN_STREAM_SECRET_LENGTH = 8;

const MASK_BYTE = 0x2a; // '*': same length as the key, so chunk offsets and byte counts stay true

/** Replaces every occurrence of `secret` in text with asterisks. */
export function maskSecretInText(text: string, secret: string | undefined): string {
  if (!secret) return text;
  return text.split(secret).join('*'.repeat(secret.length));
}

/**
 * Streaming masker over bytes. The key may arrive split across two network reads, so the longest
 * tail of a read that could be the start of the key is held back until the next read shows
 * whether it is. In the usual case (a read ending with `\n\n`) nothing is held back.
 */
export class SecretMasker {
  private readonly pattern: Uint8Array | null;
  private pending: Uint8Array = new Uint8Array(0);

  constructor(secret: string | undefined) {
    const pattern = secret ? new TextEncoder().encode(secret) : null;
    this.pattern = pattern && pattern.length >= MIN_STREAM_SECRET_LENGTH ? pattern : null;
  }

  /** The bytes of this read that are safe to hand out now (possibly empty). */
  push(chunk: Uint8Array): Uint8Array {
    if (!this.pattern) return chunk;
    const buffer = concat(this.pending, chunk);
    maskAll(buffer, this.pattern);
    const keep = heldBackLength(buffer, this.pattern);
    this.pending = buffer.slice(buffer.length - keep);
    return buffer.subarray(0, buffer.length - keep);
  }

  /** Whatever was held back, once the stream has ended (it cannot complete the key any more). */
  flush(): Uint8Array {
    const rest = this.pending;
    this.pending = new Uint8Array(0);
    return rest;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function matchesAt(buffer: Uint8Array, pattern: Uint8Array, at: number, length: number): boolean {
  for (let j = 0; j < length; j += 1) if (buffer[at + j] !== pattern[j]) return false;
  return true;
}

function maskAll(buffer: Uint8Array, pattern: Uint8Array): void {
  for (let i = 0; i + pattern.length <= buffer.length; i += 1) {
    if (matchesAt(buffer, pattern, i, pattern.length)) {
      buffer.fill(MASK_BYTE, i, i + pattern.length);
      i += pattern.length - 1;
    }
  }
}

/** Length of the longest proper prefix of `pattern` that `buffer` ends with. */
function heldBackLength(buffer: Uint8Array, pattern: Uint8Array): number {
  for (let k = Math.min(pattern.length - 1, buffer.length); k > 0; k -= 1) {
    if (matchesAt(buffer, pattern, buffer.length - k, k)) return k;
  }
  return 0;
}
