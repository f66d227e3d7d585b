import type { CountRow } from '../../core/diff/diffTraces';

interface Props {
  title: string;
  rows: CountRow[];
  profiles: [string, string];
  testId: string;
}

/** Counts per key under both profiles; a changed row says "0 → 1". */
export function CountTable({ title, rows, profiles, testId }: Props) {
  const changed = rows.filter((r) => r.a !== r.b).length;
  return (
    <table className="count-table" data-testid={testId}>
      <caption>
        {title}
        <span className="muted">{changed === 0 ? ' · no change' : ` · ${changed} changed`}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">type</th>
          <th scope="col" className="num profile-head mono">{profiles[0]}</th>
          <th scope="col" className="num profile-head mono">{profiles[1]}</th>
          <th scope="col">
            <span className="visually-hidden">change</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={4} className="muted">
              none in either
            </td>
          </tr>
        )}
        {rows.map((row) => {
          const delta = row.a !== row.b;
          return (
            <tr key={row.key} className={delta ? 'changed' : undefined} data-changed={delta || undefined}>
              <th scope="row" className="mono">{row.key}</th>
              <td className="num">{row.a}</td>
              <td className="num">{row.b}</td>
              <td className="change">{delta ? `${row.a} → ${row.b}` : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
