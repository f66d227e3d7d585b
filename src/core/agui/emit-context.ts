import type { EventSink, FlowState } from './flow';
import type { AguiBehaviour } from './types';

/** Everything a per-content handler needs. */
export interface EmitContext {
  flow: FlowState;
  sink: EventSink;
  newId: () => string;
  behaviour: AguiBehaviour;
}
