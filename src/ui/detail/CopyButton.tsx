import { useEffect, useState, type MouseEvent } from 'react';

/** Clipboard API where the page may use it; the old textarea trick elsewhere (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Copies `text()` (computed on click: a big payload is only serialized when asked for). */
export function CopyButton({ text, label = 'copy', title }: { text: () => string; label?: string; title?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1200);
    return () => clearTimeout(timer);
  }, [state]);
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    setState((await copyText(text())) ? 'copied' : 'failed');
  };
  return (
    <button type="button" className="copy-button" title={title ?? 'Copy to the clipboard'} onClick={onClick} data-state={state}>
      {state === 'copied' ? 'copied' : state === 'failed' ? 'failed' : label}
    </button>
  );
}
