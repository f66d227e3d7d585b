import { displayedTrace, useInspector } from '../../store';
import { paneDataOf } from '../../store/paneData';
import { LinkGroup } from '../panes/shared/LinkGroup';
import { ProblemLine } from '../wire/ProblemLine';
import { DecisionList } from './DecisionList';
import { DetailFrame, FactLine } from './DetailFrame';
import { CopyButton } from './CopyButton';
import { JsonTree } from './JsonTree';

/** A wire event: every decision with its rule, problems, MAF log lines, its item, and the payload. */
export function WireDetail({ index }: { index: number }) {
  const trace = useInspector(displayedTrace)!;
  const row = useInspector((s) => s.rows.find((r) => r.index === index) ?? null);
  const select = useInspector((s) => s.select);
  const event = trace.input.events.find((e) => e.index === index);
  const step = trace.steps.find((s) => s.index === index);
  if (!event || !row) return null;
  const { items, links } = paneDataOf(trace);
  const itemKeys = links.itemsOfWire.get(index) ?? [];
  const aguiIndices = [...new Set([...(links.contentsOfWire.get(index) ?? []).flatMap((c) => links.aguiOfContent.get(c) ?? []), ...(links.aguiOfWire.get(index) ?? [])])].sort((a, b) => a - b);

  return (
    <DetailFrame
      testId="event-detail"
      label={`Wire event ${index}`}
      title={
        <>
          #{index} <span className="mono">{row.type ?? '(no type)'}</span>
        </>
      }
      subtitle={`${row.location}, ${row.byteLength} bytes`}
      facts={
        <>
          <DecisionList decisions={row.decisions} />
          {row.problems.map((problem, i) => (
            <ProblemLine key={i} problem={problem} location={row.location} />
          ))}
          {step?.error && <p className="error-text mono">{step.error}</p>}
          {step?.logs.map((log, i) => (
            <p key={i} className="log mono">
              {log.level} {log.logger}: {log.summary}
            </p>
          ))}
          {itemKeys.length > 0 && (
            <FactLine label="item">
              {itemKeys.map((key) => {
                const item = items.find((it) => it.key === key);
                return (
                  <button key={key} type="button" className="link-chip" onClick={() => select({ kind: 'item', key })}>
                    {item ? `${item.type} ${item.callId ?? item.id ?? ''}` : key}
                  </button>
                );
              })}
            </FactLine>
          )}
          {aguiIndices.length > 0 && (
            <FactLine label="caused">
              <LinkGroup label="AG-UI" indices={aguiIndices} onSelect={(i) => select({ kind: 'agui', index: i })} />
            </FactLine>
          )}
        </>
      }
      json={
        <>
          <div className="json-toolbar">
            <span className="muted">payload</span>
            <CopyButton text={() => event.raw} label="copy raw" title="Copy the payload as it arrived" />
          </div>
          {event.json === undefined ? <pre className="payload">{event.raw}</pre> : <JsonTree value={event.json} />}
        </>
      }
    />
  );
}
