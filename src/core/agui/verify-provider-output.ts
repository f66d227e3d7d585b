/**
 * The key symptom of issue #8068: a tool call ends without a TOOL_CALL_RESULT although the provider
 * executed it and streamed its output. The legacy Responses parser drops `function_call_output`
 * items (spec maf-parser.md §3.1), so no function_result Content exists and the AG-UI bridge closes
 * the call with the declaration-only fallback TOOL_CALL_END (§6.4). PR #8078 fixes the parser.
 */
import type { ContentRef } from '../content/types';
import { dedupeRefs, uniqueSorted } from './flow';
import type { AguiEventRecord, Finding, VerifyContext } from './types';

function wireList(indices: number[]): string {
  return indices.map((i) => `#${i}`).join(', ');
}

export function verifyProviderOutputs(records: AguiEventRecord[], context: VerifyContext): Finding[] {
  const findings: Finding[] = [];
  for (const [callId, outputWire] of context.providerOutputs) {
    const related = records.filter((r) => r.event.toolCallId === callId);
    const results = related.filter((r) => r.event.type === 'TOOL_CALL_RESULT');
    if (results.length > 0) continue;
    const starts = related.filter((r) => r.event.type === 'TOOL_CALL_START');
    const ends = related.filter((r) => r.event.type === 'TOOL_CALL_END');
    const outputType = context.providerOutputTypes?.get(callId) ?? 'function_call_output';
    const wireIndices = uniqueSorted(outputWire);
    if (starts.length === 0 && ends.length === 0) {
      const declared = context.callWireIndices?.get(callId) ?? [];
      findings.push({
        code: 'provider-output-for-unseen-call',
        severity: 'warning',
        title: `The provider sent output for tool call ${callId}, but AG-UI never showed that call`,
        explanation:
          `Wire event(s) ${wireList(wireIndices)} carry the output of ${callId} (${outputType}), yet no AG-UI event ` +
          'mentions the call. A Responses function call whose arguments arrive only on output_item.done vanishes ' +
          'in the legacy parser (spec maf-parser.md §11.4), and function_call_output items are dropped (§3.1).',
        rule: 'spec maf-parser.md §3.1, §11.4; issue #8068',
        wireIndices: uniqueSorted([...wireIndices, ...declared]),
        contents: [],
        aguiIndices: [],
      });
      continue;
    }
    const involved = [...starts, ...related.filter((r) => r.event.type === 'TOOL_CALL_ARGS'), ...ends];
    const contents: ContentRef[] = dedupeRefs(involved.flatMap((r) => r.contents));
    const ended = ends.length > 0;
    findings.push({
      code: 'tool-call-missing-provider-result',
      severity: 'error',
      title: ended
        ? `tool call ${callId} ended without a result although the provider sent its output`
        : `tool call ${callId} never got a result although the provider sent its output`,
      explanation:
        `The provider executed ${callId} server-side and streamed its output (${outputType}, wire ` +
        `${wireList(wireIndices)}). MAF's legacy Responses parser drops function_call_output items (spec ` +
        'maf-parser.md §3.1), so no function_result Content reaches the AG-UI bridge: the call is closed by the ' +
        'declaration-only fallback TOOL_CALL_END at the end of the run and no TOOL_CALL_RESULT is ever sent ' +
        '(§6.4; issue #8068). PR #8078 parses function_call_output so the result reaches AG-UI as ' +
        'TOOL_CALL_END + TOOL_CALL_RESULT where the output item arrives (§3.2).',
      rule: 'spec maf-parser.md §3.1, §3.2, §6.4; issue #8068; PR #8078',
      wireIndices,
      contents,
      aguiIndices: uniqueSorted(involved.map((r) => r.index)),
    });
  }
  return findings;
}
