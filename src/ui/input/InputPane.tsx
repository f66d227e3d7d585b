import type { ClipboardEvent } from 'react';
import { useInspector } from '../../store';
import { InputProblems } from './InputProblems';
import { SampleSelect } from './SampleSelect';

const NO_PROBLEMS: never[] = [];

/**
 * Chromium's native paste into a textarea gets slow (seconds) past a few thousand lines, so a
 * large paste replaces the selection in the store directly instead (no native undo for it).
 */
const LARGE_PASTE_CHARS = 64 * 1024;

function pasteInto(event: ClipboardEvent<HTMLTextAreaElement>, setText: (text: string) => void) {
  const pasted = event.clipboardData.getData('text/plain');
  if (pasted.length < LARGE_PASTE_CHARS) return;
  event.preventDefault();
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  setText(value.slice(0, selectionStart) + pasted + value.slice(selectionEnd));
}

/** Where the stream comes in: a sample picker and a paste area. Tracing happens in the store. */
export function InputPane() {
  const text = useInspector((s) => s.text);
  const setText = useInspector((s) => s.setText);
  const samplesError = useInspector((s) => s.samplesError);
  const traceError = useInspector((s) => s.traceError);
  const problems = useInspector((s) => s.trace?.input.problems ?? NO_PROBLEMS);

  return (
    <section className="input-pane" aria-label="Input">
      <SampleSelect />
      <textarea
        className="stream-input"
        data-testid="stream-input"
        aria-label="Stream text"
        spellCheck={false}
        autoComplete="off"
        placeholder="Paste an OpenAI Responses or Chat Completions stream: SSE (data: …), NDJSON, or JSON"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPaste={(event) => pasteInto(event, setText)}
      />
      {samplesError && <p className="error-text">{samplesError}</p>}
      {traceError && <p className="error-text">Could not trace this input: {traceError}</p>}
      <InputProblems problems={problems} />
    </section>
  );
}
