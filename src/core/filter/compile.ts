import { parseFilter } from './parse';
import type { FilterError, FilterRecord, FilterTerm } from './types';

export type FilterPredicate = (record: FilterRecord) => boolean;

export type CompiledFilter = { ok: true; empty: boolean; predicate: FilterPredicate } | { ok: false; error: FilterError };

const lower = (value: string) => value.toLowerCase();
const startsWithAny = (candidates: string[], prefixes: string[]) =>
  candidates.some((c) => prefixes.some((p) => lower(c).startsWith(p)));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One term → a test of one record; `undefined` when the term's field does not apply to the record. */
function termTest(term: FilterTerm): (record: FilterRecord) => boolean | undefined {
  switch (term.kind) {
    case 'text': {
      const pattern = new RegExp(escapeRegExp(term.text), 'i');
      return (r) =>
        (r.type !== null && pattern.test(r.type)) ||
        [r.itemTypes, r.callIds, r.itemIds, r.texts].some((list) => list.some((value) => pattern.test(value)));
    }
    case 'type': {
      const values = term.values.map(lower);
      // Prefix on the event type (type:response.output_item), exact on item types, so that
      // type:function_call does not also match function_call_output items.
      return (r) => (!r.applies.has('type') ? undefined : (r.type !== null && startsWithAny([r.type], values)) || r.itemTypes.some((t) => values.includes(lower(t))));
    }
    case 'status': {
      const values = term.values.map(lower);
      return (r) => (!r.applies.has('status') ? undefined : r.statuses.some((s) => values.includes(lower(s))));
    }
    case 'decision':
      return (r) => (!r.applies.has('decision') ? undefined : r.decisionKinds.some((k) => (term.values as string[]).includes(k)));
    case 'call': {
      const values = term.values.map(lower);
      return (r) => (!r.applies.has('call') ? undefined : startsWithAny(r.callIds, values));
    }
    case 'item': {
      const values = term.values.map(lower);
      return (r) => (!r.applies.has('item') ? undefined : startsWithAny(r.itemIds, values));
    }
    case 'index':
      return (r) => (!r.applies.has('index') ? undefined : term.ranges.some(({ from, to }) => r.index >= from && r.index <= to));
  }
}

/** Query → predicate over filter records. An empty query matches everything. */
export function compileFilter(query: string): CompiledFilter {
  const parsed = parseFilter(query);
  if (!parsed.ok) return parsed;
  const tests = parsed.terms.map((term) => ({ test: termTest(term), negated: term.negated }));
  const predicate: FilterPredicate = (record) =>
    tests.every(({ test, negated }) => {
      const result = test(record);
      return result === undefined || result !== negated;
    });
  return { ok: true, empty: tests.length === 0, predicate };
}

/** The indices of the records a query keeps (all of them for an empty query). */
export function filterIndices(records: FilterRecord[], predicate: FilterPredicate): Set<number> {
  const kept = new Set<number>();
  for (const record of records) if (predicate(record)) kept.add(record.index);
  return kept;
}
