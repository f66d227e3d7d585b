import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildTraceFromDecoded } from '../trace';
import { decodeInput } from '../wire/decode';
import { sharedDir, readInput } from '../../../tests/sharedDir';
import { stateAsOf } from './stateAsOf';

const scenarios = readdirSync(path.join(sharedDir, 'scenarios')).filter((f) => !f.endsWith('.md'));

/** The state as of event k must equal a trace of the input cut after event k. */
describe('stateAsOf equals the trace cut at that event', () => {
  it.each(scenarios.flatMap((file) => ['maf-2026-08', 'maf-current'].map((profile) => [file, profile])))('%s under %s', (file, profile) => {
    const text = readInput(file);
    const decoded = decodeInput(text);
    const full = buildTraceFromDecoded(decoded, { profile });
    for (const k of decoded.events.map((e) => e.index)) {
      const cut = buildTraceFromDecoded({ ...decoded, events: decoded.events.slice(0, k + 1) }, { profile });
      const state = stateAsOf(full, k);
      expect(state.steps).toEqual(cut.steps);
      expect(state.response).toEqual(cut.aggregation.response);
      const streamedInCut = state.finished ? cut.agui.events : cut.agui.events.filter((r) => r.emittedAt !== null);
      expect(state.agui.map((r) => r.event)).toEqual(streamedInCut.map((r) => r.event));
    }
  });
});
