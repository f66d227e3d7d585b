import type { WireProblem } from '../../core/wire/types';

/** A decode problem, located: "line 3, byte 412 · invalid_json: …". Rendered as text, never HTML. */
export function ProblemLine({ problem, location }: { problem: WireProblem; location: string }) {
  return (
    <div className="problem" role="note" title={problem.message}>
      <span className="problem-badge">{problem.kind.replace(/_/g, ' ')}</span>
      <span className="problem-location">{location}</span>
      <span className="problem-message">{problem.message}</span>
    </div>
  );
}
