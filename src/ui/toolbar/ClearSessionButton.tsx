import { useInspector } from '../../store';

/** Forgets what this browser saved (input, profile, filter, compare) and empties the view. */
export function ClearSessionButton() {
  const clearSession = useInspector((s) => s.clearSession);
  return (
    <button type="button" className="tool-button" data-testid="clear-session" onClick={() => void clearSession()} title="Forget the saved input, profile, filter and compare, and start empty">
      Clear session
    </button>
  );
}
