import { Fragment, useMemo, useState } from 'react';
import type { AguiEventRecord } from '../../core/agui/types';
import type { Aligned } from '../../core/diff/lcs';
import { foldUnchanged } from './alignedRows';

interface Props {
  rows: Aligned<AguiEventRecord>[];
  profiles: [string, string];
}

/** "TOOL_CALL_RESULT toolCallId=call_KB content="The internal…"": the type, then the fields. */
function eventSummary(record: AguiEventRecord): string {
  const { type, ...rest } = record.event;
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  const text = `${type} ${fields.join(' ')}`;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

function Cell({ record, index }: { record?: AguiEventRecord; index?: number }) {
  if (!record) return <td className="side empty" colSpan={2} />;
  return (
    <>
      <td className="num side-index">{index}</td>
      <td className="side mono" title={JSON.stringify(record.event, null, 2)}>
        {eventSummary(record)}
      </td>
    </>
  );
}

const MARKS = { same: '', removed: '−', added: '+' } as const;

/** The AG-UI events of both traces, aligned; only in A = removed (−), only in B = added (+). */
export function AguiSideBySide({ rows, profiles }: Props) {
  const segments = useMemo(() => foldUnchanged(rows), [rows]);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const added = rows.filter((r) => r.op === 'added').length;
  const removed = rows.filter((r) => r.op === 'removed').length;

  return (
    <section className="compare-section" aria-label="AG-UI events side by side">
      <h3>
        AG-UI events <span className="muted">· {added} added, {removed} removed</span>
      </h3>
      <table className="side-by-side" data-testid="compare-agui">
        <colgroup>
          <col className="mark-col" />
          <col className="index-col" />
          <col />
          <col className="index-col" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th className="mark" />
            <th colSpan={2} className="profile-head mono">{profiles[0]}</th>
            <th colSpan={2} className="profile-head mono">{profiles[1]}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment, s) =>
            segment.kind === 'folded' && !unfolded.has(segment.id) ? (
              <tr key={`fold-${segment.id}`} className="folded">
                <td colSpan={5}>
                  <button type="button" className="link-button" onClick={() => setUnfolded(new Set([...unfolded, segment.id]))}>
                    {segment.rows.length} unchanged events — show
                  </button>
                </td>
              </tr>
            ) : (
              <Fragment key={`rows-${s}`}>
                {segment.rows.map((row) => (
                  <tr key={`${row.op}-${'ai' in row ? row.ai : ''}-${'bi' in row ? row.bi : ''}`} className={`op-${row.op}`} data-op={row.op}>
                    <td className="mark" aria-label={row.op === 'same' ? undefined : row.op}>
                      {MARKS[row.op]}
                    </td>
                    <Cell record={row.op === 'added' ? undefined : row.a} index={row.op === 'added' ? undefined : row.ai} />
                    <Cell record={row.op === 'removed' ? undefined : row.b} index={row.op === 'removed' ? undefined : row.bi} />
                  </tr>
                ))}
              </Fragment>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}
