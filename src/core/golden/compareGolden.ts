/**
 * Structural comparison of two golden files, section by section, as a list of readable
 * differences (path, expected, actual). Logs compare on the portable fields only (golden
 * FORMAT.md: `message` holds a Python repr, `summary` is the comparable text).
 */
export interface GoldenDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

export const COMPARED_SECTIONS = ['api', 'updates', 'logs', 'response', 'agui'] as const;

function comparable(section: string, value: unknown): unknown {
  if (section !== 'logs' || !Array.isArray(value)) return value;
  return value.map((log) => {
    const { index, phase, level, summary } = log as Record<string, unknown>;
    return { index, phase, level, summary };
  });
}

function walk(expected: unknown, actual: unknown, path: string, out: GoldenDifference[], limit: number): void {
  if (out.length >= limit) return;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const n = Math.max(expected.length, actual.length);
    for (let i = 0; i < n && out.length < limit; i++) walk(expected[i], actual[i], `${path}[${i}]`, out, limit);
    return;
  }
  const isObj = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObj(expected) && isObj(actual)) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of [...new Set([...Object.keys(e), ...Object.keys(a)])].sort()) walk(e[key], a[key], `${path}.${key}`, out, limit);
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ path, expected, actual });
}

export function compareGoldens(expected: Record<string, unknown>, actual: Record<string, unknown>, limit = 50): GoldenDifference[] {
  const out: GoldenDifference[] = [];
  for (const section of COMPARED_SECTIONS) {
    walk(comparable(section, expected[section]), comparable(section, actual[section]), section, out, limit);
  }
  return out;
}

export function formatDifference(d: GoldenDifference): string {
  const show = (v: unknown) => (v === undefined ? '(absent)' : JSON.stringify(v)?.slice(0, 160));
  return `  ${d.path}\n    expected ${show(d.expected)}\n    actual   ${show(d.actual)}`;
}
