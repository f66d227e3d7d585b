import type { DecisionChip, OutputItem } from '../../../core/items/types';
import { streamEnded, useInspector } from '../../../store';
import { rowState } from '../shared/rowAttributes';
import { describeLifecycle } from './describeLifecycle';

interface Props {
  item: OutputItem;
  position: number;
  selected: boolean;
  related: boolean;
  onSelect: () => void;
}

/** An output item in four short lines: what it is, its ids and lifecycle, why it is hosted or not, its decisions. */
export function ItemRow({ item, position, selected, related, onSelect }: Props) {
  const lifecycle = describeLifecycle(item.lifecycle, useInspector(streamEnded));
  const ids = [item.callId?.trim() ? item.callId : null, item.outputIndex !== null ? `out ${item.outputIndex}` : null, item.id]
    .filter((part): part is string => part !== null)
    .join(' · ');
  return (
    <div
      className="row item-row"
      role="option"
      data-row-pos={position}
      data-item-key={item.key}
      data-item-type={item.type}
      data-call-id={item.callId ?? undefined}
      data-role={item.role.label}
      onClick={onSelect}
      {...rowState(selected, related)}
    >
      <div className="item-head">
        <span className="item-type">{item.type}</span>
        {item.name && <span className="item-name">{item.name}</span>}
        <span className={`role-badge role-${item.role.label}`} title={item.role.reason} data-testid="item-role">
          {item.role.label}
        </span>
      </div>
      <div className="item-ids" title={ids}>
        {ids || <span className="muted">no id</span>}
      </div>
      <div className="item-facts">
        <span className={lifecycle.complete ? 'lifecycle' : 'lifecycle lifecycle-open'} title={lifecycle.title}>
          {lifecycle.text}
        </span>
        {item.role.classification && <span className="item-reason">{item.role.reason.replace(/^\w+: /, '')}</span>}
      </div>
      <div className="chips item-chips">
        {item.chips.map((chip) => (
          <Chip key={chip.label} chip={chip} />
        ))}
      </div>
    </div>
  );
}

function Chip({ chip }: { chip: DecisionChip }) {
  const where = chip.wireIndices.map((i) => `#${i}`).join(' ');
  return (
    <span className={`chip chip-${chip.kind}`} data-kind={chip.kind} title={`${chip.summaries.join('\n')}\nwire ${where}`}>
      {chip.label}
      {chip.count > 1 && <span className="chip-count">×{chip.count}</span>}
    </span>
  );
}
