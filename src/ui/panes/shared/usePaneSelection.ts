import { useInspector } from '../../../store';

/** The current selection, what is related to it, and how to select: what every pane reads. */
export function usePaneSelection() {
  const selection = useInspector((s) => s.selection);
  const related = useInspector((s) => s.related);
  const select = useInspector((s) => s.select);
  return { selection, related, select };
}
