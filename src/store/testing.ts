import type { Decision } from '../core/decisions';
import type { Trace } from '../core/trace-types';
import type { WireEvent } from '../core/wire/types';

/** A minimal Trace around some events, for store tests that must not depend on the parser. */
export function fakeTrace(events: Partial<WireEvent>[], decisions: Decision[][] = [], profile = 'test'): Trace {
  const full: WireEvent[] = events.map((event, index) => ({
    index,
    line: index + 1,
    byteOffset: index * 100,
    byteLength: 100,
    raw: JSON.stringify(event.json ?? {}),
    type: null,
    problems: [],
    turn: 0,
    ...event,
  }));
  return {
    profile,
    input: { format: 'ndjson', formatReason: 'test', api: 'responses', events: full, notes: [], problems: [] },
    steps: full.map((event) => ({
      index: event.index,
      type: event.type,
      update: null,
      decisions: decisions[event.index] ?? [],
      logs: [],
    })),
    aggregation: { response: null, decisions: [], logs: [], sources: [] },
    agui: { events: [] },
    findings: [],
  };
}

export function decision(kind: Decision['kind'], wireIndex: number | null, summary = kind): Decision {
  return { kind, wireIndex, summary, rule: 'test rule' };
}
