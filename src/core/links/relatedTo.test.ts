import { describe, expect, it } from 'vitest';
import { buildOutputItems } from '../items/buildOutputItems';
import { HOSTED_TOOLBOX, scenarioTrace } from '../items/scenario.test-helpers';
import { buildTrace } from '../trace';
import { buildLinkIndex } from './buildLinkIndex';
import { relatedTo, selectionExists } from './relatedTo';
import type { RelatedSets } from './types';

const sorted = <T>(set: ReadonlySet<T>) => [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function hostedToolbox() {
  const trace = scenarioTrace(HOSTED_TOOLBOX);
  const items = buildOutputItems(trace);
  return { trace, items, index: buildLinkIndex(trace, items) };
}

describe('relatedTo on the hosted toolbox sample (05)', () => {
  const { trace, items, index } = hostedToolbox();
  const [call, output] = items;
  const types = (related: RelatedSets) => sorted(related.agui).map((i) => trace.agui.events[i].event.type);

  it('a wire argument delta → its Content → the aggregated call → its AG-UI events and finding, and its item', () => {
    const related = relatedTo(index, { kind: 'wire', index: 3 });
    expect(sorted(related.wire)).toEqual([3]);
    expect(sorted(related.contents)).toEqual(['3:0']);
    expect(sorted(related.aggregated)).toEqual(['0:0']);
    expect(types(related)).toEqual(['TEXT_MESSAGE_START', 'TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_END', 'MESSAGES_SNAPSHOT']);
    expect(sorted(related.findings)).toEqual([0]);
    expect(sorted(related.items)).toEqual([call.key]);
  });

  it('an AG-UI event → the Content and wire events that caused it (not the other wire events of the finding)', () => {
    const end = trace.agui.events.findIndex((r) => r.event.type === 'TOOL_CALL_END');
    const related = relatedTo(index, { kind: 'agui', index: end });
    expect(sorted(related.wire)).toEqual([3, 4]);
    expect(sorted(related.contents)).toEqual(['3:0', '4:0']);
    expect(sorted(related.agui)).toEqual([end]);
    expect(sorted(related.findings)).toEqual([0]);
    expect(sorted(related.items)).toEqual([call.key]);
  });

  it('a finding → everything it cites and their causes', () => {
    const related = relatedTo(index, { kind: 'finding', index: 0 });
    expect(sorted(related.wire)).toEqual([3, 4, 7, 8]);
    expect(sorted(related.agui)).toEqual([2, 3, 4, 8]);
    expect(sorted(related.items)).toEqual([call.key, output.key].sort());
  });

  it('an output item → its wire events, Content, AG-UI events and findings', () => {
    const related = relatedTo(index, { kind: 'item', key: output.key });
    expect(sorted(related.wire)).toEqual([7, 8]);
    expect(sorted(related.contents)).toEqual([]);
    expect(sorted(related.findings)).toEqual([0]);
    const fromCall = relatedTo(index, { kind: 'item', key: call.key });
    expect(sorted(fromCall.wire)).toEqual([2, 3, 4, 5, 6]);
    expect(sorted(fromCall.aggregated)).toEqual(['0:0']);
  });

  it('an aggregated Content → the parse-step Content it was merged from and their wire events', () => {
    const related = relatedTo(index, { kind: 'aggregated', message: 0, content: 1 });
    expect(sorted(related.contents)).toEqual(['10:0', '11:0', '12:0']);
    expect(sorted(related.wire)).toEqual([10, 11, 12]);
    expect(sorted(related.agui)).toEqual([]);
  });

  it('an AG-UI event with no Content hangs off the wire event that caused it', () => {
    expect(sorted(relatedTo(index, { kind: 'wire', index: 0 }).agui)).toEqual([0]);
    expect(sorted(relatedTo(index, { kind: 'agui', index: 0 }).wire)).toEqual([0]);
  });

  it('checks whether a selection still exists', () => {
    expect(selectionExists(index, { kind: 'content', ref: { wireIndex: 3, contentIndex: 0 } })).toBe(true);
    expect(selectionExists(index, { kind: 'content', ref: { wireIndex: 5, contentIndex: 0 } })).toBe(false);
    expect(selectionExists(index, { kind: 'agui', index: 99 })).toBe(false);
    expect(selectionExists(index, { kind: 'item', key: call.key })).toBe(true);
  });
});

describe('relatedTo keeps siblings apart', () => {
  it('a chat tool call item does not pull in the other call fed by the same AG-UI END', () => {
    const trace = scenarioTrace('25-cc-tool-calls-two-interleaved-by-index.ndjson');
    const items = buildOutputItems(trace);
    const index = buildLinkIndex(trace, items);
    const weather = relatedTo(index, { kind: 'item', key: items[1].key });
    expect(sorted(weather.contents)).toEqual(['1:0', '3:0', '5:0']);
    // Chunk 1's Content: get_weather's START and END; chunks 3/5 were merged into get_time's ARGS.
    expect(sorted(weather.wire)).toEqual([1, 3, 5, 7]);
    expect(weather.items.has(items[2].key)).toBe(false);
  });

  // Its speed is measured by `npm run bench` (ratios), never timed here: these machines are shared.
  it('relates every delta of a 20,000-delta message to its item', () => {
    const lines = [
      JSON.stringify({ type: 'response.created', response: { id: 'r', status: 'in_progress', output: [] } }),
      JSON.stringify({ type: 'response.output_item.added', output_index: 0, item: { id: 'm', type: 'message', content: [] } }),
      ...Array.from({ length: 20_000 }, () => JSON.stringify({ type: 'response.output_text.delta', output_index: 0, item_id: 'm', delta: 'x' })),
    ];
    const trace = buildTrace(lines.join('\n'));
    const index = buildLinkIndex(trace);
    const related = relatedTo(index, { kind: 'item', key: buildOutputItems(trace)[0].key });
    relatedTo(index, { kind: 'wire', index: 10_000 });
    expect(related.wire.size).toBe(20_001);
  });
});
