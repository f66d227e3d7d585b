import { describe, expect, it } from 'vitest';
import { clientRaisesOn } from './client-error';
import {
  decodePayloads,
  describeFirstDifference,
  goldenShapeOf,
  listGoldenFiles,
  loadGolden,
  normalizeUuids,
  readGoldenInput,
  runGolden,
} from './goldens.test-helpers';

const files = listGoldenFiles();

describe('emitAgui reproduces every golden agui trace', () => {
  it('finds the goldens folder', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(file, () => {
      const golden = loadGolden(file);
      const input = readGoldenInput(golden.source);

      // The parser given every event (golden `agui`): an `error` payload is just unparsed.
      const parsed = normalizeUuids(goldenShapeOf(runGolden(golden, false)), input);
      expect(parsed, describeFirstDifference(parsed, golden.agui)).toEqual(golden.agui);

      // End to end (golden `http_replay`): openai-python raises on a truthy top-level `error`.
      const raises = decodePayloads(golden.source, input).some(clientRaisesOn);
      if (raises) {
        expect(golden.http_replay.agui_equal).toBe(false);
        const endToEnd = normalizeUuids(goldenShapeOf(runGolden(golden, true)), input);
        expect(endToEnd, describeFirstDifference(endToEnd, golden.http_replay.agui)).toEqual(golden.http_replay.agui);
      } else {
        expect(golden.http_replay.agui_equal).toBe(true);
      }
    });
  }
});
