import type { HarStreamEntry } from '../../core/wire/har';
import { useInspector } from '../../store';
import { Dialog } from '../help/Dialog';
import { formatBytes } from './formatBytes';

const MATCH_LABELS: Record<HarStreamEntry['matches'][number], string> = {
  'event-stream': 'event-stream',
  responses: '/responses',
  'chat-completions': '/chat/completions',
};

/** Lists the stream requests of an imported HAR; picking one makes its response body the input. */
export function HarPicker() {
  const har = useInspector((s) => s.pendingHar);
  const pick = useInspector((s) => s.pickHarEntry);
  const close = useInspector((s) => s.closeHar);
  if (!har) return null;

  const streams = har.entries.length;
  const firstWithBody = har.entries.findIndex((e) => e.text !== null);
  const withoutBody = har.entries.filter((e) => e.text === null);
  return (
    <Dialog title={`Pick a stream from ${har.fileName}`} onClose={close} testId="har-picker" className="har-picker">
      <p className="muted">
        {har.totalEntries} request{har.totalEntries === 1 ? '' : 's'} in the HAR, {streams} of them {streams === 1 ? 'looks' : 'look'} like a model stream
        (text/event-stream, /responses or /chat/completions).
        {har.removedCredentials > 0 && ` ${har.removedCredentials} credential headers, cookies and key parameters were removed on import.`}
      </p>
      {har.problems.length > 0 && (
        <ul className="input-problems" aria-label="HAR problems">
          {har.problems.map((problem, i) => (
            <li key={i} className="problem">
              <span className="problem-badge">HAR</span>
              {problem.line !== undefined && (
                <span className="problem-location">
                  line {problem.line}, column {problem.column}
                </span>
              )}
              <span className="problem-message">{problem.message}</span>
            </li>
          ))}
        </ul>
      )}
      {streams > 0 && (
        <table className="har-table" data-testid="har-entries">
          <thead>
            <tr>
              <th>#</th>
              <th>method</th>
              <th>URL</th>
              <th>status</th>
              <th>type</th>
              <th className="num">size</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {har.entries.map((entry, i) => (
              <tr key={entry.entryIndex} data-entry-index={entry.entryIndex}>
                <td className="num">{entry.entryIndex}</td>
                <td className="mono">{entry.method}</td>
                <td className="har-url mono" title={entry.url}>
                  {entry.url}
                  <span className="har-matches">
                    {entry.matches.map((m) => (
                      <span key={m} className="tag">
                        {MATCH_LABELS[m]}
                      </span>
                    ))}
                  </span>
                </td>
                <td className="mono">{entry.status || '—'}</td>
                <td className="mono har-mime" title={entry.mimeType}>
                  {entry.mimeType.split(';')[0] || '—'}
                </td>
                <td className="num">{formatBytes(entry.size)}</td>
                <td>
                  {entry.text === null ? (
                    <span className="muted" title={entry.missingBody ?? undefined}>
                      no body
                    </span>
                  ) : (
                    // the first stream with a body takes the focus: Enter opens it
                    <button type="button" className="tool-button primary" data-autofocus={i === firstWithBody || undefined} onClick={() => pick(entry.entryIndex)}>
                      Open
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {withoutBody.length > 0 && (
        <p className="muted small">
          {withoutBody.map((e) => `#${e.entryIndex}`).join(', ')}: {withoutBody[0].missingBody}. Save the HAR with content to inspect{' '}
          {withoutBody.length === 1 ? 'it' : 'them'} (Chrome: “Save all as HAR with content”; Firefox: “Save All As HAR”).
        </p>
      )}
    </Dialog>
  );
}
