import type { Finding } from '../agui/types';
import { buildOutputItems } from '../items/buildOutputItems';
import type { OutputItem } from '../items/types';
import type { Trace } from '../trace-types';
import { aggregatedKey, contentKey } from './types';

type MultiMap<K, V> = Map<K, V[]>;

/** Callers only add each edge once (no `includes` scan: an item can hold 100k deltas). */
function add<K, V>(map: MultiMap<K, V>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Every causal edge of a Trace, precomputed in both directions so `relatedTo` only follows maps.
 * Cause → effect: wire event → parse-step Content → aggregated Content and AG-UI events; an AG-UI
 * event with no Content of a wire event it names (RUN_STARTED ← response.created) hangs off the
 * wire event directly; findings are effects of everything they cite; an output item groups its
 * wire events and the Content they produced.
 */
export interface LinkIndex {
  findings: Finding[];
  contentsOfWire: MultiMap<number, string>;
  aggregatedOfContent: MultiMap<string, string>;
  aguiOfContent: MultiMap<string, number>;
  aguiOfWire: MultiMap<number, number>;
  findingsOfWire: MultiMap<number, number>;
  findingsOfContent: MultiMap<string, number>;
  findingsOfAgui: MultiMap<number, number>;
  contentsOfItem: MultiMap<string, string>;
  wireOfItem: MultiMap<string, number>;
  itemsOfWire: MultiMap<number, string>;
  itemsOfContent: MultiMap<string, string>;
  contentsOfAggregated: MultiMap<string, string>;
  contentsOfAgui: MultiMap<number, string>;
  wireOfAgui: MultiMap<number, number>;
  /** What exists, so a selection can be checked against a new trace. */
  wireIndices: ReadonlySet<number>;
  contentKeys: ReadonlySet<string>;
  aggregatedKeys: ReadonlySet<string>;
  itemKeys: ReadonlySet<string>;
  aguiCount: number;
}

export function buildLinkIndex(trace: Trace, items: OutputItem[] = buildOutputItems(trace)): LinkIndex {
  const index: LinkIndex = {
    findings: trace.findings,
    contentsOfWire: new Map(),
    aggregatedOfContent: new Map(),
    aguiOfContent: new Map(),
    aguiOfWire: new Map(),
    findingsOfWire: new Map(),
    findingsOfContent: new Map(),
    findingsOfAgui: new Map(),
    contentsOfItem: new Map(),
    wireOfItem: new Map(),
    itemsOfWire: new Map(),
    itemsOfContent: new Map(),
    contentsOfAggregated: new Map(),
    contentsOfAgui: new Map(),
    wireOfAgui: new Map(),
    wireIndices: new Set(trace.input.events.map((e) => e.index)),
    contentKeys: new Set(),
    aggregatedKeys: new Set(),
    itemKeys: new Set(items.map((item) => item.key)),
    aguiCount: trace.agui.events.length,
  };
  const contentKeys = index.contentKeys as Set<string>;
  const linkContent = (wireIndex: number, key: string) => {
    if (contentKeys.has(key)) return;
    contentKeys.add(key);
    add(index.contentsOfWire, wireIndex, key);
  };

  for (const step of trace.steps) {
    step.update?.contents.forEach((_, contentIndex) => linkContent(step.index, contentKey({ wireIndex: step.index, contentIndex })));
    for (const decision of step.decisions) for (const ref of decision.contents ?? []) linkContent(ref.wireIndex, contentKey(ref));
  }

  trace.aggregation.sources.forEach((message, m) =>
    message.forEach((refs, c) => {
      const aggregated = aggregatedKey(m, c);
      (index.aggregatedKeys as Set<string>).add(aggregated);
      for (const ref of refs) {
        add(index.aggregatedOfContent, contentKey(ref), aggregated);
        add(index.contentsOfAggregated, aggregated, contentKey(ref));
      }
    }),
  );

  for (const record of trace.agui.events) {
    const causeWires = new Set(record.contents.map((ref) => ref.wireIndex));
    for (const ref of record.contents) {
      add(index.aguiOfContent, contentKey(ref), record.index);
      add(index.contentsOfAgui, record.index, contentKey(ref));
    }
    // Only wire events the Content does not already explain, so a chunk's sibling Content stays apart.
    for (const wire of record.wireIndices) {
      if (causeWires.has(wire)) continue;
      add(index.aguiOfWire, wire, record.index);
      add(index.wireOfAgui, record.index, wire);
    }
  }

  trace.findings.forEach((finding, f) => {
    for (const wire of finding.wireIndices) add(index.findingsOfWire, wire, f);
    for (const ref of finding.contents) add(index.findingsOfContent, contentKey(ref), f);
    for (const agui of finding.aguiIndices) add(index.findingsOfAgui, agui, f);
  });

  for (const item of items) {
    for (const wire of item.wireIndices) {
      add(index.wireOfItem, item.key, wire);
      add(index.itemsOfWire, wire, item.key);
    }
    for (const ref of item.contents) {
      add(index.contentsOfItem, item.key, contentKey(ref));
      add(index.itemsOfContent, contentKey(ref), item.key);
    }
  }
  return index;
}
