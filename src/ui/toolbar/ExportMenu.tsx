import { useEffect, useRef, useState } from 'react';
import { getAppStore, useInspector } from '../../store';
import { sourceName } from '../../store/inputSlice';
import { downloadFile } from './download';

type ExportKind = 'input' | 'trace' | 'agui' | 'golden';

const ITEMS: Array<{ kind: ExportKind; label: string; hint: string }> = [
  { kind: 'input', label: 'Input', hint: 'the stream as it came in, same format' },
  { kind: 'trace', label: 'Trace (JSON)', hint: 'wire events, decisions, Content, AG-UI, findings' },
  { kind: 'agui', label: 'AG-UI events (SSE)', hint: 'replayable by an AG-UI client' },
  { kind: 'golden', label: 'Golden file', hint: 'shared/golden/FORMAT.md, for CI' },
];

/** Downloads of the current input and trace. The export code (and the parser it needs) loads on first use. */
export function ExportMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const hasTrace = useInspector((s) => s.trace !== null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const run = async (kind: ExportKind) => {
    setOpen(false);
    const { trace, text, source, profile } = getAppStore().getState();
    if (!trace) return;
    const exports = await import('../../core/export');
    const name = sourceName(source);
    const file =
      kind === 'input' ? exports.inputExport(text, name, trace.input.format)
      : kind === 'trace' ? exports.traceJsonExport(trace, name)
      : kind === 'agui' ? exports.aguiSseExport(trace, name)
      : exports.goldenExport(text, profile, name);
    downloadFile(file);
  };

  return (
    <div className="menu-root" ref={rootRef}>
      <button type="button" className="tool-button" aria-haspopup="menu" aria-expanded={open} data-testid="export-button" disabled={!hasTrace} onClick={() => setOpen(!open)}>
        Export ▾
      </button>
      {open && (
        <ul className="menu" role="menu" aria-label="Export">
          {ITEMS.map((item) => (
            <li key={item.kind} role="none">
              <button type="button" role="menuitem" data-testid={`export-${item.kind}`} onClick={() => void run(item.kind)}>
                <span>{item.label}</span>
                <span className="menu-hint">{item.hint}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
