import type { EventSink, FlowState } from './flow';

/** Everything a per-content handler needs. */
export interface EmitContext {
  flow: FlowState;
  sink: EventSink;
  newId: () => string;
}
