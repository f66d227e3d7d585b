import { useMemo } from 'react';
import type { Finding } from '../../../core/agui/types';
import { displayedTrace, useInspector } from '../../../store';
import { EmptyState } from '../shared/EmptyState';
import { PlainRows } from '../shared/PlainRows';
import { scrollTarget, stepSelection } from '../shared/selectionNav';
import { usePaneSelection } from '../shared/usePaneSelection';
import { FindingRow } from './FindingRow';

const NO_FINDINGS: Finding[] = [];

/** The verifier's findings, most severe first (core sorts them); each links to what it cites. */
export function FindingsPane() {
  const findings = useInspector((s) => displayedTrace(s)?.findings ?? NO_FINDINGS);
  const { selection, related, select } = usePaneSelection();
  const positions = useMemo(() => findings.map((_, index) => index), [findings]);
  const isSelected = (index: number) => selection?.kind === 'finding' && selection.index === index;
  const isRelated = (index: number) => related.findings.has(index);
  // isSelected / isRelated change only with the selection, which always brings new related sets.
  const target = useMemo(() => scrollTarget(positions, isSelected, isRelated, related), [positions, related]);

  if (findings.length === 0) {
    return <EmptyState>No findings: the AG-UI events follow the lifecycle rules and no provider output was lost.</EmptyState>;
  }
  return (
    <PlainRows
      label="Findings"
      testId="pane-findings"
      scrollTo={target}
      onMove={(delta) => {
        const next = stepSelection(positions, isSelected, (index) => ({ kind: 'finding', index }), delta);
        if (next) select(next);
      }}
    >
      {findings.map((finding, index) => (
        <FindingRow
          key={index}
          finding={finding}
          index={index}
          selected={isSelected(index)}
          related={isRelated(index)}
          onSelect={() => select(isSelected(index) ? null : { kind: 'finding', index })}
          onSelectWire={(wire) => select({ kind: 'wire', index: wire })}
          onSelectAgui={(agui) => select({ kind: 'agui', index: agui })}
        />
      ))}
    </PlainRows>
  );
}
