import { useInspector } from '../../store';
import { AguiSideBySide } from './AguiSideBySide';
import { ChangeSummary } from './ChangeSummary';
import { CountTable } from './CountTable';
import { WireChanges } from './WireChanges';

/**
 * The same input under two profiles: what changes in the counts, in the AG-UI events (aligned,
 * added/removed marked) and in the parser's decisions per wire event. Data from `diffTraces`.
 */
export function CompareView() {
  const on = useInspector((s) => s.compareProfile !== null);
  const diff = useInspector((s) => s.compareDiff);
  const status = useInspector((s) => s.compareStatus);
  const error = useInspector((s) => s.compareError);
  const profiles = useInspector((s) => s.profiles);
  if (!on) return null;

  const title = (name: string) => profiles.find((p) => p.name === name)?.title ?? name;
  return (
    <section className="compare-view" aria-label="Compare profiles" data-testid="compare-view">
      {status === 'failed' && <p className="error-text">Could not trace under the second profile: {error}</p>}
      {!diff && status !== 'failed' && <p className="muted compare-pending">Tracing under the second profile…</p>}
      {diff && (
        <>
          <header className="compare-header">
            <h2>
              <span className="mono">{diff.profiles[0]}</span> → <span className="mono">{diff.profiles[1]}</span>
            </h2>
            <span className="muted">
              {title(diff.profiles[0])} → {title(diff.profiles[1])}
            </span>
            {status === 'running' && <span className="muted">updating…</span>}
          </header>
          <ChangeSummary diff={diff} />
          <div className="count-tables">
            <CountTable title="AG-UI events" rows={diff.aguiCounts} profiles={diff.profiles} testId="compare-agui-counts" />
            <CountTable title="Content" rows={diff.contentCounts} profiles={diff.profiles} testId="compare-content-counts" />
            <CountTable title="Findings" rows={diff.findingCounts} profiles={diff.profiles} testId="compare-finding-counts" />
          </div>
          <AguiSideBySide rows={diff.agui} profiles={diff.profiles} />
          <WireChanges rows={diff.wire} profiles={diff.profiles} />
        </>
      )}
    </section>
  );
}
