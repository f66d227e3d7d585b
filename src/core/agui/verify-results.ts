/**
 * Tool-result rules @ag-ui/client's verifyEvents does not check (wire-formats §A.7: "TOOL_CALL_RESULT
 * — never"), but which break a UI: a result for a call it never saw, a result before the call ended,
 * two results for one call, and a stream that stops without RUN_FINISHED / RUN_ERROR.
 */
import type { ContentRef } from '../content/types';
import { dedupeRefs, uniqueSorted } from './flow';
import type { AguiEventRecord, Finding, Severity, VerifyContext } from './types';

function linked(records: AguiEventRecord[], indices: number[]): Pick<Finding, 'wireIndices' | 'contents' | 'aguiIndices'> {
  const aguiIndices = uniqueSorted(indices);
  const involved = aguiIndices.map((i) => records[i]).filter((r): r is AguiEventRecord => !!r);
  const contents: ContentRef[] = dedupeRefs(involved.flatMap((r) => r.contents));
  return { aguiIndices, wireIndices: uniqueSorted(involved.flatMap((r) => r.wireIndices)), contents };
}

function finding(
  records: AguiEventRecord[],
  indices: number[],
  f: { code: string; severity: Severity; title: string; explanation: string; rule: string },
): Finding {
  return { ...f, ...linked(records, indices) };
}

interface CallTrack {
  starts: number[];
  ends: number[];
  results: number[];
  open: boolean;
}

/** Per run (reset on RUN_STARTED): checks every TOOL_CALL_RESULT against its call's lifecycle. */
export function verifyToolResults(records: AguiEventRecord[]): Finding[] {
  const findings: Finding[] = [];
  let calls = new Map<string, CallTrack>();
  const track = (id: string) => {
    let t = calls.get(id);
    if (!t) calls.set(id, (t = { starts: [], ends: [], results: [], open: false }));
    return t;
  };
  records.forEach((record, at) => {
    const e = record.event;
    const id = e.toolCallId as string;
    if (e.type === 'RUN_STARTED') calls = new Map();
    else if (e.type === 'TOOL_CALL_START') Object.assign(track(id), { open: true }).starts.push(at);
    else if (e.type === 'TOOL_CALL_END') {
      const t = track(id);
      t.ends.push(at);
      t.open = false;
    } else if (e.type === 'TOOL_CALL_RESULT') {
      const t = track(id);
      if (t.starts.length === 0) {
        findings.push(
          finding(records, [at, ...t.ends], {
            code: 'tool-result-unknown-call',
            severity: 'warning',
            title: `TOOL_CALL_RESULT for ${id}, a tool call this run never started`,
            explanation:
              'MAF emits TOOL_CALL_END + TOOL_CALL_RESULT for every function_result / MCP result, even when no ' +
              'TOOL_CALL_START was sent for that id (spec maf-parser.md §6.3). @ag-ui/client accepts it and appends ' +
              'a tool message with no matching call, which most UIs cannot place.',
            rule: 'spec maf-parser.md §6.3; wire-formats §A.6 (reducer appends unknown results at the end)',
          }),
        );
      } else if (t.open) {
        findings.push(
          finding(records, [at, ...t.starts], {
            code: 'tool-result-before-end',
            severity: 'warning',
            title: `TOOL_CALL_RESULT for ${id} arrives before its TOOL_CALL_END`,
            explanation:
              'A result should follow the end of the call it answers. verifyEvents accepts it (wire-formats §A.7), ' +
              'but the call is still streaming arguments when the UI already shows its result.',
            rule: 'wire-formats §A.7 (not checked by verifyEvents)',
          }),
        );
      }
      if (t.results.length > 0) {
        findings.push(
          finding(records, [at, ...t.results], {
            code: 'tool-result-duplicate',
            severity: 'warning',
            title: `Second TOOL_CALL_RESULT for ${id}`,
            explanation:
              'The same call got more than one result, so the UI shows two tool messages. Without the item-id ' +
              'dedup of #8078, a function_call_output sent on both .added and .done produces two results ' +
              '(spec maf-parser.md §3.2 rule 2).',
            rule: 'spec maf-parser.md §3.2; wire-formats §A.7 (not checked by verifyEvents)',
          }),
        );
      }
      t.results.push(at);
    }
  });
  return findings;
}

/** The last run must end with RUN_FINISHED or RUN_ERROR (verifyEvents has no completion check). */
export function verifyTermination(records: AguiEventRecord[], context?: Pick<VerifyContext, 'runError'>): Finding[] {
  let lastStart = -1;
  records.forEach((r, i) => {
    if (r.event.type === 'RUN_STARTED') lastStart = i;
  });
  const tail = records.slice(Math.max(lastStart, 0));
  if (records.length > 0 && tail.some((r) => r.event.type === 'RUN_FINISHED' || r.event.type === 'RUN_ERROR')) return [];
  const last = records.length - 1;
  const runError = context?.runError;
  const explanation = runError
    ? `The run raised ${runError.split(':')[0]} ("${runError.slice(0, 200)}${runError.length > 200 ? '…' : ''}"). ` +
      'openai-python raises APIError for any SSE payload with a top-level `error` object and MAF wraps it, so the ' +
      "AG-UI stream stops after RUN_STARTED; MAF's HTTP endpoint would then send RUN_ERROR {message: \"An internal " +
      `error has occurred while streaming events.", code: "${runError.split(':')[0]}"} (spec maf-parser.md §6.1, §12 D1).`
    : 'A client waits for RUN_FINISHED or RUN_ERROR to know the run is over; verifyEvents does not check this ' +
      '(wire-formats §A.7), so the UI may show the run as still running forever.';
  return [
    finding(records, last >= 0 ? [last] : [], {
      code: 'stream-without-terminal',
      severity: runError ? 'error' : 'warning',
      title: runError
        ? 'The run stopped with an error: the stream ends without RUN_FINISHED or RUN_ERROR'
        : records.length === 0
          ? 'The AG-UI stream is empty'
          : 'The stream ends without RUN_FINISHED or RUN_ERROR',
      explanation,
      rule: runError ? 'spec maf-parser.md §12 D1, §6.1' : 'wire-formats §A.7 (not checked by verifyEvents)',
    }),
  ];
}
