import { useRef } from 'react';
import { useInspector } from '../../store';

/** "Open file…": a stream (.sse, .ndjson, .json …) or a HAR saved from the Network panel. */
export function FileButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const ingestText = useInspector((s) => s.ingestText);
  return (
    <>
      <button type="button" className="tool-button" data-testid="open-file" onClick={() => inputRef.current?.click()}>
        Open file…
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        data-testid="file-input"
        accept=".sse,.ndjson,.jsonl,.json,.txt,.log,.har,text/*,application/json"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // opening the same file again must fire again
          if (file) void file.text().then((text) => ingestText(text, file.name));
        }}
      />
    </>
  );
}
