/**
 * Completions for the search box: key names while a key is being typed, then the values of that
 * key that occur in the trace (most frequent first), so users never have to guess an event type
 * or copy a call id by hand.
 */
import type { Trace } from '../trace-types';
import { DECISION_KINDS, quoteValue } from './parse';
import { aguiRecords, wireRecords } from './records';
import { FILTER_KEYS, KEY_HELP, type FilterKey, type FilterRecord } from './types';

export interface Suggestion {
  /** What the list shows. */
  label: string;
  /** A hint beside it: what the key means, or how many events have the value. */
  detail: string;
  /** The text that replaces query[from, to). */
  insert: string;
  kind: 'key' | 'value';
}

export interface Suggestions {
  from: number;
  to: number;
  items: Suggestion[];
}

const MAX_ITEMS = 30;

/** The whitespace-delimited token around the cursor; spaces inside quotes do not split it. */
function tokenAround(query: string, cursor: number): { start: number; end: number } {
  let start = 0;
  let quoted = false;
  for (let i = 0; i < cursor; i++) {
    if (query[i] === '"') quoted = !quoted;
    else if (!quoted && /\s/.test(query[i])) start = i + 1;
  }
  let end = cursor;
  while (end < query.length && (quoted || !/\s/.test(query[end]))) {
    if (query[end] === '"') quoted = !quoted;
    end++;
  }
  return { start, end };
}

function tally(records: FilterRecord[], pick: (r: FilterRecord) => Iterable<string | null>, counts = new Map<string, number>()): Map<string, number> {
  for (const record of records) {
    for (const value of pick(record)) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function byCount(counts: Map<string, number>, detail: (n: number) => string): Array<{ value: string; detail: string }> {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, n]) => ({ value, detail: detail(n) }));
}

function valuesOf(key: FilterKey, trace: Trace | null): Array<{ value: string; detail: string }> {
  const wire = trace ? wireRecords(trace) : [];
  switch (key) {
    case 'type': {
      const agui = trace ? aguiRecords(trace) : [];
      return [
        ...byCount(tally(wire, (r) => [r.type]), (n) => plural(n, 'event')),
        ...byCount(tally(wire, (r) => r.itemTypes), (n) => `item type, ${plural(n, 'event')}`),
        ...byCount(tally(agui, (r) => [r.type]), (n) => `AG-UI, ${plural(n, 'event')}`),
      ].filter((entry, i, all) => all.findIndex((other) => other.value === entry.value) === i);
    }
    case 'decision': {
      const seen = byCount(tally(wire, (r) => r.decisionKinds), (n) => plural(n, 'event'));
      const unseen = DECISION_KINDS.filter((k) => !seen.some((s) => s.value === k)).map((value) => ({ value, detail: 'not in this trace' }));
      return [...seen, ...unseen];
    }
    case 'status':
      return byCount(tally(wire, (r) => r.statuses), (n) => plural(n, 'event'));
    case 'call':
      return byCount(tally(wire, (r) => r.callIds), (n) => plural(n, 'event'));
    case 'item':
      return byCount(tally(wire, (r) => r.itemIds), (n) => plural(n, 'event'));
    case 'index':
      return wire.length > 0 ? [{ value: `0..${wire.length - 1}`, detail: `all ${plural(wire.length, 'event')}` }] : [];
  }
}

/** Completions for the token at `cursor` (0-based) in `query`. */
export function suggest(query: string, cursor: number, trace: Trace | null): Suggestions {
  const { start, end } = tokenAround(query, cursor);
  const typed = query.slice(start, cursor);
  const sign = typed.startsWith('-') ? '-' : '';
  const body = typed.slice(sign.length);
  const keyed = /^([A-Za-z_]+):(.*)$/s.exec(body);
  if (!keyed) {
    const prefix = body.toLowerCase();
    const items = FILTER_KEYS.filter((key) => key.startsWith(prefix) && !body.includes('"')).map((key) => ({
      label: `${sign}${key}:`,
      detail: KEY_HELP[key],
      insert: `${sign}${key}:`,
      kind: 'key' as const,
    }));
    return { from: start, to: end, items };
  }
  const key = FILTER_KEYS.find((k) => k === keyed[1].toLowerCase());
  if (!key) return { from: start, to: end, items: [] };
  const rest = keyed[2];
  const comma = rest.startsWith('"') ? -1 : rest.lastIndexOf(',');
  const earlier = comma < 0 ? '' : rest.slice(0, comma + 1);
  const partial = rest.slice(comma + 1).replace(/^"/, '').toLowerCase();
  const chosen = new Set(earlier.split(',').filter(Boolean));
  const candidates = valuesOf(key, trace).filter(({ value }) => !chosen.has(value));
  const prefixed = candidates.filter(({ value }) => value.toLowerCase().startsWith(partial));
  // A value that contains the typed text (e.g. "output_item" in an event type) comes after the prefix matches.
  const contained = candidates.filter(({ value }) => !value.toLowerCase().startsWith(partial) && value.toLowerCase().includes(partial));
  const items = [...prefixed, ...contained].slice(0, MAX_ITEMS).map(({ value, detail }) => ({
    label: value,
    detail,
    insert: `${sign}${key}:${earlier}${quoteValue(value)} `,
    kind: 'value' as const,
  }));
  return { from: start, to: end, items };
}

/** The query after accepting a suggestion, and where the cursor goes. */
export function applySuggestion(query: string, suggestions: Suggestions, item: Suggestion): { query: string; cursor: number } {
  const before = query.slice(0, suggestions.from) + item.insert;
  let after = query.slice(suggestions.to);
  if (item.insert.endsWith(' ') && after.startsWith(' ')) after = after.slice(1);
  return { query: before + after, cursor: before.length };
}
