import { useInspector } from '../../store';
import { ProblemLine } from '../wire/ProblemLine';

/** The selected wire event: every decision with its rule, problems, MAF log lines, and the payload. */
export function EventDetail() {
  const selected = useInspector((s) => s.selectedWireIndex);
  const row = useInspector((s) => s.rows.find((r) => r.index === s.selectedWireIndex) ?? null);
  const step = useInspector((s) => s.trace?.steps.find((st) => st.index === s.selectedWireIndex) ?? null);
  const event = useInspector((s) => s.trace?.input.events.find((e) => e.index === s.selectedWireIndex) ?? null);
  const clear = useInspector((s) => s.clearSelection);
  if (selected === null || !row || !event) return null;

  const payload = event.json === undefined ? event.raw : JSON.stringify(event.json, null, 2);
  return (
    <section className="event-detail" aria-label={`Wire event ${row.index}`} data-testid="event-detail">
      <header className="detail-header">
        <h2>
          #{row.index} <span className="mono">{row.type ?? '(no type)'}</span>
        </h2>
        <span className="muted">
          {row.location}, {row.byteLength} bytes
        </span>
        <button type="button" className="close" onClick={clear} aria-label="Close details">
          Close
        </button>
      </header>
      <div className="detail-body">
        <div className="detail-facts">
          <ul className="decision-list">
            {row.decisions.map((decision, i) => (
              <li key={i}>
                <span className={`chip chip-${decision.kind}`}>{decision.kind}</span>
                <span className="decision-text">
                  <span>{decision.summary}</span>
                  <span className="rule">{decision.rule}</span>
                </span>
              </li>
            ))}
          </ul>
          {row.problems.map((problem, i) => (
            <ProblemLine key={i} problem={problem} location={row.location} />
          ))}
          {step?.error && <p className="error-text mono">{step.error}</p>}
          {step?.logs.map((log, i) => (
            <p key={i} className="log mono">
              {log.level} {log.logger}: {log.summary}
            </p>
          ))}
        </div>
        <pre className="payload">{payload}</pre>
      </div>
    </section>
  );
}
