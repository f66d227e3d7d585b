import { emitAgui } from './agui/emit';
import { randomIds, sequentialIds } from './agui/ids';
import { buildVerifyContext } from './agui/verify-context';
import { sortFindings, verifyAgui } from './agui/verify';
import { inputFindings } from './findings/inputFindings';
import type { AguiRun } from './agui/types';
import { aggregateUpdates } from './content/aggregate';
import { parseWireEvents } from './parse';
import { DEFAULT_PROFILE, getProfile } from './profiles';
import type { Aggregation, ParseStep, Trace } from './trace-types';
import { decodeInput } from './wire/decode';
import type { DecodedInput } from './wire/types';

export type IdFactory = () => string;

export interface TraceOptions {
  profile?: string;
  /** The model name a client would be configured with (goldens: "client-model"). */
  clientModel?: string;
  /** Reset parser state per response in a concatenated paste (default true; goldens: false). */
  splitTurns?: boolean;
  /** Generated AG-UI ids: sequential (deterministic, default) or random. */
  ids?: 'sequential' | 'random' | IdFactory;
}

function idFactory(ids: TraceOptions['ids']): IdFactory {
  if (typeof ids === 'function') return ids;
  return ids === 'random' ? randomIds() : sequentialIds();
}

function aggregate(steps: ParseStep[], callIdMerge: boolean): Aggregation {
  const inputs = steps.flatMap((s) => (s.update && !s.error ? [{ wireIndex: s.index, update: s.update }] : []));
  const result = aggregateUpdates(inputs, { callIdMerge });
  return { response: result.response, error: result.error, decisions: result.decisions, logs: result.logs, sources: result.sources };
}

/**
 * The AG-UI run as the parser sees every event (the golden's `agui`). What a real client sees when
 * the SDK raises on an error payload is reported separately (`http_replay`, findings).
 */
function runAgui(steps: ParseStep[], newId: IdFactory): AguiRun {
  const updates = steps.flatMap((s) => (s.update && !s.error ? [{ wireIndex: s.index, update: s.update }] : []));
  return emitAgui({ updates, newId });
}

/** Input text + profile → Trace. Pure and deterministic for a given id factory. */
export function buildTrace(text: string, options: TraceOptions = {}): Trace {
  return buildTraceFromDecoded(decodeInput(text), options);
}

export function buildTraceFromDecoded(input: DecodedInput, options: TraceOptions = {}): Trace {
  const profile = getProfile(options.profile ?? DEFAULT_PROFILE);
  const { steps, directResponse } = parseWireEvents(input, {
    switches: profile.switches,
    clientModel: options.clientModel ?? 'client-model',
    splitTurns: options.splitTurns ?? true,
  });
  const aggregation = directResponse
    ? { response: directResponse, decisions: [], logs: [], sources: [directResponse.messages[0].contents.map((_, contentIndex) => [{ wireIndex: 0, contentIndex }])] }
    : aggregate(steps, profile.switches.callIdMerge);
  const agui = runAgui(steps, idFactory(options.ids));
  const verified = verifyAgui(agui.events, buildVerifyContext(input.events));
  const findings = sortFindings([...inputFindings(input, aggregation), ...verified]);
  return { profile: profile.name, input, steps, aggregation, agui, findings };
}
