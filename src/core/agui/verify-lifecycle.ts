/**
 * §A.7 run-level rules (RUN_STARTED / RUN_FINISHED / MESSAGES_SNAPSHOT seeding), steps, subagents,
 * and the global null checks. Messages are those of @ag-ui/client 1.0.0 `verifyEvents`.
 */
import type { VerifyState } from './verify-state';

type Ev = Record<string, unknown>;

const NULL_EXPLANATION = 'AG-UI 1.0 fields are optional, never nullable: a null must be omitted (wire-formats §A.2, §A.5).';

/** Rule 5–7: `subagentRunId: null`, nulls on SUBAGENT_* lifecycle fields, bad outcomes, null interrupt tags. */
export function nullChecks(state: VerifyState, at: number, e: Ev): void {
  const type = e.type as string;
  const report = (code: string, title: string, message: string, explanation = NULL_EXPLANATION) =>
    state.violation(at, { code, title, explanation, message });
  if (e.subagentRunId === null) {
    report(
      'agui-null-subagent',
      `${type} event #${at} carries subagentRunId: null`,
      `Cannot send '${type}' with 'subagentRunId: null'. The field is optional — omit it entirely.`,
    );
  }
  if (type === 'SUBAGENT_STARTED' || type === 'SUBAGENT_FINISHED' || type === 'SUBAGENT_ERROR') {
    const optionals =
      type === 'SUBAGENT_STARTED'
        ? ['description', 'parentSubagentRunId', 'parentToolCallId', 'parentMessageId']
        : type === 'SUBAGENT_FINISHED'
          ? ['outcome']
          : ['code'];
    for (const field of optionals) {
      if (e[field] === null) {
        report(
          'agui-subagent-null-field',
          `${type} event #${at} carries ${field}: null`,
          `Cannot send '${type}' with '${field}: null'. The field is optional — omit it entirely.`,
        );
      }
    }
    const outcome = e.outcome as { type?: unknown; interruptIds?: unknown } | null | undefined;
    if (outcome !== undefined && outcome !== null && outcome.type !== 'success' && outcome.type !== 'suspended') {
      report(
        'agui-subagent-bad-outcome',
        `${type} event #${at} has an unknown outcome type`,
        `Cannot send '${type}' with outcome type '${String(outcome.type)}'. The outcome is either { type: "success" } or { type: "suspended" }.`,
      );
    }
    if (outcome && outcome.interruptIds === null) {
      report(
        'agui-subagent-null-field',
        `${type} event #${at} carries outcome.interruptIds: null`,
        `Cannot send '${type}' with 'outcome.interruptIds: null'. The field is optional — omit it entirely.`,
      );
    }
    if (outcome && Array.isArray(outcome.interruptIds) && outcome.interruptIds.some((id) => typeof id !== 'string')) {
      report(
        'agui-subagent-bad-outcome',
        `${type} event #${at} lists a non-string interrupt id`,
        `Cannot send '${type}' with a non-string entry in 'outcome.interruptIds'. Interrupt ids are strings.`,
      );
    }
  }
  if (type === 'RUN_FINISHED') {
    const outcome = e.outcome as { type?: string; interrupts?: Array<{ id?: string; subagentRunId?: unknown }> } | null;
    if (outcome?.type === 'interrupt' && Array.isArray(outcome.interrupts)) {
      for (const interrupt of outcome.interrupts) {
        if (interrupt && interrupt.subagentRunId === null) {
          report(
            'agui-null-subagent',
            `RUN_FINISHED event #${at} has an interrupt with subagentRunId: null`,
            `Cannot send 'RUN_FINISHED' with an interrupt (id '${interrupt.id}') carrying 'subagentRunId: null'. The field is optional — omit it entirely.`,
          );
        }
      }
    }
  }
}

/** Seeds owners from replayed messages; a message with `subagentRunId: null` is a violation. */
export function seedOwners(state: VerifyState, at: number, raw: unknown, authoritative: boolean): void {
  if (!Array.isArray(raw)) return;
  for (const msg of raw as Array<Record<string, unknown> | null>) {
    if (!msg || typeof msg.id !== 'string') continue;
    if (msg.subagentRunId === null) {
      state.violation(at, {
        code: 'agui-null-subagent',
        title: `Message ${msg.id} in event #${at} carries subagentRunId: null`,
        explanation: NULL_EXPLANATION,
        message: `Cannot send a message (id '${msg.id}') with 'subagentRunId: null'. The field is optional — omit it entirely.`,
      });
      return;
    }
    const tag = typeof msg.subagentRunId === 'string' ? msg.subagentRunId : undefined;
    const bucket =
      msg.role === 'reasoning' ? state.owners.reasoning : msg.role === 'activity' ? state.owners.activity : state.owners.message;
    if (authoritative || !bucket.has(msg.id)) bucket.set(msg.id, { subagentRunId: tag });
    const toolCalls = Array.isArray(msg.toolCalls) ? (msg.toolCalls as Array<{ id?: unknown } | null>) : [];
    for (const tc of toolCalls) {
      if (tc && typeof tc.id === 'string' && (authoritative || !state.owners.toolCall.has(tc.id))) {
        state.owners.toolCall.set(tc.id, { subagentRunId: tag });
      }
    }
  }
}

