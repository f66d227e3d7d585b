import type { AguiRun, AguiSuppression, Finding } from '../agui/types';
import type { ParseStep } from '../trace-types';

/**
 * MAF's bridge skips a text (or arguments) chunk equal to everything accumulated so far, to avoid
 * re-sending a full-message replay. A genuine repeat ("ha" + "ha") is skipped too, and the AG-UI
 * client then shows less than the model produced. One warning per message or call, listing every
 * skipped chunk (a stream of identical deltas must not bury the findings pane).
 */
export function suppressionFindings(agui: AguiRun, steps: ParseStep[]): Finding[] {
  const stepByIndex = new Map(steps.map((s) => [s.index, s]));
  const groups = new Map<string, AguiSuppression[]>();
  for (const s of agui.suppressed ?? []) {
    const key = `${s.reason}|${s.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0];
    const content = stepByIndex.get(first.ref.wireIndex)?.update?.contents[first.ref.contentIndex];
    const text = first.reason === 'text-replay-guard';
    const chunk = String(text ? content?.text ?? '' : typeof content?.arguments === 'string' ? content.arguments : JSON.stringify(content?.arguments ?? ''));
    const shown = JSON.stringify(chunk.length > 40 ? `${chunk.slice(0, 39)}…` : chunk);
    const what = text ? 'TEXT_MESSAGE_CONTENT' : 'TOOL_CALL_ARGS';
    const where = group.length === 1 ? `from event ${first.ref.wireIndex} was` : `and ${group.length - 1} more chunk(s) of ${first.targetId} were`;
    return {
      code: first.reason,
      severity: 'warning',
      title: `${what} ${shown} ${where} not sent: equal to everything ${text ? 'streamed' : 'accumulated'} so far`,
      explanation: `MAF's AG-UI bridge skips a chunk equal to the whole accumulated ${text ? 'message text' : 'arguments'} (a guard against providers that replay the full value at the end). When the chunk is a genuine repeat, AG-UI clients show less than the model produced; the aggregated message still has it.`,
      rule: 'spec §6.3 (replay guards)',
      wireIndices: group.map((s) => s.ref.wireIndex),
      contents: group.map((s) => s.ref),
      aguiIndices: [],
    } satisfies Finding;
  });
}
