import { describe, expect, it } from 'vitest';
import { compareGoldens } from './compareGolden';

describe('compareGoldens', () => {
  const base = { api: 'responses', updates: [{ index: 0, contents: [] }], logs: [{ index: 0, phase: 'parse', level: 'debug', summary: 'x', message: 'repr A' }], response: { messages: [] }, agui: [{ type: 'RUN_STARTED' }] };

  it('ignores the Python repr in log messages but not the summary', () => {
    const reprOnly = { ...base, logs: [{ ...base.logs[0], message: 'repr B' }] };
    expect(compareGoldens(base, reprOnly)).toEqual([]);
    const summary = { ...base, logs: [{ ...base.logs[0], summary: 'y' }] };
    expect(compareGoldens(base, summary).map((d) => d.path)).toEqual(['logs[0]', 'logs[0]']);
  });

  it('names the path of an added AG-UI event', () => {
    const more = { ...base, agui: [{ type: 'RUN_STARTED' }, { type: 'TOOL_CALL_RESULT' }] };
    expect(compareGoldens(base, more)).toEqual([{ path: 'agui[1]', expected: undefined, actual: { type: 'TOOL_CALL_RESULT' } }]);
  });
});
