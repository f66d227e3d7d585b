import { useInspector } from '../../store';

/** "17 events", or "5 of 17 events" while a filter hides some. */
export function FilterCount() {
  const total = useInspector((s) => s.rows.length);
  const shown = useInspector((s) => s.visibleRows.length);
  const filtered = useInspector((s) => s.filterActive);
  return (
    <span className="filter-count" data-testid="filter-count" aria-live="polite">
      {filtered ? `${shown} of ${total} events` : `${total} events`}
    </span>
  );
}
