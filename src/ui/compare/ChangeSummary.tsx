import type { TraceDiff } from '../../core/diff/diffTraces';

/** Every count that changes, in one line: "TOOL_CALL_RESULT 0 → 1 · function_result 0 → 1 …". */
export function ChangeSummary({ diff }: { diff: TraceDiff }) {
  const changes = [...diff.aguiCounts, ...diff.contentCounts, ...diff.findingCounts].filter((r) => r.a !== r.b);
  const decisions = diff.decisionCounts.filter((r) => r.a !== r.b);
  if (changes.length === 0 && decisions.length === 0 && diff.wire.length === 0) {
    return <p className="change-summary muted" data-testid="compare-summary">No difference: both profiles produce the same trace for this input.</p>;
  }
  return (
    <ul className="change-summary" aria-label="What changes" data-testid="compare-summary">
      {changes.map((row) => (
        <li key={row.key} className={row.b > row.a ? 'more' : 'fewer'}>
          <span className="mono">{row.key}</span> {row.a} → {row.b}
        </li>
      ))}
      {diff.wire.length > 0 && <li className="neutral">{diff.wire.length} wire events parsed differently</li>}
    </ul>
  );
}
