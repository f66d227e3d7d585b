import type { Finding } from '../agui/types';
import { clientRaisesOn } from '../agui/client-error';
import type { Aggregation } from '../trace-types';
import type { DecodedInput, WireEvent, WireProblemKind } from '../wire/types';

const PROBLEM_TITLES: Record<WireProblemKind, string> = {
  invalid_json: 'invalid JSON',
  not_an_object: 'the payload is not a JSON object',
  missing_type: 'no event type',
  event_name_mismatch: 'the SSE event name differs from the payload type',
  unterminated_frame: 'the last SSE frame is not terminated',
  sequence_out_of_order: 'sequence_number repeats or goes back',
};

const finding = (f: Omit<Finding, 'contents' | 'aguiIndices'> & Partial<Pick<Finding, 'contents' | 'aguiIndices'>>): Finding => ({ contents: [], aguiIndices: [], ...f });

/**
 * Findings about the input and the aggregation, beside the AG-UI verifier's: what a user must know
 * before trusting the panes (bad events, what a real client would have done differently).
 */
export function inputFindings(input: DecodedInput, aggregation: Aggregation): Finding[] {
  const findings: Finding[] = [];
  // One finding per problem kind: a damaged paste with thousands of bad lines stays readable.
  const byKind = new Map<WireProblemKind, Array<{ event: WireEvent; message: string }>>();
  for (const event of input.events) {
    for (const problem of event.problems) byKind.set(problem.kind, [...(byKind.get(problem.kind) ?? []), { event, message: problem.message }]);
  }
  for (const [kind, hits] of byKind) {
    const first = hits[0];
    const where = `event ${first.event.index} (line ${first.event.line}, byte ${first.event.byteOffset})`;
    findings.push(finding({
      code: `wire-${kind.replace(/_/g, '-')}`,
      severity: kind === 'invalid_json' || kind === 'not_an_object' ? 'error' : 'warning',
      title: hits.length === 1 ? `Event ${first.event.index} (line ${first.event.line}, byte ${first.event.byteOffset}): ${first.message}` : `${hits.length} events: ${PROBLEM_TITLES[kind]} (first at ${where})`,
      explanation: kind === 'unterminated_frame'
        ? 'The last SSE frame has no terminating blank line. The inspector parses it (as the golden harness does), but the openai SDK decoder drops it, so a real client would lose this event (spec §12 D9).'
        : `${hits.length === 1 ? '' : `First: ${first.message} `}These events could not be used as they are, or arrived out of order; every other event is still parsed.`,
      rule: 'wire decoding',
      wireIndices: hits.map((h) => h.event.index),
    }));
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
