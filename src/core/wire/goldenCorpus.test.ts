import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeInput } from './decode';

/** `<repo>/../shared`: the repo root is four levels above this file (src/core/wire/). */
const shared = fileURLToPath(new URL('../../../../shared/', import.meta.url));

interface GoldenUpdate {
  index: number;
  type: string | null;
  sse_event?: string;
  error?: string;
}
interface Golden {
  api: string;
  input_notes?: string[];
  updates: GoldenUpdate[];
}

function inputFiles(): { dir: string; name: string }[] {
  const files: { dir: string; name: string }[] = [];
  for (const dir of ['real-streams', 'scenarios']) {
    for (const name of readdirSync(`${shared}${dir}`).sort()) {
      if (!name.endsWith('.md')) files.push({ dir, name });
    }
  }
  return files;
}

describe('golden corpus (shared/real-streams and shared/scenarios)', () => {
  it('finds the shared folder beside the repo', () => {
    expect(existsSync(`${shared}golden`)).toBe(true);
    expect(inputFiles().length).toBeGreaterThanOrEqual(37);
  });

  for (const { dir, name } of existsSync(shared) ? inputFiles() : []) {
    it(`${dir}/${name} decodes like the golden harness`, () => {
      const text = readFileSync(`${shared}${dir}/${name}`, 'utf8');
      const golden = JSON.parse(readFileSync(`${shared}golden/${name}.golden.json`, 'utf8')) as Golden;
      const result = decodeInput(text);

      expect(result.format).toBe(name.endsWith('.sse') ? 'sse' : 'ndjson');
      expect(result.api).toBe(golden.api);
      expect(result.notes).toEqual(golden.input_notes ?? []);
      expect(result.problems).toEqual([]);
      expect(result.events.length).toBe(golden.updates.length);

      const bytes = Buffer.from(text, 'utf8');
      const lines = text.split(/\r\n|\r|\n/);
      result.events.forEach((event, i) => {
        const update = golden.updates[i];
        expect(event.index).toBe(update.index);
        expect(event.type).toBe(update.type);
        // The golden writes sse_event only where the SSE name differs from the payload type.
        if (update.sse_event !== undefined) expect(event.sseEvent).toBe(update.sse_event);
        else if (event.sseEvent !== undefined) expect(event.sseEvent).toBe(update.type);
        if (update.error === undefined) expect(event.problems).toEqual([]);

        // Positions, checked against Node's encoder and a plain line split.
        const covered = bytes.subarray(event.byteOffset, event.byteOffset + event.byteLength).toString('utf8');
        expect(covered.startsWith(lines[event.line - 1])).toBe(true);
        if (name.endsWith('.sse')) {
          expect(covered).toMatch(/^(event|data):/);
          expect(covered.endsWith(event.raw)).toBe(true);
        } else {
          expect(covered).toBe(event.raw);
        }
      });
    });
  }
});
