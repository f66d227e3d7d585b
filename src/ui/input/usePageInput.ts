import { useEffect, useState } from 'react';
import { getAppStore } from '../../store';

/** Paste lands in the focused field when there is one; elsewhere on the page it is the new input. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Page-wide input: paste anywhere outside a text field, or drop a file anywhere. Returns whether a
 * file is being dragged over the page (for the drop overlay).
 */
export function usePageInput(): boolean {
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const ingest = (text: string, name: string | null) => getAppStore().getState().ingestText(text, name);
    let depth = 0; // dragenter/leave fire for every child element crossed

    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text === '') return;
      event.preventDefault();
      ingest(text, null);
    };
    const onDragEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDragOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault(); // allows the drop
    };
    const onDrop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault(); // the browser would otherwise navigate to the file
      void file.text().then((text) => ingest(text, file.name));
    };

    document.addEventListener('paste', onPaste);
    document.addEventListener('dragenter', onDragEnter);
    document.addEventListener('dragleave', onDragLeave);
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('dragenter', onDragEnter);
      document.removeEventListener('dragleave', onDragLeave);
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', onDrop);
    };
  }, []);

  return dragging;
}
