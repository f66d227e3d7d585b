import { flushUrl } from '../../store/urlSync';

/**
 * Copies the link of the current view. urlSync keeps the address bar up to date a moment after
 * each change; copying flushes it first so the copied link is never one step behind.
 */
export async function copyCurrentLink(): Promise<boolean> {
  flushUrl();
  try {
    await navigator.clipboard.writeText(window.location.href);
    return true;
  } catch {
    return false; // no clipboard permission: the address bar holds the same link
  }
}
