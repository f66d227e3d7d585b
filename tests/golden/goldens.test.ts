import { describe, expect, it } from 'vitest';
import { goldenText } from '../../src/core/golden/toGolden';
import { buildTrace } from '../../src/core/trace';
import { goldenFiles, readGolden, readInput } from '../sharedDir';

/**
 * Every golden the real Python parser produced (snapshot 5eb3eb745) must equal our output for the
 * same input, section by section. The harness treats a whole file as one stream (spec §12 D8), so
 * turns are not split here.
 */
const files = goldenFiles();

function ours(file: string) {
  const golden = readGolden(file);
  const text = readInput(golden.source);
  const trace = buildTrace(text, { profile: 'maf-2026-08', splitTurns: false, ids: 'sequential' });
  return { golden, mine: JSON.parse(goldenText(trace, golden.source, text)) };
}

const comparableLog = (log: Record<string, unknown>) => ({ index: log.index, phase: log.phase, level: log.level, summary: log.summary });

describe('golden traces (maf-2026-08)', () => {
  it('finds the goldens', () => {
    expect(files.length).toBeGreaterThanOrEqual(37);
  });

  describe.each(files)('%s', (file) => {
    const { golden, mine } = ours(file);
    it('detects the same api', () => expect(mine.api).toBe(golden.api));
    it('updates', () => expect(mine.updates).toEqual(golden.updates));
    it('logs', () => expect(mine.logs.map(comparableLog)).toEqual(golden.logs.map(comparableLog)));
    it('response', () => expect(mine.response).toEqual(golden.response));
    it('agui', () => expect(mine.agui).toEqual(golden.agui));
    it('input notes', () => expect(mine.input_notes ?? []).toEqual(golden.input_notes ?? []));
  });
});
