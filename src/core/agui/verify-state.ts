/**
 * State of the non-fatal re-implementation of `@ag-ui/client`'s `verifyEvents` (wire-formats §A.7).
 * Upstream throws at the first violation; we record a Finding and keep going, so a user sees every
 * violation. Each open entity remembers the event index that opened it, for the finding's links.
 */
import type { ContentRef } from '../content/types';
import { dedupeRefs, uniqueSorted } from './flow';
import type { AguiEventRecord, Finding } from './types';

export interface Owner {
  subagentRunId?: string;
}

export interface Violation {
  code: string;
  title: string;
  explanation: string;
  /** The exact AGUIError message `verifyEvents` throws for this event. */
  message: string;
  /** Other AG-UI events involved (e.g. the START of a call that is re-opened). */
  related?: number[];
}

export const A7_RULE = 'wire-formats.md §A.7 (@ag-ui/client 1.0.0 verifyEvents)';

export class VerifyState {
  readonly findings: Finding[] = [];
  activeMessages = new Map<string, number>();
  activeToolCalls = new Map<string, number>();
  activeReasoningSpans = new Map<string, number>();
  activeReasoningMessages = new Map<string, number>();
  /** Tool call ids started in this run (to tell "never started" from "already ended"). */
  startedToolCalls = new Map<string, number>();
  owners = {
    message: new Map<string, Owner>(),
    toolCall: new Map<string, Owner>(),
    activity: new Map<string, Owner>(),
    reasoning: new Map<string, Owner>(),
  };
  /** owner (subagentRunId or undefined) → step name → opening event index. */
  activeSteps = new Map<string | undefined, Map<string, number>>();
  activeSubagents = new Map<string, number>();
  closedSubagents = new Set<string>();
  runFinished = false;
  runError = false;
  runStarted = false;
  firstEventReceived = false;

  constructor(readonly records: AguiEventRecord[]) {}

  resetRun(): void {
    this.activeMessages.clear();
    this.activeToolCalls.clear();
    this.activeReasoningSpans.clear();
    this.activeReasoningMessages.clear();
    this.startedToolCalls.clear();
    for (const map of Object.values(this.owners)) map.clear();
    this.activeSteps.clear();
    this.activeSubagents.clear();
    this.closedSubagents.clear();
    this.runFinished = false;
    this.runError = false;
    this.runStarted = true;
  }

  stepsFor(owner: string | undefined): Map<string, number> {
    let steps = this.activeSteps.get(owner);
    if (!steps) {
      steps = new Map();
      this.activeSteps.set(owner, steps);
    }
    return steps;
  }

  violation(at: number, v: Violation): void {
    const aguiIndices = uniqueSorted([at, ...(v.related ?? [])]);
    const involved = aguiIndices.map((i) => this.records[i]).filter((r): r is AguiEventRecord => !!r);
    const contents: ContentRef[] = dedupeRefs(involved.flatMap((r) => r.contents));
    this.findings.push({
      code: v.code,
      severity: 'error',
      title: v.title,
      explanation: `${v.explanation} @ag-ui/client's verifyEvents rejects this event ("${v.message}") and errors the run.`,
      rule: A7_RULE,
      wireIndices: uniqueSorted(involved.flatMap((r) => r.wireIndices)),
      contents,
      aguiIndices,
      verifyEventsMessage: v.message,
    });
  }
}

/** A continuation/close must not disagree with its opener's subagent (an absent tag never does). */
export function subagentTagError(
  eventType: string,
  tag: string | undefined,
  owner: Owner | undefined,
  entityKind: string,
  entityId: string,
): string | undefined {
  if (tag === undefined) return undefined;
  if (owner && owner.subagentRunId !== tag) {
    return `Cannot send '${eventType}': subagentRunId '${tag}' does not match the ${entityKind} '${entityId}' opener's subagent '${owner.subagentRunId ?? '(the parent agent)'}'.`;
  }
  return undefined;
}

export function ownerMismatch(
  state: VerifyState,
  at: number,
  message: string,
  entityKind: string,
  entityId: string,
  related: number[] = [],
): void {
  state.violation(at, {
    code: 'agui-subagent-owner-mismatch',
    title: `Event #${at} is attributed to a different subagent than the ${entityKind} ${entityId} it continues`,
    explanation:
      'Every continuation or close must carry the same subagentRunId as the event that opened the entity (or none).',
    message,
    related,
  });
}

/** The event's `subagentRunId` (null is reported by a global rule and treated as absent). */
export function tagOf(event: Record<string, unknown>): string | undefined {
  return typeof event.subagentRunId === 'string' ? event.subagentRunId : undefined;
}
