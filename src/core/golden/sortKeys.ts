/** Recursively sorts object keys (arrays keep their order), as the golden files are written. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/**
 * UTF-8 JSON, 1-space indent, non-ASCII kept, trailing newline; top-level keys in the order given,
 * every nested object sorted (golden FORMAT.md).
 */
export function stringifyGolden(top: Record<string, unknown>): string {
  const ordered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(top)) if (value !== undefined) ordered[key] = sortKeys(value);
  return `${JSON.stringify(ordered, null, 1)}\n`;
}
