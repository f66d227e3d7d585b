import { useInspector } from '../../store';
import { CaptureForm } from './CaptureForm';
import { RecordingsList } from './RecordingsList';
import { ReplayBar } from './ReplayBar';
import './capture.css';

/**
 * Live capture (issue #6), in place of the paste area: a new capture's request, or the saved
 * recordings. Fixed height, so the panes below keep their size while a stream fills them.
 */
export function CapturePanel() {
  const tab = useInspector((s) => s.captureTab);
  const setTab = useInspector((s) => s.setCaptureTab);
  const count = useInspector((s) => s.recordings.length);
  const close = useInspector((s) => s.setCaptureOpen);
  const replaying = useInspector((s) => s.replay !== null);

  return (
    <section className="capture-panel" aria-label="Live capture" data-testid="capture-panel">
      <header className="capture-header">
        <div className="capture-tabs" role="tablist">
          <button type="button" role="tab" className="capture-tab" data-testid="capture-tab" aria-selected={tab === 'capture'} onClick={() => setTab('capture')}>
            Live capture
          </button>
          <button type="button" role="tab" className="capture-tab" data-testid="recordings-tab" aria-selected={tab === 'recordings'} onClick={() => setTab('recordings')}>
            Recordings <span className="pane-count">{count}</span>
          </button>
        </div>
        {replaying ? <ReplayBar /> : <span className="capture-hint muted">OpenAI-compatible /responses or /chat/completions, or an AG-UI endpoint; every pane fills as the stream arrives.</span>}
        <button type="button" className="icon-button" aria-label="Close live capture" title="Back to the paste area" onClick={() => close(false)}>
          ×
        </button>
      </header>
      <div className="capture-body">{tab === 'capture' ? <CaptureForm /> : <RecordingsList />}</div>
    </section>
  );
}
