import { AggregatedList } from './AggregatedList';
import { UpdateContents } from './UpdateContents';

/** The Content the parser produced per update, and the aggregated response as MAF serializes it. */
export function ContentPane() {
  return (
    <div className="content-pane" data-testid="pane-content">
      <section className="content-section content-updates" aria-label="Content per update">
        <h3 className="section-title">Per update</h3>
        <UpdateContents />
      </section>
      <section className="content-section content-aggregated" aria-label="Aggregated response">
        <h3 className="section-title">Aggregated response</h3>
        <AggregatedList />
      </section>
    </div>
  );
}
