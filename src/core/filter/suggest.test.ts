import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../trace';
import { applySuggestion, suggest } from './index';

const SAMPLES = path.join(import.meta.dirname, '..', '..', '..', 'public', 'samples');
const trace = buildTrace(readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8'), { profile: 'maf-current' });

const labels = (query: string, cursor = query.length) => suggest(query, cursor, trace).items.map((s) => s.label);

describe('suggest', () => {
  it('offers every key on an empty query, and keys by prefix', () => {
    expect(labels('')).toEqual(['type:', 'decision:', 'status:', 'call:', 'item:', 'index:']);
    expect(labels('de')).toEqual(['decision:']);
    expect(labels('-st')).toEqual(['-status:']);
    expect(labels('codename')).toEqual([]);
  });

  it('offers the values seen in the trace, most frequent first, with counts', () => {
    const decisions = suggest('decision:', 9, trace).items;
    expect(decisions[0]).toMatchObject({ label: 'emitted', detail: '7 events', insert: 'decision:emitted ' });
    expect(decisions.map((d) => d.label)).toContain('duplicate');
    expect(decisions.find((d) => d.label === 'merged')?.detail).toBe('1 event');
    expect(decisions.find((d) => d.label === 'rejected')?.detail).toBe('not in this trace');
  });

  it('type: lists event types, item types and AG-UI types; prefix matches come first', () => {
    const items = suggest('type:response.output_i', 22, trace).items;
    expect(items.map((i) => i.label)).toEqual(['response.output_item.added', 'response.output_item.done']);
    expect(labels('type:function')).toEqual(['function_call', 'function_call_output', 'response.function_call_arguments.delta', 'response.function_call_arguments.done']);
    expect(suggest('type:TOOL_CALL_R', 16, trace).items[0]).toMatchObject({ label: 'TOOL_CALL_RESULT', detail: 'AG-UI, 1 event' });
    expect(labels('type:output_text')).toEqual(['response.output_text.delta', 'response.output_text.done']);
  });

  it('completes call and item ids, and the index range', () => {
    expect(labels('call:')).toEqual(['call_KB']);
    expect(labels('item:fco')).toEqual(['fco_0a1c5e7f3b2d4c6e005168f1c2a9b7e34d5a8c9f0e1d2b3a4c']);
    expect(labels('index:')).toEqual(['0..16']);
  });

  it('completes the token under the cursor, keeping negation, earlier list values and the rest of the query', () => {
    const query = 'BLUEHERON -decision:un type:x';
    const result = suggest(query, 22, trace);
    expect(result).toMatchObject({ from: 10, to: 22 });
    expect(result.items.map((i) => i.label)).toEqual(['unparsed']);
    expect(applySuggestion(query, result, result.items[0])).toEqual({ query: 'BLUEHERON -decision:unparsed type:x', cursor: 29 });

    const list = suggest('decision:emitted,du', 19, trace);
    expect(list.items.map((i) => i.insert)).toEqual(['decision:emitted,duplicate ']);
    expect(suggest('decision:emitted,', 17, trace).items.map((i) => i.label)).not.toContain('emitted');
  });

  it('quotes values that need it', () => {
    const odd = buildTrace('{"type":"my event","item_id":"a b"}\n');
    expect(suggest('item:', 5, odd).items[0].insert).toBe('item:"a b" ');
  });

  it('works without a trace (keys only, no values)', () => {
    expect(suggest('ty', 2, null).items.map((i) => i.label)).toEqual(['type:']);
    expect(suggest('type:', 5, null).items).toEqual([]);
  });
});
