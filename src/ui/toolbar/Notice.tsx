import { useInspector } from '../../store';

/** One message about the app itself (a link that could not be fully read, session cleared …). */
export function Notice() {
  const notice = useInspector((s) => s.notice);
  const setNotice = useInspector((s) => s.setNotice);
  if (!notice) return null;
  return (
    <p className="notice" role="status" data-testid="notice">
      <span>{notice}</span>
      <button type="button" className="link-button" onClick={() => setNotice(null)} aria-label="Dismiss message">
        ×
      </button>
    </p>
  );
}
