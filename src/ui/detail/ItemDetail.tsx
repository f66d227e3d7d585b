import { isObject } from '../../core/util';
import { displayedTrace, streamEnded, useInspector } from '../../store';
import { paneDataOf } from '../../store/paneData';
import { describeLifecycle } from '../panes/items/describeLifecycle';
import { LinkGroup } from '../panes/shared/LinkGroup';
import { DecisionList } from './DecisionList';
import { DetailFrame, FactLine } from './DetailFrame';
import { JsonTree } from './JsonTree';

/** An output item: why it is hosted or actionable, its lifecycle, every decision, its last payload. */
export function ItemDetail({ itemKey }: { itemKey: string }) {
  const trace = useInspector(displayedTrace)!;
  const select = useInspector((s) => s.select);
  const ended = useInspector(streamEnded);
  const item = paneDataOf(trace).items.find((it) => it.key === itemKey);
  if (!item) return null;
  const snapshot = item.snapshotAt === null ? undefined : trace.input.events.find((e) => e.index === item.snapshotAt)?.json;
  const payload = isObject(snapshot) && isObject(snapshot.item) ? snapshot.item : snapshot;
  const { decisions: _decisions, chips: _chips, ...summary } = item;

  return (
    <DetailFrame
      testId="item-detail"
      label={`Output item ${item.key}`}
      title={
        <>
          <span className="mono">{item.type}</span> {item.name ?? ''} <span className="mono muted">{item.callId ?? ''}</span>
        </>
      }
      subtitle={item.id ?? undefined}
      facts={
        <>
          <FactLine label={item.role.label}>{item.role.reason}</FactLine>
          <FactLine label="lifecycle">{describeLifecycle(item.lifecycle, ended).text}</FactLine>
          <FactLine label="wire">
            <LinkGroup label="" indices={item.wireIndices} onSelect={(i) => select({ kind: 'wire', index: i })} />
          </FactLine>
          <DecisionList decisions={item.decisions} />
        </>
      }
      json={
        <>
          <div className="json-toolbar">
            <span className="muted">{item.snapshotAt === null ? 'the item as collected' : `the item as last sent (wire #${item.snapshotAt})`}</span>
          </div>
          <JsonTree value={payload ?? summary} />
        </>
      }
    />
  );
}
