import { emitAgui } from './agui/emit';
import { randomIds, sequentialIds } from './agui/ids';
import { buildVerifyContext } from './agui/verify-context';
import { sortFindings, verifyAgui } from './agui/verify';
import { inputFindings } from './findings/inputFindings';
import { suppressionFindings } from './findings/suppressionFindings';
import type { AguiRun } from './agui/types';
import { aggregateUpdates } from './content/aggregate';
import { parseWireEvents } from './parse';
import { DEFAULT_PROFILE, getProfile, type ParserSwitches } from './profiles';
import { isObject } from './util';
import type { ChatResponse } from './content/types';
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
function runAgui(input: DecodedInput, steps: ParseStep[], switches: ParserSwitches, newId: IdFactory): AguiRun {
  const payloads = new Map(input.events.map((e) => [e.index, e.json]));
  const updates = steps.flatMap((s) => {
    if (!s.update || s.error) return [];
    const runError = switches.aguiRunError ? runErrorOf(payloads.get(s.index)) : undefined;
    return [{ wireIndex: s.index, update: s.update, ...(runError ? { runError } : {}) }];
  });
  const behaviour = { startOncePerCall: switches.aguiStartOncePerCall, mcpResultText: switches.aguiMcpResultText };
  return emitAgui({ updates, newId, behaviour });
}

/** Proposed (aguiRunError): the message and code of a stream `error` event or a `response.failed`. */
function runErrorOf(payload: unknown): { message: string; code?: string } | undefined {
  if (!isObject(payload)) return undefined;
  const source = payload.type === 'error' ? (isObject(payload.error) ? payload.error : payload)
    : payload.type === 'response.failed' && isObject(payload.response) ? (isObject(payload.response.error) ? payload.response.error : {}) : undefined;
  if (!source) return undefined;
  const message = typeof source.message === 'string' && source.message ? source.message : `${String(payload.type)} without a message`;
  return { message, ...(typeof source.code === 'string' ? { code: source.code } : {}) };
}

/** A non-streaming response is built directly; its contents are the one step's contents, in order. */
function directAggregation(response: ChatResponse, wireIndex: number): Aggregation {
  let contentIndex = 0;
  const sources = response.messages.map((m) => m.contents.map(() => [{ wireIndex, contentIndex: contentIndex++ }]));
  return { response, decisions: [], logs: [], sources };
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
  const aggregation = directResponse ? directAggregation(directResponse, steps[0]?.index ?? 0) : aggregate(steps, profile.switches.callIdMerge);
  const agui = runAgui(input, steps, profile.switches, idFactory(options.ids));
  const verified = verifyAgui(agui.events, buildVerifyContext(input.events));
  const findings = sortFindings([...inputFindings(input, aggregation), ...verified, ...suppressionFindings(agui, steps)]);
  return { profile: profile.name, input, steps, aggregation, agui, findings };
}
