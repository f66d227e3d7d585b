import type { ClipboardEvent } from 'react';
import { looksLikeHar } from '../../core/wire/har';
import { useInspector } from '../../store';
import { FileButton } from './FileButton';
import { InputProblems } from './InputProblems';
import { SampleSelect } from './SampleSelect';

const NO_PROBLEMS: never[] = [];

/**
 * Chromium's native paste into a textarea gets slow (seconds) past a few thousand lines, so a
 * large paste replaces the selection in the store directly instead (no native undo for it).
 */
const LARGE_PASTE_CHARS = 64 * 1024;

/**
 * Above this size (the "large input" of the parsing indicator) the text area shows only the start
 * of the input, read-only: editing megabytes in a <textarea> is slow and nobody does it by hand.
 */
const READ_ONLY_CHARS = 1_000_000;
const PREVIEW_CHARS = 100 * 1024;

function pasteInto(event: ClipboardEvent<HTMLTextAreaElement>, setText: (text: string) => void, ingest: (text: string) => void) {
  const pasted = event.clipboardData.getData('text/plain');
  if (looksLikeHar(pasted) || event.currentTarget.readOnly) {
    // a HAR is a container: its picker opens; a read-only preview cannot be edited, so a paste replaces it
    event.preventDefault();
    ingest(pasted);
    return;
  }
  if (pasted.length < LARGE_PASTE_CHARS) return;
  event.preventDefault();
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  setText(value.slice(0, selectionStart) + pasted + value.slice(selectionEnd));
}

/** Where the stream comes in: a sample picker and a paste area. Tracing happens in the store. */
export function InputPane() {
  const text = useInspector((s) => s.text);
  const setText = useInspector((s) => s.setText);
  const ingestText = useInspector((s) => s.ingestText);
  const samplesError = useInspector((s) => s.samplesError);
  const traceError = useInspector((s) => s.traceError);
  const problems = useInspector((s) => s.trace?.input.problems ?? NO_PROBLEMS);
  const readOnly = text.length > READ_ONLY_CHARS;

  return (
    <section className="input-pane" aria-label="Input">
      <div className="input-sources">
        <SampleSelect />
        <FileButton />
      </div>
      <textarea
        className="stream-input"
        data-testid="stream-input"
        aria-label="Stream text"
        spellCheck={false}
        autoComplete="off"
        placeholder="Paste an OpenAI Responses or Chat Completions stream (SSE, NDJSON or JSON) or a HAR, anywhere on the page; or drop a file"
        value={readOnly ? text.slice(0, PREVIEW_CHARS) : text}
        readOnly={readOnly}
        onChange={(event) => setText(event.target.value)}
        onPaste={(event) => pasteInto(event, setText, (pasted) => ingestText(pasted, null))}
      />
      {readOnly && (
        <p className="muted input-note" data-testid="input-preview-note">
          Showing the first {PREVIEW_CHARS / 1024} K of {Math.round(text.length / 1024).toLocaleString('en-US')} K characters, read-only: paste or drop
          to replace the input, Export → Input to save it.
        </p>
      )}
      {samplesError && <p className="error-text">{samplesError}</p>}
      {traceError && <p className="error-text">Could not trace this input: {traceError}</p>}
      <InputProblems problems={problems} />
    </section>
  );
}
