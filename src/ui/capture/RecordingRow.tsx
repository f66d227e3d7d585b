import { useState } from 'react';
import { getAppStore, useInspector } from '../../store';
import type { RecordingMeta } from '../../store/recordingsSlice';
import { formatBytes } from '../input/formatBytes';
import { downloadFile } from '../toolbar/download';

const KIND_LABELS: Record<RecordingMeta['kind'], string> = { responses: 'Responses', 'chat.completions': 'Chat', agui: 'AG-UI' };

/** "127.0.0.1:4010" from the base URL; the whole URL is in the tooltip. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function savedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.toLocaleDateString('en-CA')} ${date.toTimeString().slice(0, 5)}`;
}

async function download(id: string, which: 'sse' | 'timing'): Promise<void> {
  const files = await getAppStore().getState().recordingExports(id);
  if (files) downloadFile(files[which]);
}

/** One saved capture. Its name is edited in place (Enter keeps, Escape cancels). */
export function RecordingRow({ meta }: { meta: RecordingMeta }) {
  const [editing, setEditing] = useState(false);
  const rename = useInspector((s) => s.renameRecording);
  const open = useInspector((s) => s.openRecording);
  const replay = useInspector((s) => s.startReplay);
  const remove = useInspector((s) => s.deleteRecording);
  const busy = useInspector((s) => s.captureRunning());
  const endpoint = `${KIND_LABELS[meta.kind]} · ${hostOf(meta.baseURL)}${meta.viaProxy ? ' (proxy)' : ''}`;
  const tooltip = [meta.baseURL, meta.model ? `model ${meta.model}` : '', meta.viaProxy ? 'via the local proxy' : '', meta.requestId ? `x-request-id ${meta.requestId}` : '']
    .filter(Boolean)
    .join('\n');

  return (
    <tr data-testid="recording-row" data-recording-id={meta.id}>
      <td className="recording-name">
        {editing ? (
          <input
            className="capture-input"
            data-testid="recording-name-input"
            aria-label="Recording name"
            defaultValue={meta.name}
            autoFocus
            onBlur={(e) => {
              setEditing(false);
              void rename(meta.id, e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') {
                e.stopPropagation();
                e.currentTarget.value = meta.name;
                e.currentTarget.blur();
              }
            }}
          />
        ) : (
          <button type="button" className="link-button recording-title" data-testid="recording-rename" title={`${meta.name} (click to rename)`} onClick={() => setEditing(true)}>
            {meta.name}
          </button>
        )}
      </td>
      <td className="muted">{savedAt(meta.savedAt)}</td>
      <td className="recording-endpoint mono" title={tooltip}>
        {endpoint}
      </td>
      <td>
        <span className={`ended-chip ended-${meta.endedBy}`}>{meta.endedBy}</span>
      </td>
      <td className="num">{formatBytes(meta.byteLength)}</td>
      <td className="num">{(meta.durationMs / 1000).toFixed(1)} s</td>
      <td className="recording-actions">
        <button type="button" className="tool-button" data-testid="recording-open" disabled={busy} onClick={() => void open(meta.id)} title="Load it into the inspector at once">
          Open
        </button>
        <button type="button" className="tool-button" data-testid="recording-replay" disabled={busy} onClick={() => void replay(meta.id, 1)} title="Play it into the inspector at its recorded pace">
          ▶ Replay
        </button>
        <button type="button" className="tool-button" data-testid="recording-export-sse" onClick={() => void download(meta.id, 'sse')} title="The body exactly as received">
          .sse
        </button>
        <button type="button" className="tool-button" data-testid="recording-export-timing" onClick={() => void download(meta.id, 'timing')} title="Arrival time of every read, the request (without the key) and the response headers kept">
          timing
        </button>
        <button type="button" className="icon-button" data-testid="recording-delete" aria-label={`Delete ${meta.name}`} title="Delete" onClick={() => void remove(meta.id)}>
          ×
        </button>
      </td>
    </tr>
  );
}
