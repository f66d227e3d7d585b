import { HelpDialog } from './HelpDialog';
import { useGlobalKeys } from './useGlobalKeys';

/** Page-wide keyboard shortcuts and the "?" help dialog. */
export function GlobalKeys() {
  useGlobalKeys();
  return <HelpDialog />;
}
