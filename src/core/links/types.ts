import type { ContentRef } from '../content/types';

/** Anything a user can select in the inspector. */
export type Selection =
  | { kind: 'wire'; index: number }
  /** A Content inside one parse step's update. */
  | { kind: 'content'; ref: ContentRef }
  /** A Content of the aggregated response: messages[message].contents[content]. */
  | { kind: 'aggregated'; message: number; content: number }
  | { kind: 'agui'; index: number }
  /** Index into `trace.findings`. */
  | { kind: 'finding'; index: number }
  /** `OutputItem.key`. */
  | { kind: 'item'; key: string };

/** Everything related to a selection, per pane. Each set includes the selection itself. */
export interface RelatedSets {
  wire: ReadonlySet<number>;
  /** `contentKey(ref)` of parse-step Contents. */
  contents: ReadonlySet<string>;
  /** `aggregatedKey(message, content)`. */
  aggregated: ReadonlySet<string>;
  agui: ReadonlySet<number>;
  findings: ReadonlySet<number>;
  items: ReadonlySet<string>;
}

export const contentKey = (ref: ContentRef): string => `${ref.wireIndex}:${ref.contentIndex}`;
export const aggregatedKey = (message: number, content: number): string => `${message}:${content}`;

export function parseContentKey(key: string): ContentRef {
  const [wireIndex, contentIndex] = key.split(':').map(Number);
  return { wireIndex, contentIndex };
}

export const EMPTY_RELATED: RelatedSets = Object.freeze({
  wire: new Set<number>(),
  contents: new Set<string>(),
  aggregated: new Set<string>(),
  agui: new Set<number>(),
  findings: new Set<number>(),
  items: new Set<string>(),
});

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  if (a === null || b === null) return a === b;
  return selectionKey(a) === selectionKey(b);
}

/** A string that identifies a selection, for equality and for data attributes. */
export function selectionKey(selection: Selection): string {
  switch (selection.kind) {
    case 'wire':
    case 'agui':
    case 'finding':
      return `${selection.kind}:${selection.index}`;
    case 'content':
      return `content:${contentKey(selection.ref)}`;
    case 'aggregated':
      return `aggregated:${aggregatedKey(selection.message, selection.content)}`;
    case 'item':
      return `item:${selection.key}`;
  }
}
