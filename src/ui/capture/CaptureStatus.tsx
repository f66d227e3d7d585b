import type { CaptureRun } from '../../store/captureSlice';
import { useInspector } from '../../store';
import { formatBytes } from '../input/formatBytes';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(run: CaptureRun, events: number): string {
  const size = `${formatBytes(run.bytes)} in ${seconds(run.lastMs)}`;
  const saved = run.recordingId ? ' · saved to Recordings' : '';
  switch (run.phase) {
    case 'connecting':
      return 'Waiting for the endpoint…';
    case 'streaming':
      return `Streaming · ${events} events · ${run.reads} reads · ${size}`;
    case 'complete':
      return `Complete: ${events} events, ${size}${saved}`;
    case 'aborted':
      return run.bytes > 0 ? `Stopped: kept ${events} events (${run.reads} reads, ${size})${saved}` : 'Stopped.';
    case 'truncated':
      return `Truncated: the stream stopped in the middle of an event (see Findings). Kept ${events} events, ${size}${saved}`;
    case 'error':
      return run.error ? `${run.error.status ? `HTTP ${run.error.status}: ` : ''}${run.error.message}` : 'The capture failed.';
  }
}

/** Capture / Stop, and what the capture is doing or how it ended, in words. */
export function CaptureStatus() {
  const run = useInspector((s) => s.captureRun);
  const running = useInspector((s) => s.captureRunning());
  const kind = useInspector((s) => s.captureConfig.kind);
  const events = useInspector((s) => s.trace?.input.events.length ?? 0);
  const start = useInspector((s) => s.startCapture);
  const stop = useInspector((s) => s.stopCapture);
  const retry = useInspector((s) => s.retryThroughProxy);
  const phase = run?.phase ?? 'idle';
  const failed = phase === 'error';
  const idle =
    kind === 'agui'
      ? 'POSTs a RunAgentInput to the URL and verifies the AG-UI events that come back (no parsing).'
      : `Sends POST /${kind === 'responses' ? 'responses' : 'chat/completions'} with stream: true through the openai SDK; the raw bytes are recorded as they arrive.`;

  return (
    <div className="capture-run">
      {running ? (
        <button type="button" className="tool-button stop" data-testid="capture-stop" onClick={stop} title="Abort the request: what arrived so far is kept">
          ■ Stop
        </button>
      ) : (
        <button type="submit" className="tool-button primary" data-testid="capture-start" onClick={() => void start()}>
          ▶ Capture
        </button>
      )}
      <p
        className={`capture-status${failed ? ' failed' : ''}`}
        data-testid="capture-status"
        data-phase={phase}
        role={failed ? 'alert' : 'status'}
        title={run?.notes.join(' ') || undefined}
      >
        {phase === 'connecting' && <span className="spinner" aria-hidden="true" />}
        {phase === 'streaming' && <span className="live-dot" aria-hidden="true" />}
        {run ? describe(run, events) : <span className="muted">{idle}</span>}
        {/* e.g. the SDK threw on an `error` event: say that the bytes after it were kept anyway */}
        {run && run.notes.length > 0 && !running && <span className="muted"> · {run.notes.join(' ')}</span>}
      </p>
      {run?.corsBlocked && (
        <button type="button" className="tool-button primary" data-testid="capture-retry-proxy" onClick={() => void retry()}>
          Retry via local proxy
        </button>
      )}
    </div>
  );
}
