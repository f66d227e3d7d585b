import type { ReactNode } from 'react';
import { useInspector } from '../../store';

interface Props {
  testId: string;
  label: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Facts, decisions and links on the left; the JSON on the right. */
  facts: ReactNode;
  json: ReactNode;
}

/** The layout every detail shares: a header with Close, facts beside the selected thing's JSON. */
export function DetailFrame({ testId, label, title, subtitle, facts, json }: Props) {
  const clear = useInspector((s) => s.clearSelection);
  return (
    <section className="detail" aria-label={label} data-testid={testId}>
      <header className="detail-header">
        <h2>{title}</h2>
        {subtitle && <span className="muted detail-subtitle">{subtitle}</span>}
        <button type="button" className="close" onClick={clear} aria-label="Close details">
          Close
        </button>
      </header>
      <div className="detail-body">
        <div className="detail-facts">{facts}</div>
        <div className="detail-json">{json}</div>
      </div>
    </section>
  );
}

/** A labelled line of facts: "caused by  wire #3 #4". */
export function FactLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact-line">
      <span className="fact-line-label">{label}</span>
      <span className="fact-line-value">{children}</span>
    </div>
  );
}
