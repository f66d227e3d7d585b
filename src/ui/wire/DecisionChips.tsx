import type { Decision } from '../../core/decisions';

/** One chip per decision, coloured by kind; the summary and its source rule are in the tooltip. */
export function DecisionChips({ decisions }: { decisions: Decision[] }) {
  if (decisions.length === 0) return <span className="muted">none</span>;
  return (
    <span className="chips">
      {decisions.map((decision, i) => (
        <span
          key={i}
          className={`chip chip-${decision.kind}`}
          data-kind={decision.kind}
          title={`${decision.summary}\n${decision.rule}`}
        >
          {decision.kind}
        </span>
      ))}
      <span className="chip-summary">{decisions[0].summary}</span>
    </span>
  );
}
