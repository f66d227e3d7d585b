import type { AguiEvent } from '../agui/types';
import type { Trace } from '../trace-types';
import { str } from '../util';
import { specOf, type PhaseSpec } from './laneSpecs';
import type { Lane, LaneCell, LaneKind } from './types';

interface OpenLane {
  lane: Lane;
  phases: PhaseSpec[];
  seen: Map<string, number>;
  maxRank: number;
  maxPhase: string;
}

const KIND_OF_TYPE: Array<[string, LaneKind]> = [
  ['RUN_', 'run'],
  ['TEXT_MESSAGE_', 'text-message'],
  ['TOOL_CALL_', 'tool-call'],
  ['REASONING_', 'reasoning'],
];

const ORDINALS = ['first', 'second', 'third'];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

class LaneBuilder {
  readonly lanes: Lane[] = [];
  readonly unlaned: number[] = [];
  private readonly open = new Map<string, OpenLane>();
  private readonly lastOfKind = new Map<LaneKind, OpenLane>();
  private runs = 0;

  private laneFor(kind: LaneKind, id: string, at: number): OpenLane {
    const key = `${kind}:${id}`;
    let entry = this.open.get(key);
    if (!entry) {
      const lane: Lane = { key, kind, id, name: null, cells: [], firstIndex: at, lastIndex: at, problemCount: 0 };
      entry = { lane, phases: specOf(kind).phases, seen: new Map(), maxRank: -1, maxPhase: '' };
      this.open.set(key, entry);
      this.lanes.push(lane);
    }
    this.lastOfKind.set(kind, entry);
    return entry;
  }

  /** A run lane per RUN_STARTED; a second one while a run is still open is a duplicate STARTED. */
  private runLane(event: AguiEvent, at: number): OpenLane {
    const current = this.lastOfKind.get('run');
    const finished = current?.seen.has('FINISHED');
    if (event.type === 'RUN_STARTED' && (!current || finished)) {
      this.runs += 1;
      return this.laneFor('run', `${this.runs}`, at);
    }
    return current ?? this.laneFor('run', `${++this.runs}`, at);
  }

  private route(event: AguiEvent, at: number): OpenLane | null {
    const kind = KIND_OF_TYPE.find(([prefix]) => event.type.startsWith(prefix))?.[1];
    if (event.type === 'REASONING_ENCRYPTED_VALUE') {
      const entity = str(event.entityId) ?? '';
      if (event.subtype === 'tool-call') return this.laneFor('tool-call', entity, at);
      return this.open.has(`text-message:${entity}`) && !this.open.has(`reasoning:${entity}`)
        ? this.laneFor('text-message', entity, at)
        : this.laneFor('reasoning', entity, at);
    }
    switch (kind) {
      case 'run':
        return this.runLane(event, at);
      case 'tool-call': {
        const id = str(event.toolCallId);
        return id === undefined ? (this.lastOfKind.get('tool-call') ?? null) : this.laneFor('tool-call', id, at);
      }
      case 'text-message':
      case 'reasoning': {
        const id = str(event.messageId);
        return id === undefined ? (this.lastOfKind.get(kind) ?? null) : this.laneFor(kind, id, at);
      }
      default:
        return null;
    }
  }

  add(event: AguiEvent, at: number): void {
    const entry = this.route(event, at);
    const phase = entry?.phases.find((p) => p.types.includes(event.type));
    if (!entry || !phase) {
      this.unlaned.push(at);
      return;
    }
    const { lane } = entry;
    lane.lastIndex = at;
    if (event.type === 'TOOL_CALL_START') lane.name ??= str(event.toolCallName) ?? null;
    if (event.type === 'TEXT_MESSAGE_START') lane.name ??= str(event.role) ?? null;
    if (event.type === 'RUN_STARTED') lane.name ??= str(event.runId) ?? null;

    const cell: LaneCell = { phase: phase.phase, aguiIndex: at, type: event.type };
    const count = (entry.seen.get(phase.phase) ?? 0) + 1;
    entry.seen.set(phase.phase, count);
    if (!phase.many && count > 1) {
      cell.problem = 'duplicate';
      cell.note = `${ordinal(count)} ${phase.phase}`;
    } else if (phase.rank !== null && phase.rank < entry.maxRank) {
      cell.problem = 'out-of-order';
      cell.note = `${phase.phase} after ${entry.maxPhase}`;
    }
    if (phase.rank !== null && phase.rank > entry.maxRank) {
      entry.maxRank = phase.rank;
      entry.maxPhase = phase.phase;
    }
    lane.cells.push(cell);
  }

  /** Placeholders for expected steps that never came, where they would have been. */
  finish(): void {
    for (const { lane, phases, seen } of this.open.values()) {
      for (const phase of phases) {
        const expected = phase.required || (phase.requiredIf ?? []).some((other) => seen.has(other));
        if (!expected || seen.has(phase.phase) || phase.rank === null) continue;
        const rankOf = (cell: LaneCell) => phases.find((p) => p.phase === cell.phase)?.rank ?? null;
        const later = lane.cells.find((cell) => cell.aguiIndex !== null && (rankOf(cell) ?? -1) > phase.rank!);
        const at = later ? lane.cells.indexOf(later) : lane.cells.length;
        const note = later ? `${later.phase} without ${phase.phase}` : (phase.missingNote ?? `no ${phase.phase}`);
        lane.cells.splice(at, 0, { phase: phase.phase, aguiIndex: null, type: null, problem: 'missing', note });
      }
      lane.problemCount = lane.cells.filter((cell) => cell.problem).length;
    }
  }
}

/**
 * Each run, text message, tool call and reasoning span as its AG-UI events happened, with the
 * steps that are missing (no RESULT, END without START), repeated (two STARTs) or out of order
 * (ARGS after END) marked. Lanes are in order of their first event.
 */
export function buildLifecycleLanes(trace: Trace): { lanes: Lane[]; unlaned: number[] } {
  const builder = new LaneBuilder();
  for (const record of trace.agui.events) builder.add(record.event, record.index);
  builder.finish();
  return { lanes: builder.lanes, unlaned: builder.unlaned };
}