/** RUN_FINISHED: everything opened must be closed, checked in verifyEvents' order. */
export function runFinished(state: VerifyState, at: number): void {
  const steps: string[] = [];
  const stepAt: number[] = [];
  for (const [owner, names] of state.activeSteps) {
    for (const [name, i] of names) {
      steps.push(owner !== undefined ? `${name} (subagent '${owner}')` : name);
      stepAt.push(i);
    }
  }
  const checks: Array<[string, string, string[], number[], string]> = [
    ['steps', 'steps', steps, stepAt, 'agui-run-finished-open-steps'],
    ['text messages', 'text messages', [...state.activeMessages.keys()], [...state.activeMessages.values()], 'agui-run-finished-open-text'],
    ['reasoning messages', 'reasoning messages', [...state.activeReasoningMessages.keys()], [...state.activeReasoningMessages.values()], 'agui-run-finished-open-reasoning'],
    ['reasoning spans', 'reasoning spans', [...state.activeReasoningSpans.keys()], [...state.activeReasoningSpans.values()], 'agui-run-finished-open-reasoning'],
    ['tool calls', 'tool calls', [...state.activeToolCalls.keys()], [...state.activeToolCalls.values()], 'agui-run-finished-open-tool-calls'],
    ['subagents', 'subagents', [...state.activeSubagents.keys()], [...state.activeSubagents.values()], 'agui-run-finished-open-subagents'],
  ];
  for (const [label, wording, ids, openedAt, code] of checks) {
    if (ids.length === 0) continue;
    const list = ids.join(', ');
    state.violation(at, {
      code,
      title: `RUN_FINISHED while ${label} are still open: ${list}`,
      explanation: `Every ${label.replace(/s$/, '')} opened in a run must be closed before RUN_FINISHED.`,
      message:
        label === 'steps'
          ? `Cannot send 'RUN_FINISHED' while steps are still active: ${list}`
          : `Cannot send 'RUN_FINISHED' while ${wording} are still active: ${list}`,
      related: openedAt,
    });
  }
  state.runFinished = true;
}

export function step(state: VerifyState, at: number, e: Ev): void {
  const name = e.stepName as string;
  const owner = typeof e.subagentRunId === 'string' ? e.subagentRunId : undefined;
  const steps = state.stepsFor(owner);
  if (e.type === 'STEP_STARTED') {
    if (steps.has(name)) {
      state.violation(at, {
        code: 'agui-step-already-active',
        title: `STEP_STARTED for step "${name}" while it is already active`,
        explanation: 'A step name can only be open once per owner.',
        message: `Step "${name}" is already active for 'STEP_STARTED'${owner !== undefined ? ` in subagent '${owner}'` : ''}`,
        related: [steps.get(name) ?? at],
      });
      return;
    }
    steps.set(name, at);
    return;
  }
  if (steps.has(name)) {
    steps.delete(name);
    return;
  }
  for (const [other, names] of state.activeSteps) {
    if (other !== owner && names.has(name)) {
      const who = (o: string | undefined) => (o !== undefined ? `subagent '${o}'` : 'the parent agent');
      state.violation(at, {
        code: 'agui-step-wrong-owner',
        title: `STEP_FINISHED for step "${name}" from a different owner than the one that started it`,
        explanation: 'A step must be finished by whoever started it.',
        message: `Cannot send 'STEP_FINISHED' for step "${name}" attributed to ${who(owner)}: that step is open under ${who(other)}. A step must be finished by whoever started it.`,
        related: [names.get(name) ?? at],
      });
      return;
    }
  }
  state.violation(at, {
    code: 'agui-step-not-started',
    title: `STEP_FINISHED for step "${name}", which was not started`,
    explanation: 'STEP_FINISHED needs a matching STEP_STARTED.',
    message: `Cannot send 'STEP_FINISHED' for step "${name}" that was not started`,
  });
}

export function subagent(state: VerifyState, at: number, e: Ev): void {
  const type = e.type as string;
  const fail = (code: string, title: string, message: string) =>
    state.violation(at, { code, title, explanation: 'Subagent lifecycle (wire-formats §A.7).', message });
  if (typeof e.subagentRunId !== 'string') {
    return fail('agui-subagent-invalid', `${type} without a subagentRunId`, `Cannot send '${type}' without a 'subagentRunId'.`);
  }
  const id = e.subagentRunId;
  if (type === 'SUBAGENT_STARTED') {
    if (typeof e.name !== 'string') return fail('agui-subagent-invalid', `SUBAGENT_STARTED without a name`, `Cannot send 'SUBAGENT_STARTED' without a 'name'.`);
    if (state.activeSubagents.has(id)) {
      return fail('agui-subagent-already-active', `SUBAGENT_STARTED for ${id}, which is already active`, `Cannot send 'SUBAGENT_STARTED': subagent '${id}' is already active. Finish it with 'SUBAGENT_FINISHED' first.`);
    }
    if (state.closedSubagents.has(id)) {
      return fail('agui-subagent-reused', `SUBAGENT_STARTED reuses the finished subagent id ${id}`, `Cannot send 'SUBAGENT_STARTED': subagent '${id}' has already finished in this run. Subagent IDs are per-invocation and cannot be reused.`);
    }
    const parent = e.parentSubagentRunId;
    if (typeof parent === 'string' && !state.activeSubagents.has(parent) && !state.closedSubagents.has(parent)) {
      return fail('agui-subagent-unknown-parent', `SUBAGENT_STARTED names an unknown parent ${parent}`, `Cannot send 'SUBAGENT_STARTED': parentSubagentRunId '${parent}' has not been started in this run.`);
    }
    state.activeSubagents.set(id, at);
    return;
  }
  if (type === 'SUBAGENT_ERROR' && typeof e.message !== 'string') {
    return fail('agui-subagent-invalid', `SUBAGENT_ERROR without a message`, `Cannot send 'SUBAGENT_ERROR' without a 'message'.`);
  }
  if (!state.activeSubagents.has(id)) {
    return fail('agui-subagent-not-active', `${type} for ${id}, which is not active`, `Cannot send '${type}': no active subagent found with ID '${id}'. A 'SUBAGENT_STARTED' event must be sent first.`);
  }
  state.activeSubagents.delete(id);
  state.closedSubagents.add(id);
}
