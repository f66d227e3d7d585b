import { displayedTrace, useInspector } from '../../store';
import { LinkGroup } from '../panes/shared/LinkGroup';
import { SeverityBadge } from '../panes/shared/SeverityBadge';
import { ContentLinks } from './ContentLinks';
import { DetailFrame, FactLine } from './DetailFrame';
import { JsonTree } from './JsonTree';

/** A finding in full: why it matters, the rule behind it, and everything it cites. */
export function FindingDetail({ index }: { index: number }) {
  const finding = useInspector((s) => displayedTrace(s)?.findings[index]);
  const select = useInspector((s) => s.select);
  if (!finding) return null;
  return (
    <DetailFrame
      testId="finding-detail"
      label={`Finding ${index}`}
      title={
        <>
          <SeverityBadge severity={finding.severity} /> Finding <span className="mono">{finding.code}</span>
        </>
      }
      facts={
        <>
          <p className="finding-title-full">{finding.title}</p>
          <p className="finding-explanation-full">{finding.explanation}</p>
          <p className="rule">{finding.rule}</p>
          {finding.verifyEventsMessage && (
            <FactLine label="verifyEvents">
              <span className="mono">{finding.verifyEventsMessage}</span>
            </FactLine>
          )}
          <FactLine label="cites">
            <LinkGroup label="wire" indices={finding.wireIndices} onSelect={(i) => select({ kind: 'wire', index: i })} />
            <LinkGroup label="AG-UI" indices={finding.aguiIndices} onSelect={(i) => select({ kind: 'agui', index: i })} />
            {finding.contents.length > 0 && <ContentLinks refs={finding.contents} onSelect={(ref) => select({ kind: 'content', ref })} />}
          </FactLine>
        </>
      }
      json={<JsonTree value={finding} expandDepth={1} />}
    />
  );
}
