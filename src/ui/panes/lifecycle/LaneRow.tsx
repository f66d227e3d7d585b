import type { Lane } from '../../../core/lifecycle/types';
import { laneChips, type LaneChip } from './laneChips';

interface Props {
  lane: Lane;
  position: number;
  selectedAgui: number | null;
  related: ReadonlySet<number>;
  onSelect: (aguiIndex: number) => void;
}

const KIND_LABEL: Record<Lane['kind'], string> = { run: 'run', 'text-message': 'text', 'tool-call': 'tool call', reasoning: 'reasoning' };

/** A lane: what it is, then its steps in the order they happened, missing ones as dashed gaps. */
export function LaneRow({ lane, position, selectedAgui, related, onSelect }: Props) {
  const subject = lane.kind === 'run' ? (lane.name ?? '') : lane.id;
  const name = lane.kind === 'run' ? null : lane.name;
  return (
    <div className="lane" data-row-pos={position} data-lane={lane.key} data-lane-kind={lane.kind} data-problems={lane.problemCount || undefined}>
      <div className="lane-head">
        <span className={`lane-kind kind-${lane.kind}`}>{KIND_LABEL[lane.kind]}</span>
        <span className="lane-id" title={subject}>
          {subject}
        </span>
        {name && <span className="lane-name">{name}</span>}
      </div>
      <div className="lane-steps">
        {laneChips(lane.cells).map((chip, i) => (
          <StepChip key={i} chip={chip} selectedAgui={selectedAgui} related={related} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}

function StepChip({ chip, selectedAgui, related, onSelect }: { chip: LaneChip } & Omit<Props, 'lane' | 'position'>) {
  if (chip.kind === 'run') {
    const first = chip.indices[0];
    const last = chip.indices[chip.indices.length - 1];
    return (
      <button
        type="button"
        className="step"
        data-phase={chip.phase}
        data-agui-index={first}
        aria-pressed={chip.indices.includes(selectedAgui ?? -1)}
        data-related={chip.indices.some((i) => related.has(i)) || undefined}
        title={`${chip.indices.length} ${chip.phase} events, #${first} … #${last}`}
        onClick={() => onSelect(first)}
      >
        {chip.phase} ×{chip.indices.length}
      </button>
    );
  }
  const { cell } = chip;
  if (cell.aguiIndex === null) {
    return (
      <span className="step step-missing" data-phase={cell.phase} data-problem="missing" title={cell.note}>
        no {cell.phase}
      </span>
    );
  }
  const index = cell.aguiIndex;
  return (
    <button
      type="button"
      className="step"
      data-phase={cell.phase}
      data-agui-index={index}
      data-problem={cell.problem}
      aria-pressed={selectedAgui === index}
      data-related={related.has(index) || undefined}
      title={`#${index} ${cell.type}${cell.note ? `: ${cell.note}` : ''}`}
      onClick={() => onSelect(index)}
    >
      {cell.phase} <span className="step-index">#{index}</span>
      {cell.problem && <span className="step-note">{cell.note}</span>}
    </button>
  );
}
