import { useInspector } from '../../store';

/** Inputs above this size take long enough to trace that the user should see it happening. */
const LARGE_INPUT_CHARS = 1_000_000;

const megabytes = (chars: number) => (chars / 1_000_000).toFixed(1);

/**
 * While the worker traces: "Parsing 3.2 MB…" for a large input (the previous trace stays on
 * screen meanwhile), a quiet "tracing…" otherwise.
 */
export function ParsingStatus() {
  const running = useInspector((s) => s.traceStatus === 'running');
  const size = useInspector((s) => s.text.length);
  const compareRunning = useInspector((s) => s.compareStatus === 'running');
  if (running && size > LARGE_INPUT_CHARS) {
    return (
      <span className="fact parsing" role="status" data-testid="parsing-status">
        <span className="spinner" aria-hidden="true" />
        Parsing {megabytes(size)} MB…
      </span>
    );
  }
  if (running || compareRunning) return <span className="fact muted">tracing…</span>;
  return null;
}
