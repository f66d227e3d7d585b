import { align } from '../diff/lcs';

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

/** Event lists (logs, AG-UI) are aligned first, so one inserted event reads as one insertion. */
function alignedList(section: string, expected: unknown[], actual: unknown[], out: GoldenDifference[], limit: number): void {
  for (const row of align(expected, actual, (v) => JSON.stringify(v))) {
    if (out.length >= limit) return;
    if (row.op === 'removed') out.push({ path: `${section}[${row.ai}]`, expected: row.a, actual: undefined });
    if (row.op === 'added') out.push({ path: `${section}[${row.bi}]`, expected: undefined, actual: row.b });
  }
}

export function compareGoldens(expected: Record<string, unknown>, actual: Record<string, unknown>, limit = 50): GoldenDifference[] {
  const out: GoldenDifference[] = [];
  for (const section of COMPARED_SECTIONS) {
    const e = comparable(section, expected[section]);
    const a = comparable(section, actual[section]);
    if ((section === 'logs' || section === 'agui') && Array.isArray(e) && Array.isArray(a)) alignedList(section, e, a, out, limit);
    else walk(e, a, section, out, limit);
  }
  return out;
}

function typeFirst(value: Record<string, unknown>): Record<string, unknown> {
  const { type, ...rest } = value;
  return { type, ...rest };
}

/** JSON with `type` first, so a truncated line still says what kind of thing it is. */
function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const typed = value && typeof value === 'object' && !Array.isArray(value) && 'type' in value ? typeFirst(value as Record<string, unknown>) : value;
  const text = JSON.stringify(typed) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

export function formatDifference(d: GoldenDifference): string {
  return `  ${d.path}\n    expected ${show(d.expected)}\n    actual   ${show(d.actual)}`;
}
