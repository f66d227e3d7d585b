import * as lzNamespace from 'lz-string';

/**
 * lz-string is CommonJS without named-export hints: Node's ESM loader (vitest) exposes it only as
 * `default`, bundlers as named exports. Take whichever is there.
 */
const lz = ((lzNamespace as unknown as { default?: typeof lzNamespace }).default ?? lzNamespace) as typeof lzNamespace;

export const compressForUrl = (text: string): string => lz.compressToEncodedURIComponent(text);

/** null when the text is not something compressToEncodedURIComponent produced (e.g. a cut link). */
export function decompressFromUrl(encoded: string): string | null {
  try {
    const text = lz.decompressFromEncodedURIComponent(encoded);
    return typeof text === 'string' && (text !== '' || encoded === 'Q') ? text : null;
  } catch {
    return null;
  }
}
