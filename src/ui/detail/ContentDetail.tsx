import type { ContentRef } from '../../core/content/types';
import { aggregatedKey, contentKey } from '../../core/links/types';
import { displayedTrace, useInspector } from '../../store';
import { paneDataOf } from '../../store/paneData';
import { LinkGroup } from '../panes/shared/LinkGroup';
import { ContentLinks } from './ContentLinks';
import { DecisionList } from './DecisionList';
import { DetailFrame, FactLine } from './DetailFrame';
import { JsonTree } from './JsonTree';

const sameRef = (a: ContentRef, b: ContentRef) => a.wireIndex === b.wireIndex && a.contentIndex === b.contentIndex;

/** A parse-step Content as MAF's `to_dict()` shapes it, the decisions behind it and what it caused. */
export function ContentDetail({ contentRef }: { contentRef: ContentRef }) {
  const trace = useInspector(displayedTrace)!;
  const select = useInspector((s) => s.select);
  const step = trace.steps.find((s) => s.index === contentRef.wireIndex);
  const content = step?.update?.contents[contentRef.contentIndex];
  if (!step || !content) return null;
  const { links } = paneDataOf(trace);
  const key = contentKey(contentRef);
  const decisions = [
    ...step.decisions.filter((d) => d.contents?.some((ref) => sameRef(ref, contentRef))),
    ...trace.aggregation.decisions.filter((d) => d.contents?.some((ref) => sameRef(ref, contentRef))),
  ];
  const aggregated = links.aggregatedOfContent.get(key) ?? [];

  return (
    <DetailFrame
      testId="content-detail"
      label={`Content ${key}`}
      title={
        <>
          Content #{contentRef.wireIndex}[{contentRef.contentIndex}] <span className="mono">{content.type}</span>
        </>
      }
      subtitle={`from wire #${step.index} ${step.type ?? ''}`}
      facts={
        <>
          <DecisionList decisions={decisions} />
          <FactLine label="from">
            <LinkGroup label="wire" indices={[step.index]} onSelect={(i) => select({ kind: 'wire', index: i })} />
          </FactLine>
          {aggregated.length > 0 && (
            <FactLine label="aggregated">
              {aggregated.map((a) => {
                const [message, index] = a.split(':').map(Number);
                return (
                  <button key={a} type="button" className="link-chip" onClick={() => select({ kind: 'aggregated', message, content: index })}>
                    message {message} [{index}]
                  </button>
                );
              })}
            </FactLine>
          )}
          <FactLine label="caused">
            <LinkGroup label="AG-UI" indices={links.aguiOfContent.get(key) ?? []} onSelect={(i) => select({ kind: 'agui', index: i })} />
          </FactLine>
        </>
      }
      json={<JsonTree value={content} />}
    />
  );
}

/** A Content of the aggregated response, and the message it is in, as MAF serializes them. */
export function AggregatedDetail({ message, content: index }: { message: number; content: number }) {
  const trace = useInspector(displayedTrace)!;
  const select = useInspector((s) => s.select);
  const chatMessage = trace.aggregation.response?.messages[message];
  const content = chatMessage?.contents[index];
  if (!chatMessage || !content) return null;
  const sources = trace.aggregation.sources[message]?.[index] ?? [];
  const decisions = trace.aggregation.decisions.filter((d) => d.contents?.some((ref) => sources.some((s) => sameRef(s, ref))));

  return (
    <DetailFrame
      testId="aggregated-detail"
      label={`Aggregated Content ${aggregatedKey(message, index)}`}
      title={
        <>
          Message {message} [{index}] <span className="mono">{content.type}</span>
        </>
      }
      subtitle={`${chatMessage.role}, built from ${sources.length} ${sources.length === 1 ? 'chunk' : 'chunks'}`}
      facts={
        <>
          <FactLine label="built from">
            <ContentLinks refs={sources} onSelect={(ref) => select({ kind: 'content', ref })} />
          </FactLine>
          <DecisionList decisions={decisions} />
        </>
      }
      json={
        <>
          <JsonTree value={content} />
          <div className="json-toolbar">
            <span className="muted">the whole message</span>
          </div>
          <JsonTree value={chatMessage} expandDepth={1} />
        </>
      }
    />
  );
}
