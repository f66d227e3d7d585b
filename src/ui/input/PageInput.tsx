import { HarPicker } from './HarPicker';
import { usePageInput } from './usePageInput';

/** Page-wide paste and file drop, the drop overlay, and the HAR picker they may open. */
export function PageInput() {
  const dragging = usePageInput();
  return (
    <>
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <p>Drop a stream (.sse, .ndjson, .json) or a HAR file</p>
        </div>
      )}
      <HarPicker />
    </>
  );
}
