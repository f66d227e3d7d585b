import type { Content } from '../content/types';
import type { Decision, DecisionKind, LogRecord } from '../decisions';
import { shortJson } from '../util';

export const OPENAI_LOGGER = 'agent_framework.openai';

type DecisionExtra = Pick<Decision, 'itemId' | 'callId' | 'outputIndex'>;

/**
 * Collects what the parser does with one wire event: the Content it emits (in order), the decision
 * behind each, and the log lines MAF would write. One recorder per wire event.
 */
export class StepRecorder {
  readonly contents: Content[] = [];
  readonly decisions: Decision[] = [];
  readonly logs: LogRecord[] = [];

  constructor(readonly wireIndex: number) {}

  emit(content: Content, summary: string, rule: string, extra: DecisionExtra = {}): void {
    const contentIndex = this.contents.length;
    this.contents.push(content);
    this.decisions.push({ kind: 'emitted', wireIndex: this.wireIndex, summary, rule, ...extra, contents: [{ wireIndex: this.wireIndex, contentIndex }] });
  }

  decide(kind: DecisionKind, summary: string, rule: string, extra: DecisionExtra = {}): void {
    this.decisions.push({ kind, wireIndex: this.wireIndex, summary, rule, ...extra });
  }

  log(summary: string, payload: unknown, level: LogRecord['level'] = 'debug'): void {
    this.logs.push({
      index: this.wireIndex,
      phase: 'parse',
      level,
      logger: OPENAI_LOGGER,
      summary,
      message: `${summary}: ${shortJson(payload, Math.max(0, 198 - summary.length))}`.slice(0, 200),
    });
  }

  /** MAF's catch-all: "Unparsed event of type: <type>" at debug level, nothing emitted. */
  unparsed(eventType: string, payload: unknown, rule: string, extra: DecisionExtra = {}, why?: string): void {
    const summary = `Unparsed event of type: ${eventType}`;
    this.log(summary, payload);
    this.decide('unparsed', why ?? `No handler for ${eventType}: dropped with a debug log.`, rule, extra);
  }
}
