import { useInspector } from '../../store';
import { ImportRecordingButton } from './ImportRecordingButton';
import { RecordingRow } from './RecordingRow';

/** Saved captures, newest first: reopen, replay, export, rename, delete. */
export function RecordingsList() {
  const recordings = useInspector((s) => s.recordings);
  const error = useInspector((s) => s.recordingsError);

  return (
    <div className="recordings">
      <div className="recordings-bar">
        <span className="muted">
          Every capture is saved in this browser (IndexedDB): the raw bytes, their arrival times, the request without the key, and the x-request-id.
        </span>
        <ImportRecordingButton />
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {recordings.length === 0 ? (
        <p className="muted recordings-empty">No recordings yet: run a capture, or import an exported .sse (with its .timing.json).</p>
      ) : (
        <div className="recordings-scroll">
          <table className="recordings-table" data-testid="recordings-list">
            <thead>
              <tr>
                <th>name</th>
                <th>saved</th>
                <th>endpoint</th>
                <th>ended</th>
                <th className="num">size</th>
                <th className="num">length</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {recordings.map((meta) => (
                <RecordingRow key={meta.id} meta={meta} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
