import type { InputProblem } from '../../core/wire/types';

/** Problems that belong to no event (a line that is neither SSE nor JSON …), each located. */
export function InputProblems({ problems }: { problems: InputProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="input-problems" aria-label="Input problems">
      {problems.map((problem, i) => (
        <li key={i} className="problem">
          <span className="problem-badge">input</span>
          <span className="problem-location">
            line {problem.line}, byte {problem.byteOffset}
          </span>
          <span className="problem-message">{problem.message}</span>
        </li>
      ))}
    </ul>
  );
}
