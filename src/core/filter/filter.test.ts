import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../trace';
import { aguiRecords, compileFilter, filterIndices, parseFilter, wireRecords } from './index';

const SAMPLES = path.join(import.meta.dirname, '..', '..', '..', 'public', 'samples');
const toolbox = readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');
const snapshot = buildTrace(toolbox, { profile: 'maf-2026-08' });
const current = buildTrace(toolbox, { profile: 'maf-current' });

/** Wire indices the query keeps, in order. */
function wire(query: string, trace = snapshot): number[] {
  const compiled = compileFilter(query);
  if (!compiled.ok) throw new Error(`${compiled.error.message} @${compiled.error.column}`);
  return [...filterIndices(wireRecords(trace), compiled.predicate)];
}

function errorOf(query: string) {
  const parsed = parseFilter(query);
  if (parsed.ok) throw new Error(`"${query}" parsed`);
  return parsed.error;
}

describe('filter language: parsing', () => {
  it('reads free text, keys, quoted values, lists, ranges and negation', () => {
    const parsed = parseFilter('codename -decision:emitted type:"a b" call:x,y index:3..8 "two words"');
    expect(parsed).toEqual({
      ok: true,
      terms: [
        { kind: 'text', text: 'codename', negated: false, column: 1 },
        { kind: 'decision', values: ['emitted'], negated: true, column: 10 },
        { kind: 'type', values: ['a b'], negated: false, column: 28 },
        { kind: 'call', values: ['x', 'y'], negated: false, column: 39 },
        { kind: 'index', ranges: [{ from: 3, to: 8 }], negated: false, column: 48 },
        { kind: 'text', text: 'two words', negated: false, column: 59 },
      ],
    });
  });

  it('reads open ranges and single indices', () => {
    const parsed = parseFilter('index:5 index:10.. index:..2');
    expect(parsed.ok && parsed.terms.map((t) => t.kind === 'index' && t.ranges)).toEqual([
      [{ from: 5, to: 5 }],
      [{ from: 10, to: Number.POSITIVE_INFINITY }],
      [{ from: 0, to: 2 }],
    ]);
  });

  it('keeps escaped quotes inside quoted text', () => {
    expect(parseFilter('"say \\"hi\\""')).toMatchObject({ ok: true, terms: [{ kind: 'text', text: 'say "hi"' }] });
  });

  it('reports each syntax error with the column of what is wrong', () => {
    expect(errorOf('type:x "open')).toMatchObject({ column: 8, message: expect.stringMatching(/Unterminated quote/) });
    expect(errorOf('decision:emited')).toMatchObject({ column: 10, message: expect.stringMatching(/Unknown decision "emited"/) });
    expect(errorOf('type:x decision:emitted,bogus')).toMatchObject({ column: 25 });
    expect(errorOf('colour:red')).toMatchObject({ column: 1, message: expect.stringMatching(/Unknown key "colour:"/) });
    expect(errorOf('a -colour:red')).toMatchObject({ column: 4 });
    expect(errorOf('status: x')).toMatchObject({ column: 8, message: 'status: needs a value.' });
    expect(errorOf('index:abc')).toMatchObject({ column: 7, message: expect.stringMatching(/number or a range/) });
    expect(errorOf('index:8..3')).toMatchObject({ column: 7, message: expect.stringMatching(/empty range/) });
    expect(errorOf('call:a,,b')).toMatchObject({ column: 8, message: expect.stringMatching(/stray comma/) });
    expect(errorOf('x - y')).toMatchObject({ column: 3, message: expect.stringMatching(/lone "-"/) });
  });

  it('an empty or blank query has no terms', () => {
    expect(parseFilter('   ')).toEqual({ ok: true, terms: [] });
    expect(compileFilter('')).toMatchObject({ ok: true, empty: true });
  });
});

describe('filter language: matching wire events', () => {
  it('an empty query keeps every event', () => {
    expect(wire('')).toHaveLength(17);
  });

  it('decision: matches the decision kind', () => {
    expect(wire('decision:unparsed')).toEqual([5, 7, 9, 13, 14]);
    expect(wire('decision:unparsed', current)).toEqual([5, 9, 13, 14]);
    expect(wire('decision:duplicate', current)).toEqual([8]);
    expect(wire('decision:duplicate,dropped')).toEqual([8]);
  });

  it('negation keeps the events the term does not match', () => {
    expect(wire('-decision:emitted')).toEqual(wire('').filter((i) => !wire('decision:emitted').includes(i)));
    expect(wire('-decision:emitted decision:unparsed')).toEqual([5, 7, 9, 13, 14]);
  });

  it('type: is a prefix on the event type and exact on the item type', () => {
    expect(wire('type:response.output_item')).toEqual([2, 6, 7, 8, 9, 15]);
    expect(wire('type:response.output_item.added')).toEqual([2, 7, 9]);
    expect(wire('type:function_call_output')).toEqual([7, 8]);
    // The argument deltas carry only an item_id; its item is a function_call.
    expect(wire('type:function_call')).toEqual([2, 3, 4, 5, 6]);
    expect(wire('type:RESPONSE.COMPLETED')).toEqual([16]);
  });

  it('status:, call:, item: and index:', () => {
    expect(wire('status:in_progress')).toEqual([0, 1, 2, 9]);
    expect(wire('status:completed')).toEqual([6, 7, 8, 15, 16]);
    expect(wire('call:call_KB')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(wire('call:call_k')).toEqual(wire('call:call_KB'));
    expect(wire('item:fco_')).toEqual([7, 8]);
    expect(wire('index:3..8')).toEqual([3, 4, 5, 6, 7, 8]);
    expect(wire('index:15..')).toEqual([15, 16]);
    expect(wire('index:0,16')).toEqual([0, 16]);
  });

  it('free text searches type, ids, payload text and decision summaries, case-insensitively', () => {
    expect(wire('BLUEHERON')).toEqual([7, 8, 12, 13, 14, 15, 16]);
    expect(wire('"already emitted"', current)).toEqual([8]);
    expect(wire('arguments.delta')).toEqual([3, 4]);
    expect(wire('blueheron -type:response.output_text')).toEqual([7, 8, 14, 15, 16]);
  });

  it('terms are ANDed', () => {
    expect(wire('call:call_KB type:response.output_item.done')).toEqual([6, 8]);
    expect(wire('nothing-matches-this')).toEqual([]);
  });
});

describe('filter language: AG-UI events', () => {
  const agui = (query: string) => {
    const compiled = compileFilter(query);
    if (!compiled.ok) throw new Error(compiled.error.message);
    return [...filterIndices(aguiRecords(current), compiled.predicate)].map((i) => current.agui.events[i].event.type);
  };

  it('type:, call: and free text apply; wire-only keys are ignored', () => {
    expect(agui('type:TOOL_CALL')).toEqual(['TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_ARGS', 'TOOL_CALL_END', 'TOOL_CALL_RESULT']);
    expect(agui('type:tool_call_result')).toEqual(['TOOL_CALL_RESULT']);
    expect(agui('call:call_KB decision:emitted')).toEqual(agui('call:call_KB'));
    expect(agui('BLUEHERON type:TOOL_CALL_RESULT')).toEqual(['TOOL_CALL_RESULT']);
  });
});
