import type { Citation } from '../../core/teach/citations';
import { useInspector } from '../../store';
import { useLastStep, useNarration } from './useTeach';
import './narration.css';

/** "kind: summary" → a chip in the decision's colour and the summary as text. */
function DecisionLine({ line }: { line: string }) {
  const at = line.indexOf(': ');
  const kind = line.slice(0, at);
  return (
    <li className="narration-decision">
      <span className={`chip chip-${kind}`}>{kind}</span>
      <span>{line.slice(at + 2)}</span>
    </li>
  );
}

/** One rule; a section already explained by an earlier rule of this event is not repeated. */
function CitationLine({ citation, shown }: { citation: Citation; shown: Set<string> }) {
  const sections = citation.sections.filter((s) => !shown.has(s));
  return (
    <li className="narration-citation">
      <code className="narration-rule">{citation.rule}</code>
      {sections.map((s) => (
        <span key={s} className="narration-section">
          {' '}
          — {s}
        </span>
      ))}
      {citation.prs.map((pr) => (
        <span key={pr} className="narration-pr">
          {pr}
        </span>
      ))}
    </li>
  );
}

/** The sections the citations before this one already explain. */
function sectionsShown(all: Citation[], citation: Citation): Set<string> {
  return new Set(all.slice(0, all.indexOf(citation)).flatMap((c) => c.sections));
}

/** The current event in plain words: what arrived, what the parser did, why, and what it caused. */
export function NarrationPanel() {
  const narration = useNarration();
  const step = useInspector((s) => s.playerStep);
  const last = useLastStep();

  if (!narration) return <p className="pane-empty">No events to step through: load a sample, paste a stream or capture one.</p>;
  return (
    <section className="narration" aria-label="Narration" aria-live="polite" data-testid="narration">
      <dl className="narration-grid">
        <dt>Arrived</dt>
        <dd data-testid="narration-arrived">
          <span className="narration-position">
            #{step} of {last}
          </span>{' '}
          {narration.arrived}
        </dd>
        <dt>Parser did</dt>
        <dd>
          {narration.did.length === 0 ? (
            // an AG-UI capture is verified as it arrived: there is no provider stream to parse
            <span className="narration-section">Nothing to parse: this event is AG-UI already, checked as it arrived.</span>
          ) : (
            <ul className="narration-list" data-testid="narration-did">
              {narration.did.map((line, i) => (
                <DecisionLine key={i} line={line} />
              ))}
            </ul>
          )}
        </dd>
        {narration.why.length > 0 && (
          <>
            <dt>Why</dt>
            <dd>
              <ul className="narration-list" data-testid="narration-why">
                {narration.why.map((citation, _i, all) => (
                  <CitationLine key={citation.rule} citation={citation} shown={sectionsShown(all, citation)} />
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>Caused</dt>
        <dd>
          <ul className="narration-list narration-caused" data-testid="narration-caused">
            {narration.caused.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </dd>
        {narration.causedWhy.length > 0 && (
          <>
            <dt>Rules</dt>
            <dd>
              <ul className="narration-list" data-testid="narration-caused-why">
                {narration.causedWhy.map((citation, _i, all) => (
                  <CitationLine key={citation.rule} citation={citation} shown={sectionsShown([...narration.why, ...all], citation)} />
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
