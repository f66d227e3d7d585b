import type { AguiEvent, Finding } from '../agui/types';
import type { Trace } from '../trace-types';
import { str } from '../util';
import { edgeFor, MACHINES, machineOf, type MachineKind } from './lifecycleMachines';
import { emittedBy, lastWireIndex } from './stateAsOf';

/** One run / message / tool call / reasoning span and the state it is in. */
export interface MachineInstance {
  id: string;
  /** Tool name, message role. */
  name: string | null;
  state: string;
  /** The AG-UI event that last moved it. */
  lastIndex: number;
}

/** One AG-UI event seen as a transition of its lifecycle. */
export interface Transition {
  instance: string;
  from: string;
  to: string;
  type: string;
  aguiIndex: number;
  /** The diagram has this edge (a transition the lifecycle allows). */
  legal: boolean;
  /** `verifyEvents`' error message when the verifier rejects this event (wire-formats §A.7). */
  rejected?: string;
  /** Emitted at the end of the run (spec §6.4), not while processing a wire event. */
  endOfRun: boolean;
}

export interface MachineView {
  kind: MachineKind;
  instances: MachineInstance[];
  /** The instance the diagram shows: the one the latest event of this kind moved. */
  focus: MachineInstance | null;
  /** Transitions fired by the AG-UI events emitted at this step. */
  transitions: Transition[];
}

export interface LifecycleAt {
  wireIndex: number;
  machines: MachineView[];
}

const PREFIXES: Array<[string, MachineKind]> = [
  ['TEXT_MESSAGE_', 'text-message'],
  ['TOOL_CALL_', 'tool-call'],
  ['REASONING_', 'reasoning'],
];

/**
 * The AG-UI event verifyEvents rejects in each of its findings: the verifier reports the event it
 * is processing, and the events it relates (the START of a re-opened call …) all came before it.
 */
export function rejectedEvents(findings: Finding[]): Map<number, Finding> {
  const byEvent = new Map<number, Finding>();
  for (const finding of findings) {
    if (finding.verifyEventsMessage === undefined || finding.aguiIndices.length === 0) continue;
    const at = Math.max(...finding.aguiIndices);
    if (!byEvent.has(at)) byEvent.set(at, finding);
  }
  return byEvent;
}

class Replay {
  readonly instances = new Map<MachineKind, Map<string, MachineInstance>>(MACHINES.map((m) => [m.kind, new Map()]));
  private readonly last = new Map<MachineKind, MachineInstance>();
  private runs = 0;

  private instanceFor(kind: MachineKind, id: string | undefined, at: number): MachineInstance {
    const all = this.instances.get(kind)!;
    const key = id ?? this.last.get(kind)?.id ?? '?';
    let instance = all.get(key);
    if (!instance) {
      instance = { id: key, name: null, state: 'idle', lastIndex: at };
      all.set(key, instance);
    }
    return instance;
  }

  /** The machine and instance an event moves (null for events outside every lifecycle). */
  route(event: AguiEvent, at: number): [MachineKind, MachineInstance] | null {
    const { type } = event;
    if (type === 'REASONING_ENCRYPTED_VALUE') {
      const entity = str(event.entityId);
      if (event.subtype === 'tool-call') return ['tool-call', this.instanceFor('tool-call', entity, at)];
      const text = entity !== undefined && this.instances.get('text-message')!.has(entity) && !this.instances.get('reasoning')!.has(entity);
      return text ? ['text-message', this.instanceFor('text-message', entity, at)] : ['reasoning', this.instanceFor('reasoning', entity, at)];
    }
    const kind = PREFIXES.find(([prefix]) => type.startsWith(prefix))?.[1];
    if (kind === 'tool-call') return [kind, this.instanceFor(kind, str(event.toolCallId), at)];
    if (kind) return [kind, this.instanceFor(kind, str(event.messageId), at)];
    if (!machineOf('run').types.includes(type)) return null;
    // A RUN_STARTED after the run ended starts a new run (multiple runs per stream are legal, §A.7).
    const current = this.last.get('run');
    const newRun = !current || (type === 'RUN_STARTED' && current.state !== 'running');
    return ['run', newRun ? this.instanceFor('run', `run ${++this.runs}`, at) : current];
  }

  apply(kind: MachineKind, instance: MachineInstance, event: AguiEvent, at: number): { from: string; to: string; legal: boolean } {
    const machine = machineOf(kind);
    const from = instance.state;
    const to = machine.targets[event.type] ?? from;
    instance.state = to;
    instance.lastIndex = at;
    if (event.type === 'TOOL_CALL_START') instance.name ??= str(event.toolCallName) ?? null;
    if (event.type === 'TEXT_MESSAGE_START') instance.name ??= str(event.role) ?? null;
    this.last.set(kind, instance);
    return { from, to, legal: edgeFor(machine, from, event.type)?.to === to };
  }

  focus(kind: MachineKind): MachineInstance | null {
    return this.last.get(kind) ?? null;
  }
}

/**
 * Where each AG-UI lifecycle stands once the stream reached `wireIndex`, and which transitions
 * the events emitted at that step fired (the last step includes the end-of-run events).
 * Replays the AG-UI events emitted so far through the machines of `lifecycleMachines.ts`.
 */
export function lifecycleStateAt(trace: Trace, wireIndex: number): LifecycleAt {
  const finished = wireIndex >= lastWireIndex(trace);
  const rejected = rejectedEvents(trace.findings);
  const replay = new Replay();
  const fired = new Map<MachineKind, Transition[]>(MACHINES.map((m) => [m.kind, []]));
  for (const record of trace.agui.events) {
    if (!emittedBy(record, wireIndex, finished)) continue;
    const routed = replay.route(record.event, record.index);
    if (!routed) continue;
    const [kind, instance] = routed;
    const moved = replay.apply(kind, instance, record.event, record.index);
    const now = record.emittedAt === wireIndex || (finished && record.emittedAt === null);
    if (!now) continue;
    const finding = rejected.get(record.index);
    fired.get(kind)!.push({
      instance: instance.id,
      ...moved,
      type: record.event.type,
      aguiIndex: record.index,
      ...(finding ? { rejected: finding.verifyEventsMessage } : {}),
      endOfRun: record.emittedAt === null,
    });
  }
  return {
    wireIndex,
    machines: MACHINES.map((m) => ({
      kind: m.kind,
      instances: [...replay.instances.get(m.kind)!.values()].map((i) => ({ ...i })),
      focus: replay.focus(m.kind) ? { ...replay.focus(m.kind)! } : null,
      transitions: fired.get(m.kind)!,
    })),
  };
}
