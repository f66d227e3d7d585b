import { useInspector } from '../../store';

/** Header button that swaps the paste area for the live capture panel (and back). */
export function CaptureToggle() {
  const open = useInspector((s) => s.captureOpen);
  const setOpen = useInspector((s) => s.setCaptureOpen);
  const running = useInspector((s) => s.captureRunning());
  return (
    <button
      type="button"
      className="toggle capture-toggle"
      data-testid="capture-toggle"
      aria-pressed={open}
      title="Capture a live stream from an endpoint, or open a saved recording"
      onClick={() => setOpen(!open)}
    >
      {running && <span className="live-dot" aria-label="capturing" />}
      Capture
    </button>
  );
}
