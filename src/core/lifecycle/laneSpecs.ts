import type { LaneKind } from './types';

/** One step of a lifecycle: which AG-UI event types make it, and where it belongs in the order. */
export interface PhaseSpec {
  phase: string;
  types: string[];
  /** Position in the lifecycle; null = may happen at any time (encrypted values). */
  rank: number | null;
  /** May repeat (ARGS, CONTENT). */
  many: boolean;
  /** Always expected; `requiredIf` phases are expected only when one of those happened. */
  required: boolean;
  requiredIf?: string[];
  /** Why a missing step matters, shown on its placeholder. */
  missingNote?: string;
}

export interface LaneSpec {
  kind: LaneKind;
  phases: PhaseSpec[];
}

/** AG-UI 1.0 lifecycles (spec wire-formats.md §A.3, §A.7). */
export const LANE_SPECS: LaneSpec[] = [
  {
    kind: 'run',
    phases: [
      { phase: 'STARTED', types: ['RUN_STARTED'], rank: 0, many: false, required: true },
      {
        phase: 'FINISHED',
        types: ['RUN_FINISHED', 'RUN_ERROR'],
        rank: 1,
        many: false,
        required: true,
        missingNote: 'the run never finished: a client keeps waiting',
      },
    ],
  },
  {
    kind: 'text-message',
    phases: [
      { phase: 'START', types: ['TEXT_MESSAGE_START'], rank: 0, many: false, required: true },
      { phase: 'CONTENT', types: ['TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_CHUNK'], rank: 1, many: true, required: false },
      { phase: 'END', types: ['TEXT_MESSAGE_END'], rank: 2, many: false, required: true },
    ],
  },
  {
    kind: 'tool-call',
    phases: [
      { phase: 'START', types: ['TOOL_CALL_START'], rank: 0, many: false, required: true },
      { phase: 'ARGS', types: ['TOOL_CALL_ARGS', 'TOOL_CALL_CHUNK'], rank: 1, many: true, required: false },
      { phase: 'END', types: ['TOOL_CALL_END'], rank: 2, many: false, required: true },
      {
        phase: 'RESULT',
        types: ['TOOL_CALL_RESULT'],
        rank: 3,
        many: false,
        required: true,
        missingNote: 'no TOOL_CALL_RESULT in this run: the client never sees the call answered here',
      },
      { phase: 'ENCRYPTED', types: ['REASONING_ENCRYPTED_VALUE'], rank: null, many: true, required: false },
    ],
  },
  {
    kind: 'reasoning',
    phases: [
      { phase: 'START', types: ['REASONING_START'], rank: 0, many: false, required: true },
      {
        phase: 'MSG START',
        types: ['REASONING_MESSAGE_START'],
        rank: 1,
        many: false,
        required: false,
        requiredIf: ['CONTENT', 'MSG END'],
      },
      { phase: 'CONTENT', types: ['REASONING_MESSAGE_CONTENT', 'REASONING_MESSAGE_CHUNK'], rank: 2, many: true, required: false },
      {
        phase: 'MSG END',
        types: ['REASONING_MESSAGE_END'],
        rank: 3,
        many: false,
        required: false,
        requiredIf: ['MSG START', 'CONTENT'],
      },
      { phase: 'END', types: ['REASONING_END'], rank: 4, many: false, required: true },
      { phase: 'ENCRYPTED', types: ['REASONING_ENCRYPTED_VALUE'], rank: null, many: true, required: false },
    ],
  },
];

export const specOf = (kind: LaneKind): LaneSpec => LANE_SPECS.find((spec) => spec.kind === kind)!;
