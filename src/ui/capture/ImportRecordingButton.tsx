import { useRef } from 'react';
import { useInspector } from '../../store';

/** Re-imports an exported recording: its .sse, and its .timing.json if picked too (else one read per event). */
export function ImportRecordingButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const importRecording = useInspector((s) => s.importRecording);
  return (
    <>
      <button type="button" className="tool-button" data-testid="recording-import" onClick={() => inputRef.current?.click()}>
        Import…
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple
        data-testid="recording-import-input"
        accept=".sse,.ndjson,.txt,.json"
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          const timing = files.find((f) => f.name.endsWith('.timing.json'));
          const stream = files.find((f) => f !== timing);
          if (!stream) return;
          await importRecording(new Uint8Array(await stream.arrayBuffer()), timing ? await timing.text() : null, stream.name);
        }}
      />
    </>
  );
}
