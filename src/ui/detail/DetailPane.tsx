import { useInspector } from '../../store';
import { AguiDetail } from './AguiDetail';
import { AggregatedDetail, ContentDetail } from './ContentDetail';
import { FindingDetail } from './FindingDetail';
import { ItemDetail } from './ItemDetail';
import { WireDetail } from './WireDetail';

/** The selected thing, whatever pane it was selected in. */
export function DetailPane() {
  const selection = useInspector((s) => s.selection);
  const hasTrace = useInspector((s) => s.trace !== null);
  if (!selection || !hasTrace) {
    return (
      <p className="pane-empty" data-testid="detail-empty">
        Select a wire event, an item, a Content, an AG-UI event or a finding to see it here, with everything related highlighted in
        every pane.
      </p>
    );
  }
  switch (selection.kind) {
    case 'wire':
      return <WireDetail index={selection.index} />;
    case 'content':
      return <ContentDetail contentRef={selection.ref} />;
    case 'aggregated':
      return <AggregatedDetail message={selection.message} content={selection.content} />;
    case 'agui':
      return <AguiDetail index={selection.index} />;
    case 'finding':
      return <FindingDetail index={selection.index} />;
    case 'item':
      return <ItemDetail itemKey={selection.key} />;
  }
}
