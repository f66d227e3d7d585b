import { useMemo } from 'react';
import type { OutputItem } from '../../../core/items/types';
import { EmptyState } from '../shared/EmptyState';
import { PlainRows } from '../shared/PlainRows';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneData } from '../shared/usePaneData';
import { usePaneSelection } from '../shared/usePaneSelection';
import { ItemRow } from './ItemRow';

/** One row per output item: lifecycle, informational or actionable and why, and the decisions on it. */
export function ItemsPane() {
  const data = usePaneData();
  const { selection, related, select } = usePaneSelection();
  const items = data?.items ?? [];
  const isSelected = (item: OutputItem) => selection?.kind === 'item' && selection.key === item.key;
  const isRelated = (item: OutputItem) => related.items.has(item.key);
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(() => scrollTarget(items, isSelected, isRelated, related), [items, related]);

  if (items.length === 0) {
    return <EmptyState>No output items: the stream has no output_item events, tool calls or message chunks.</EmptyState>;
  }
  return (
    <PlainRows
      label="Output items"
      testId="pane-items"
      scrollTo={target}
      onMove={(delta) => {
        const next = stepSelection(items, isSelected, (item) => ({ kind: 'item', key: item.key }), delta);
        if (next) select(next);
      }}
    >
      {items.map((item, position) => (
        <ItemRow
          key={item.key}
          item={item}
          position={position}
          selected={isSelected(item)}
          related={isRelated(item)}
          onSelect={() => select(isSelected(item) ? null : { kind: 'item', key: item.key })}
        />
      ))}
    </PlainRows>
  );
}
