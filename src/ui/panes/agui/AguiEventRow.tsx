import type { AguiEventRecord, Finding } from '../../../core/agui/types';
import type { AguiGroup } from '../../../core/lifecycle/types';
import { indexList, rowState } from '../shared/rowAttributes';
import { describeAguiEvent } from './describeAguiEvent';

interface Props {
  record: AguiEventRecord;
  /** Findings that cite this event, most severe first. */
  findings: Finding[];
  /** Those that manifest here: their title is shown inline. */
  manifests: Finding[];
  selected: boolean;
  related: boolean;
  onSelect: () => void;
}

/** One AG-UI event: index, type, what it carries, its wire causes, and any violation on it. */
export function AguiEventRow({ record, findings, manifests, selected, related, onSelect }: Props) {
  const worst = findings[0];
  const shown = manifests[0];
  const titles = findings.map((f) => `${f.severity}: ${f.title}`).join('\n');
  return (
    <div
      className="row agui-row"
      role="option"
      data-agui-index={record.index}
      data-agui-type={record.event.type}
      data-severity={worst?.severity}
      title={titles || undefined}
      onClick={onSelect}
      {...rowState(selected, related)}
    >
      <div className="row-line">
        <span className="cell-index">#{record.index}</span>
        <span className="agui-type">{record.event.type}</span>
        <span className="agui-summary">{describeAguiEvent(record.event)}</span>
        {worst && !shown && <span className={`sev-dot sev-${worst.severity}`} aria-label={worst.severity} />}
        {record.wireIndices.length > 0 && (
          <span className="agui-causes" title={`caused by wire ${record.wireIndices.map((i) => `#${i}`).join(' ')}`}>
            ← {indexList(record.wireIndices, 3)}
          </span>
        )}
      </div>
      {shown && (
        <div className={`violation sev-${shown.severity}`} data-testid="violation">
          <span className="sev-dot" aria-hidden="true" />
          <span className="violation-title">{shown.title}</span>
          {findings.length > 1 && <span className="violation-more">+{findings.length - 1}</span>}
        </div>
      )}
    </div>
  );
}

const KIND_LABEL: Record<AguiGroup['kind'], string> = {
  run: 'run',
  'text-message': 'text',
  'tool-call': 'tool call',
  reasoning: 'reasoning',
  other: 'other',
};

export function AguiGroupRow({ group, shown }: { group: AguiGroup; shown: number }) {
  return (
    <div className="group-row" data-group-kind={group.kind} title={group.title}>
      <span className={`lane-kind kind-${group.kind}`}>{KIND_LABEL[group.kind]}</span>
      <span className="group-title">{group.subject}</span>
      <span className="group-count">{shown}</span>
      {group.problemCount > 0 && (
        <span className="group-problems" title="steps missing, repeated or out of order (see Lifecycle)">
          {group.problemCount} lifecycle {group.problemCount === 1 ? 'problem' : 'problems'}
        </span>
      )}
    </div>
  );
}
