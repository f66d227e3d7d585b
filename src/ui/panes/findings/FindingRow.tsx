import type { Finding } from '../../../core/agui/types';
import { LinkGroup } from '../shared/LinkGroup';
import { rowState } from '../shared/rowAttributes';
import { SeverityBadge } from '../shared/SeverityBadge';

interface Props {
  finding: Finding;
  index: number;
  selected: boolean;
  related: boolean;
  onSelect: () => void;
  onSelectWire: (wire: number) => void;
  onSelectAgui: (agui: number) => void;
}

/** A finding: severity, title, the start of its explanation, and links to the events it cites. */
export function FindingRow({ finding, index, selected, related, onSelect, onSelectWire, onSelectAgui }: Props) {
  return (
    <div
      className={`row finding-row sev-row-${finding.severity}`}
      role="option"
      data-row-pos={index}
      data-finding-index={index}
      data-finding-code={finding.code}
      data-severity={finding.severity}
      onClick={onSelect}
      {...rowState(selected, related)}
    >
      <div className="finding-head">
        <SeverityBadge severity={finding.severity} />
        <span className="finding-title">{finding.title}</span>
      </div>
      <p className="finding-explanation" title={finding.explanation}>
        {finding.explanation}
      </p>
      <div className="link-chips">
        <LinkGroup label="wire" indices={finding.wireIndices} onSelect={onSelectWire} />
        <LinkGroup label="AG-UI" indices={finding.aguiIndices} onSelect={onSelectAgui} />
        <span className="finding-code">{finding.code}</span>
      </div>
    </div>
  );
}
