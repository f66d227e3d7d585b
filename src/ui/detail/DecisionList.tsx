import type { Decision } from '../../core/decisions';

/** Each decision with its kind, what it did and the rule it reproduces (spec section, PR, golden). */
export function DecisionList({ decisions }: { decisions: Decision[] }) {
  if (decisions.length === 0) return null;
  return (
    <ul className="decision-list">
      {decisions.map((decision, i) => (
        <li key={i}>
          <span className={`chip chip-${decision.kind}`} data-kind={decision.kind}>
            {decision.kind}
          </span>
          <span className="decision-text">
            <span>
              {decision.wireIndex !== null && <span className="muted mono">#{decision.wireIndex} </span>}
              {decision.summary}
            </span>
            <span className="rule">{decision.rule}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
