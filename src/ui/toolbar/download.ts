import type { ExportFile } from '../../core/export';

/** Saves a generated file through a Blob URL (nothing leaves the browser). */
export function downloadFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; a minute covers slow save dialogs
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
