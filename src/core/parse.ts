import { parseChatCompletion } from './chat/parseCompletion';
import { newChatStreamState, parseChatChunk } from './chat/parseChunk';
import type { ChatResponse } from './content/types';
import type { ParserSwitches } from './profiles';
import { parseResponseObject } from './responses/parseResponseObject';
import { parseResponsesEvent } from './responses/parseStreamEvent';
import { pythonSdkConstruction } from './responses/pythonSdk';
import { newResponsesStreamState, type ParseOptions } from './responses/state';
import type { ParseStep } from './trace-types';
import { isObject } from './util';
import type { DecodedInput, WireEvent } from './wire/types';

export interface ParseStageOptions {
  switches: ParserSwitches;
  clientModel: string;
  store?: boolean;
  /**
   * Reset per-stream state at each new response in a concatenated paste, as a live client does.
   * Off reproduces the golden harness, which treats a whole file as one stream (spec §12 D8).
   */
  splitTurns: boolean;
}

export interface ParseStageResult {
  steps: ParseStep[];
  /** Set for a non-streaming Response object: MAF builds the ChatResponse directly (spec §2). */
  directResponse?: ChatResponse;
}

function failedStep(event: WireEvent): ParseStep {
  const problem = event.problems.find((p) => p.kind === 'invalid_json' || p.kind === 'not_an_object');
  const message = problem?.message ?? 'payload is not a JSON object';
  return {
    index: event.index,
    type: event.type,
    update: null,
    error: `JSONDecodeError: ${message}`,
    decisions: [{ kind: 'error', wireIndex: event.index, summary: `Not parsed: ${message}. The update is left out of aggregation; the events around it are unaffected.`, rule: 'golden FORMAT.md updates[i].error' }],
    logs: [],
  };
}

/** Runs the parser the profile selects over every wire event, one ParseStep per event. */
export function parseWireEvents(input: DecodedInput, opts: ParseStageOptions): ParseStageResult {
  const parseOptions: ParseOptions = { clientModel: opts.clientModel, store: opts.store, switches: opts.switches };
  const steps: ParseStep[] = [];
  let directResponse: ChatResponse | undefined;
  let state = newResponsesStreamState();
  let chatState = newChatStreamState();
  let turn = 0;
  for (const event of input.events) {
    if (!isObject(event.json)) {
      steps.push(failedStep(event));
      continue;
    }
    if (opts.splitTurns && event.turn !== turn) {
      turn = event.turn;
      state = newResponsesStreamState();
      chatState = newChatStreamState();
    }
    if (input.format === 'response-object' && input.api === 'chat.completions') {
      const parsed = parseChatCompletion(event.json, event.index);
      directResponse = parsed.response;
      steps.push({ index: event.index, type: event.type, update: parsed.update, decisions: parsed.recorder.decisions, logs: parsed.recorder.logs });
      continue;
    }
    if (input.api === 'chat.completions') {
      const { update, recorder } = parseChatChunk(event.json, event.index, opts.switches.indexTracking ? chatState : undefined);
      steps.push({ index: event.index, type: event.type, update, skipped: update === null || undefined, decisions: recorder.decisions, logs: recorder.logs });
      continue;
    }
    if (input.format === 'response-object') {
      const parsed = parseResponseObject(event.json, event.index, parseOptions);
      directResponse = parsed.response;
      steps.push({ index: event.index, type: event.type, update: parsed.update, decisions: parsed.recorder.decisions, logs: parsed.recorder.logs });
      continue;
    }
    const { update, recorder } = parseResponsesEvent(event.json, event.index, state, parseOptions);
    const step: ParseStep = { index: event.index, type: event.type, update, decisions: recorder.decisions, logs: recorder.logs };
    const sdk = pythonSdkConstruction(event.json);
    if (sdk) step.sdk = sdk;
    steps.push(step);
  }
  return { steps, directResponse };
}
