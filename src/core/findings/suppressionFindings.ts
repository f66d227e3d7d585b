import type { AguiRun, Finding } from '../agui/types';
import type { ParseStep } from '../trace-types';

/**
 * MAF's bridge skips a text (or arguments) chunk equal to everything accumulated so far, to avoid
 * re-sending a full-message replay. A genuine repeat ("ha" + "ha") is skipped too, and the AG-UI
 * client then shows less than the model produced — worth a warning every time it happens.
 */
export function suppressionFindings(agui: AguiRun, steps: ParseStep[]): Finding[] {
  const stepByIndex = new Map(steps.map((s) => [s.index, s]));
  return (agui.suppressed ?? []).map((s) => {
    const content = stepByIndex.get(s.ref.wireIndex)?.update?.contents[s.ref.contentIndex];
    const chunk = String(s.reason === 'text-replay-guard' ? content?.text ?? '' : typeof content?.arguments === 'string' ? content.arguments : JSON.stringify(content?.arguments ?? ''));
    const shown = JSON.stringify(chunk.length > 40 ? `${chunk.slice(0, 39)}…` : chunk);
    const what = s.reason === 'text-replay-guard' ? 'TEXT_MESSAGE_CONTENT' : 'TOOL_CALL_ARGS';
    return {
      code: s.reason,
      severity: 'warning',
      title: `${what} ${shown} from event ${s.ref.wireIndex} was not sent: it equals everything ${s.reason === 'text-replay-guard' ? 'streamed' : 'accumulated'} so far`,
      explanation: `MAF's AG-UI bridge skips a chunk equal to the whole accumulated ${s.reason === 'text-replay-guard' ? 'message text' : 'arguments'} (a guard against providers that replay the full value at the end). When the chunk is a genuine repeat, AG-UI clients show less than the model produced; the aggregated message still has it.`,
      rule: 'spec §6.3 (replay guards)',
      wireIndices: [s.ref.wireIndex],
      contents: [s.ref],
      aguiIndices: [],
    };
  });
}
