import { displayedTrace, useInspector } from '../../store';
import { paneDataOf } from '../../store/paneData';
import { LinkGroup } from '../panes/shared/LinkGroup';
import { SeverityBadge } from '../panes/shared/SeverityBadge';
import { ContentLinks } from './ContentLinks';
import { DetailFrame, FactLine } from './DetailFrame';
import { JsonTree } from './JsonTree';

/** An AG-UI event in AG-UI's own JSON, the violations on it, its lifecycle step and its causes. */
export function AguiDetail({ index }: { index: number }) {
  const trace = useInspector(displayedTrace)!;
  const select = useInspector((s) => s.select);
  const record = trace.agui.events[index];
  if (!record) return null;
  const { links, lanes } = paneDataOf(trace);
  const findings = links.findingsOfAgui.get(index) ?? [];
  const lane = lanes.find((l) => l.cells.some((c) => c.aguiIndex === index));
  const cell = lane?.cells.find((c) => c.aguiIndex === index);

  return (
    <DetailFrame
      testId="agui-detail"
      label={`AG-UI event ${index}`}
      title={
        <>
          AG-UI #{index} <span className="mono">{record.event.type}</span>
        </>
      }
      subtitle={lane ? `${lane.kind} ${lane.kind === 'run' ? (lane.name ?? '') : lane.id}${cell?.note ? ` · ${cell.note}` : ''}` : undefined}
      facts={
        <>
          {findings.map((f) => {
            const finding = trace.findings[f];
            return (
              <button key={f} type="button" className="violation-card" onClick={() => select({ kind: 'finding', index: f })}>
                <SeverityBadge severity={finding.severity} />
                <span className="violation-card-title">{finding.title}</span>
              </button>
            );
          })}
          <FactLine label="caused by">
            <LinkGroup label="wire" indices={record.wireIndices} onSelect={(i) => select({ kind: 'wire', index: i })} />
            {record.contents.length > 0 && <ContentLinks refs={record.contents} onSelect={(ref) => select({ kind: 'content', ref })} />}
            {record.wireIndices.length === 0 && record.contents.length === 0 && <span className="muted">the end of the run (no wire event)</span>}
          </FactLine>
        </>
      }
      json={<JsonTree value={record.event} />}
    />
  );
}
