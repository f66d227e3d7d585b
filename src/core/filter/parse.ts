/**
 * The filter language: whitespace-separated terms, all of which must match.
 *
 *   text  "quoted text"           free text (type, ids, payload, decision summaries)
 *   type:response.output_item     event type prefix, or exact item type (function_call_output)
 *   decision:duplicate,rejected   any of several values
 *   status:in_progress  call:call_KB  item:fc_  index:3..8  index:5  index:10..
 *   -decision:emitted             negation
 *
 * Parse errors carry the 1-based column of what is wrong, for the search box to point at.
 */
import type { DecisionKind } from '../decisions';
import { FILTER_KEYS, type FilterError, type FilterKey, type FilterTerm, type IndexRange, type ParsedFilter } from './types';

export const DECISION_KINDS: DecisionKind[] = [
  'emitted', 'recorded', 'deferred', 'duplicate', 'rejected', 'unparsed', 'ignored', 'dropped', 'merged', 'appended', 'error',
];

class FilterSyntaxError extends Error {
  constructor(message: string, readonly column: number) {
    super(message);
  }
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** Reads a "quoted" string starting at `start` (the opening quote); \" and \\ are escapes. */
function readQuoted(query: string, start: number): { text: string; end: number } {
  let text = '';
  for (let i = start + 1; i < query.length; i++) {
    const c = query[i];
    if (c === '\\' && i + 1 < query.length) text += query[++i];
    else if (c === '"') return { text, end: i + 1 };
    else text += c;
  }
  throw new FilterSyntaxError(`Unterminated quote: the " at column ${start + 1} is never closed.`, start + 1);
}

function readBare(query: string, start: number): { text: string; end: number } {
  let end = start;
  while (end < query.length && !isSpace(query[end])) end++;
  return { text: query.slice(start, end), end };
}

interface RawValue {
  text: string;
  column: number;
}

/** Comma-separated values of an unquoted key:value, each with its column. */
function splitValues(text: string, column: number, key: string): RawValue[] {
  const values: RawValue[] = [];
  let offset = 0;
  for (const part of text.split(',')) {
    if (part === '') throw new FilterSyntaxError(`Empty value in ${key}: (a stray comma?).`, column + offset);
    values.push({ text: part, column: column + offset });
    offset += part.length + 1;
  }
  return values;
}

function parseIndexRange({ text, column }: RawValue): IndexRange {
  const match = /^(\d*)(?:\.\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    throw new FilterSyntaxError(`index: takes a number or a range such as 3..8, 3.. or ..8, not "${text}".`, column);
  }
  const from = match[1] === '' ? 0 : Number(match[1]);
  const to = match[2] === undefined ? from : match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
  if (to < from) throw new FilterSyntaxError(`index:${text} is an empty range (${from} is after ${to}).`, column);
  return { from, to };
}

function fieldTerm(key: FilterKey, values: RawValue[], negated: boolean, column: number): FilterTerm {
  switch (key) {
    case 'index':
      return { kind: 'index', ranges: values.map(parseIndexRange), negated, column };
    case 'decision':
      return {
        kind: 'decision',
        values: values.map(({ text, column: at }) => {
          const kind = DECISION_KINDS.find((k) => k === text.toLowerCase());
          if (!kind) throw new FilterSyntaxError(`Unknown decision "${text}". Decisions: ${DECISION_KINDS.join(', ')}.`, at);
          return kind;
        }),
        negated,
        column,
      };
    default:
      return { kind: key, values: values.map((v) => v.text), negated, column };
  }
}

function readTerm(query: string, start: number): { term: FilterTerm; end: number } {
  let pos = start;
  const negated = query[pos] === '-';
  if (negated) {
    pos++;
    if (pos >= query.length || isSpace(query[pos])) throw new FilterSyntaxError('A lone "-" negates nothing: write -key:value or -text.', start + 1);
  }
  if (query[pos] === '"') {
    const { text, end } = readQuoted(query, pos);
    return { term: { kind: 'text', text, negated, column: start + 1 }, end };
  }
  const keyMatch = /^([A-Za-z_]+):/.exec(query.slice(pos, pos + 32));
  if (!keyMatch) {
    const { text, end } = readBare(query, pos);
    return { term: { kind: 'text', text, negated, column: start + 1 }, end };
  }
  const name = keyMatch[1].toLowerCase();
  const key = FILTER_KEYS.find((k) => k === name);
  if (!key) {
    throw new FilterSyntaxError(`Unknown key "${keyMatch[1]}:". Keys: ${FILTER_KEYS.join(', ')}. To search for this text, put it in quotes.`, pos + 1);
  }
  const valueStart = pos + keyMatch[0].length;
  if (valueStart >= query.length || isSpace(query[valueStart])) {
    throw new FilterSyntaxError(`${key}: needs a value.`, valueStart + 1);
  }
  if (query[valueStart] === '"') {
    const { text, end } = readQuoted(query, valueStart);
    if (text === '') throw new FilterSyntaxError(`${key}: needs a value.`, valueStart + 1);
    return { term: fieldTerm(key, [{ text, column: valueStart + 1 }], negated, start + 1), end };
  }
  const { text, end } = readBare(query, valueStart);
  return { term: fieldTerm(key, splitValues(text, valueStart + 1, key), negated, start + 1), end };
}

export function parseFilter(query: string): ParsedFilter {
  const terms: FilterTerm[] = [];
  let pos = 0;
  try {
    while (pos < query.length) {
      if (isSpace(query[pos])) {
        pos++;
        continue;
      }
      const { term, end } = readTerm(query, pos);
      terms.push(term);
      pos = end;
    }
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: { message: error.message, column: error.column } satisfies FilterError };
    throw error;
  }
  return { ok: true, terms };
}

/** A value as it must be written in a query: quoted when it holds spaces, quotes or commas. */
export function quoteValue(value: string): string {
  return /^[^\s",]+$/.test(value) ? value : `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
