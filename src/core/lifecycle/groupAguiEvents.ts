import type { AguiGroup, Lane } from './types';

const KIND_TITLE = { run: 'Run', 'text-message': 'Text message', 'tool-call': 'Tool call', reasoning: 'Reasoning' } as const;

function subjectOf(lane: Lane): string {
  switch (lane.kind) {
    case 'run':
      return lane.name ?? '';
    case 'text-message':
      return `${lane.id}${lane.name ? ` (${lane.name})` : ''}`;
    case 'tool-call':
      return `${lane.id}${lane.name ? ` · ${lane.name}` : ''}`;
    case 'reasoning':
      return lane.id;
  }
}

/**
 * The AG-UI events grouped by lifecycle for the AG-UI pane. Events that belong to no lifecycle
 * (MESSAGES_SNAPSHOT, CUSTOM, STATE_*) join the run they were sent in, else an "Other" group.
 */
export function groupAguiEvents(lanes: Lane[], unlaned: number[]): AguiGroup[] {
  const groups: AguiGroup[] = lanes.map((lane) => ({
    key: lane.key,
    kind: lane.kind,
    title: `${KIND_TITLE[lane.kind]} ${subjectOf(lane)}`.trim(),
    subject: subjectOf(lane),
    eventIndices: lane.cells.flatMap((cell) => (cell.aguiIndex === null ? [] : [cell.aguiIndex])),
    problemCount: lane.problemCount,
  }));
  const runs = lanes
    .map((lane, position) => ({ lane, group: groups[position] }))
    .filter(({ lane }) => lane.kind === 'run');
  let other: AguiGroup | undefined;
  for (const index of unlaned) {
    // The last run that started before the event; a run that never finished still owns what follows.
    const run = [...runs].reverse().find(({ lane }) => lane.firstIndex <= index);
    if (run) {
      run.group.eventIndices.push(index);
      continue;
    }
    other ??= { key: 'other', kind: 'other', title: 'Other events', subject: '', eventIndices: [], problemCount: 0 };
    other.eventIndices.push(index);
  }
  if (other) groups.push(other);
  for (const group of groups) group.eventIndices.sort((a, b) => a - b);
  const first = (group: AguiGroup) => group.eventIndices[0] ?? Number.MAX_SAFE_INTEGER;
  return groups.sort((a, b) => first(a) - first(b));
}
