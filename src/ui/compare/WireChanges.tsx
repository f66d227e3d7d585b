import type { WireRow } from '../../core/diff/diffTraces';

interface Props {
  rows: WireRow[];
  profiles: [string, string];
}

/** Wire events whose decisions or Content differ between the two profiles. */
export function WireChanges({ rows, profiles }: Props) {
  return (
    <section className="compare-section" aria-label="Wire events parsed differently">
      <h3>
        Wire events parsed differently <span className="muted">· {rows.length}</span>
      </h3>
      {rows.length === 0 ? (
        <p className="muted">Every wire event gets the same decisions and Content under both profiles.</p>
      ) : (
        <table className="wire-changes" data-testid="compare-wire">
          <thead>
            <tr>
              <th className="num">#</th>
              <th>type</th>
              <th className="profile-head mono">{profiles[0]}</th>
              <th className="profile-head mono">{profiles[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} data-wire-index={row.index}>
                <td className="num">{row.index}</td>
                <td className="mono">{row.type ?? '(no type)'}</td>
                <td className="before" title={row.a}>{row.a || '—'}</td>
                <td className="after" title={row.b}>{row.b || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
