import { useInspector } from '../../../store';

/** Says why a pane is empty, or that the trace is still coming (the pane keeps its size either way). */
export function EmptyState({ children }: { children: string }) {
  const status = useInspector((s) => s.traceStatus);
  const hasTrace = useInspector((s) => s.trace !== null);
  const text = !hasTrace && status === 'running' ? 'Tracing…' : !hasTrace ? 'Nothing traced yet: paste a stream or load a sample.' : children;
  return (
    <p className="pane-empty" role="status">
      {text}
    </p>
  );
}
