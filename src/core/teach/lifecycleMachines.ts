/**
 * The AG-UI lifecycles as state machines, for the teaching diagram. The states and the legal
 * transitions are those `@ag-ui/client`'s `verifyEvents` enforces (wire-formats.md §A.7); a
 * transition not drawn here still happens on the wire, and is drawn ad hoc (red when rejected).
 */
export type MachineKind = 'run' | 'text-message' | 'tool-call' | 'reasoning';

export interface MachineState {
  id: string;
  label: string;
}

export interface MachineEdge {
  from: string;
  to: string;
  /** The AG-UI event types that take this edge. */
  types: string[];
  /** Short label drawn on the edge. */
  label: string;
}

export interface Machine {
  kind: MachineKind;
  title: string;
  /** Left to right, the order they are drawn in. */
  states: MachineState[];
  edges: MachineEdge[];
  /** Event type → the state it leads to; absent = it stays where it is (CONTENT, ARGS …). */
  targets: Record<string, string>;
  /** Event types this machine follows. */
  types: string[];
}

const RUN_OTHER = ['CUSTOM', 'MESSAGES_SNAPSHOT', 'STATE_SNAPSHOT', 'STATE_DELTA', 'RAW', 'STEP_STARTED', 'STEP_FINISHED'];

export const MACHINES: Machine[] = [
  {
    kind: 'run',
    title: 'Run',
    states: [
      { id: 'idle', label: 'not started' },
      { id: 'running', label: 'running' },
      { id: 'finished', label: 'finished' },
      { id: 'errored', label: 'errored' },
    ],
    edges: [
      { from: 'idle', to: 'running', types: ['RUN_STARTED'], label: 'STARTED' },
      { from: 'running', to: 'running', types: RUN_OTHER, label: 'CUSTOM …' },
      { from: 'running', to: 'finished', types: ['RUN_FINISHED'], label: 'FINISHED' },
      { from: 'running', to: 'errored', types: ['RUN_ERROR'], label: 'ERROR' },
    ],
    targets: { RUN_STARTED: 'running', RUN_FINISHED: 'finished', RUN_ERROR: 'errored' },
    types: ['RUN_STARTED', 'RUN_FINISHED', 'RUN_ERROR', ...RUN_OTHER],
  },
  {
    kind: 'text-message',
    title: 'Text message',
    states: [
      { id: 'idle', label: 'not started' },
      { id: 'open', label: 'open' },
      { id: 'closed', label: 'ended' },
    ],
    edges: [
      { from: 'idle', to: 'open', types: ['TEXT_MESSAGE_START'], label: 'START' },
      { from: 'open', to: 'open', types: ['TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_CHUNK'], label: 'CONTENT' },
      { from: 'open', to: 'closed', types: ['TEXT_MESSAGE_END'], label: 'END' },
    ],
    targets: { TEXT_MESSAGE_START: 'open', TEXT_MESSAGE_END: 'closed' },
    types: ['TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_CHUNK', 'TEXT_MESSAGE_END'],
  },
  {
    kind: 'tool-call',
    title: 'Tool call',
    states: [
      { id: 'idle', label: 'not started' },
      { id: 'open', label: 'open' },
      { id: 'ended', label: 'ended' },
      { id: 'answered', label: 'has result' },
    ],
    edges: [
      { from: 'idle', to: 'open', types: ['TOOL_CALL_START'], label: 'START' },
      { from: 'open', to: 'open', types: ['TOOL_CALL_ARGS', 'TOOL_CALL_CHUNK'], label: 'ARGS' },
      { from: 'open', to: 'ended', types: ['TOOL_CALL_END'], label: 'END' },
      { from: 'ended', to: 'answered', types: ['TOOL_CALL_RESULT'], label: 'RESULT' },
    ],
    targets: { TOOL_CALL_START: 'open', TOOL_CALL_END: 'ended', TOOL_CALL_RESULT: 'answered' },
    types: ['TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_CHUNK', 'TOOL_CALL_END', 'TOOL_CALL_RESULT'],
  },
  {
    kind: 'reasoning',
    title: 'Reasoning',
    // MAF always opens a message inside the span, so the drawn path is the one it takes (§6.3).
    states: [
      { id: 'idle', label: 'not started' },
      { id: 'open', label: 'open' },
      { id: 'message', label: 'msg open' },
      { id: 'message-ended', label: 'msg ended' },
      { id: 'closed', label: 'ended' },
    ],
    edges: [
      { from: 'idle', to: 'open', types: ['REASONING_START'], label: 'START' },
      { from: 'open', to: 'message', types: ['REASONING_MESSAGE_START'], label: 'MSG START' },
      { from: 'message', to: 'message', types: ['REASONING_MESSAGE_CONTENT', 'REASONING_MESSAGE_CHUNK', 'REASONING_ENCRYPTED_VALUE'], label: 'CONTENT' },
      { from: 'message', to: 'message-ended', types: ['REASONING_MESSAGE_END'], label: 'MSG END' },
      { from: 'message-ended', to: 'closed', types: ['REASONING_END'], label: 'END' },
    ],
    targets: { REASONING_START: 'open', REASONING_MESSAGE_START: 'message', REASONING_MESSAGE_END: 'message-ended', REASONING_END: 'closed' },
    types: [
      'REASONING_START',
      'REASONING_MESSAGE_START',
      'REASONING_MESSAGE_CONTENT',
      'REASONING_MESSAGE_CHUNK',
      'REASONING_MESSAGE_END',
      'REASONING_END',
      'REASONING_ENCRYPTED_VALUE',
    ],
  },
];

export const machineOf = (kind: MachineKind): Machine => MACHINES.find((m) => m.kind === kind)!;

/** The legal edge an event takes from `from`, if the diagram has one. */
export function edgeFor(machine: Machine, from: string, type: string): MachineEdge | undefined {
  return machine.edges.find((edge) => edge.from === from && edge.types.includes(type));
}
