import type { Finding } from '../agui/types';
import { clientRaisesOn } from '../agui/client-error';
import type { Aggregation } from '../trace-types';
import type { DecodedInput } from '../wire/types';

const finding = (f: Omit<Finding, 'contents' | 'aguiIndices'> & Partial<Pick<Finding, 'contents' | 'aguiIndices'>>): Finding => ({ contents: [], aguiIndices: [], ...f });

/**
 * Findings about the input and the aggregation, beside the AG-UI verifier's: what a user must know
 * before trusting the panes (bad events, what a real client would have done differently).
 */
export function inputFindings(input: DecodedInput, aggregation: Aggregation): Finding[] {
  const findings: Finding[] = [];
  for (const event of input.events) {
    for (const problem of event.problems) {
      findings.push(finding({
        code: `wire-${problem.kind.replace(/_/g, '-')}`,
        severity: problem.kind === 'invalid_json' || problem.kind === 'not_an_object' ? 'error' : 'warning',
        title: `Event ${event.index} (line ${event.line}, byte ${event.byteOffset}): ${problem.message}`,
        explanation: problem.kind === 'unterminated_frame'
          ? 'The last SSE frame has no terminating blank line. The inspector parses it (as the golden harness does), but the openai SDK decoder drops it, so a real client would lose this event (spec §12 D9).'
          : 'This event could not be used as it is; every other event is still parsed.',
        rule: 'wire decoding',
        wireIndices: [event.index],
      }));
    }
  }
  for (const problem of input.problems) {
    findings.push(finding({ code: 'input-problem', severity: 'warning', title: `Line ${problem.line} (byte ${problem.byteOffset}): ${problem.message}`, explanation: 'This part of the input belongs to no event and was skipped.', rule: 'wire decoding', wireIndices: [] }));
  }
  const raising = input.events.find((e) => clientRaisesOn(e.json));
  if (raising) {
    findings.push(finding({
      code: 'client-raises-on-error-payload',
      severity: 'error',
      title: `A real client stops at event ${raising.index}: openai-python raises on its top-level "error"`,
      explanation: 'openai-python\'s stream raises APIError for any payload with a truthy top-level `error` key, so MAF never parses this event or anything after it: the client raises ChatClientException and the AG-UI endpoint ends the run with RUN_ERROR after RUN_STARTED. The panes show what the parser does when it is given every event (spec §12 D1).',
      rule: 'spec §12 D1',
      wireIndices: [raising.index],
    }));
  }
  if (aggregation.error) {
    findings.push(finding({
      code: 'aggregation-raised',
      severity: 'error',
      title: `Aggregating the updates raised ${aggregation.error}`,
      explanation: 'ChatResponse.from_updates does not catch a string + dict argument clash between two chunks of one call, so the whole response fails (spec §5.3, §11.10).',
      rule: 'spec §5.3',
      wireIndices: aggregation.decisions.map((d) => d.wireIndex).filter((i): i is number => i !== null).slice(-1),
    }));
  }
  return findings;
}
