import type { LinkIndex } from './buildLinkIndex';
import { aggregatedKey, contentKey, parseContentKey, type RelatedSets, type Selection } from './types';

interface Sets {
  wire: Set<number>;
  contents: Set<string>;
  aggregated: Set<string>;
  agui: Set<number>;
  findings: Set<number>;
  items: Set<string>;
}

const each = <K, V>(map: Map<K, V[]>, key: K, visit: (value: V) => void) => {
  for (const value of map.get(key) ?? []) visit(value);
};

/**
 * Walks causes (upstream) and effects (downstream) separately, never turning around: a wire event
 * relates to the Content it produced and that Content's AG-UI events, but not to the other wire
 * events that fed the same AG-UI event. Each walk marks what it visits so it runs once per node.
 */
class Walk {
  readonly out: Sets = { wire: new Set(), contents: new Set(), aggregated: new Set(), agui: new Set(), findings: new Set(), items: new Set() };
  private readonly up = new Set<string>();
  private readonly down = new Set<string>();

  constructor(private readonly index: LinkIndex) {}

  private first(seen: Set<string>, node: string): boolean {
    if (seen.has(node)) return false;
    seen.add(node);
    return true;
  }

  // ── causes ──
  wireUp(wire: number): void {
    this.out.wire.add(wire);
    if (!this.first(this.up, `w${wire}`)) return;
    each(this.index.itemsOfWire, wire, (item) => this.out.items.add(item));
  }

  contentUp(key: string): void {
    this.out.contents.add(key);
    if (!this.first(this.up, `c${key}`)) return;
    this.wireUp(parseContentKey(key).wireIndex);
    each(this.index.itemsOfContent, key, (item) => this.out.items.add(item));
  }

  aggregatedUp(key: string): void {
    this.out.aggregated.add(key);
    each(this.index.contentsOfAggregated, key, (content) => this.contentUp(content));
  }

  aguiUp(agui: number): void {
    this.out.agui.add(agui);
    if (!this.first(this.up, `a${agui}`)) return;
    each(this.index.contentsOfAgui, agui, (content) => this.contentUp(content));
    each(this.index.wireOfAgui, agui, (wire) => this.wireUp(wire));
  }

  findingUp(finding: number): void {
    this.out.findings.add(finding);
    const cited = this.index.findings[finding];
    if (!cited) return;
    for (const wire of cited.wireIndices) this.wireUp(wire);
    for (const ref of cited.contents) this.contentUp(contentKey(ref));
    for (const agui of cited.aguiIndices) this.aguiUp(agui);
  }

  // ── effects ──
  itemDown(item: string): void {
    this.out.items.add(item);
    each(this.index.contentsOfItem, item, (content) => this.contentDown(content));
    // Its wire events, but not all of their Content: a chat chunk can feed two tool calls.
    each(this.index.wireOfItem, item, (wire) => this.wireDirectDown(wire));
  }

  wireDown(wire: number): void {
    each(this.index.contentsOfWire, wire, (content) => this.contentDown(content));
    this.wireDirectDown(wire);
  }

  private wireDirectDown(wire: number): void {
    this.out.wire.add(wire);
    if (!this.first(this.down, `w${wire}`)) return;
    each(this.index.aguiOfWire, wire, (agui) => this.aguiDown(agui));
    each(this.index.findingsOfWire, wire, (finding) => this.out.findings.add(finding));
  }

  contentDown(key: string): void {
    this.out.contents.add(key);
    if (!this.first(this.down, `c${key}`)) return;
    each(this.index.aggregatedOfContent, key, (aggregated) => this.out.aggregated.add(aggregated));
    each(this.index.aguiOfContent, key, (agui) => this.aguiDown(agui));
    each(this.index.findingsOfContent, key, (finding) => this.out.findings.add(finding));
  }

  aguiDown(agui: number): void {
    this.out.agui.add(agui);
    if (!this.first(this.down, `a${agui}`)) return;
    each(this.index.findingsOfAgui, agui, (finding) => this.out.findings.add(finding));
  }
}

/** Everything the selection caused and everything that caused it (the selection included). */
export function relatedTo(index: LinkIndex, selection: Selection): RelatedSets {
  const walk = new Walk(index);
  switch (selection.kind) {
    case 'wire':
      walk.wireUp(selection.index);
      walk.wireDown(selection.index);
      break;
    case 'content': {
      const key = contentKey(selection.ref);
      walk.contentUp(key);
      walk.contentDown(key);
      break;
    }
    case 'aggregated':
      walk.aggregatedUp(aggregatedKey(selection.message, selection.content));
      break;
    case 'agui':
      walk.aguiUp(selection.index);
      walk.aguiDown(selection.index);
      break;
    case 'finding':
      walk.findingUp(selection.index);
      break;
    case 'item':
      walk.itemDown(selection.key);
      break;
  }
  return walk.out;
}

/** Whether a selection still points at something in this trace (after a re-trace). */
export function selectionExists(index: LinkIndex, selection: Selection): boolean {
  switch (selection.kind) {
    case 'wire':
      return index.wireIndices.has(selection.index);
    case 'content':
      return index.contentKeys.has(contentKey(selection.ref));
    case 'aggregated':
      return index.aggregatedKeys.has(aggregatedKey(selection.message, selection.content));
    case 'agui':
      return selection.index >= 0 && selection.index < index.aguiCount;
    case 'finding':
      return selection.index >= 0 && selection.index < index.findings.length;
    case 'item':
      return index.itemKeys.has(selection.key);
  }
}
