import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../src/core/trace';
import { readInput, sharedDir } from '../sharedDir';

/** A small deterministic PRNG so a failure reproduces. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function mutate(text: string, random: () => number): string {
  const lines = text.split('\n');
  const i = Math.floor(random() * lines.length);
  switch (Math.floor(random() * 5)) {
    case 0: // cut a line short (a truncated capture)
      lines[i] = lines[i].slice(0, Math.floor(random() * lines[i].length));
      break;
    case 1: // drop a line
      lines.splice(i, 1);
      break;
    case 2: // duplicate a line (a retried chunk)
      lines.splice(i, 0, lines[i]);
      break;
    case 3: // swap two lines (out-of-order events)
      [lines[i], lines[lines.length - 1 - i]] = [lines[lines.length - 1 - i], lines[i]];
      break;
    default: // replace a value with another JSON type
      lines[i] = lines[i].replace(/"(call_id|item_id|delta|output_index)":("[^"]*"|\d+)/, '"$1":{"x":[1,null]}');
  }
  return lines.join('\n');
}

const inputs = [
  ...readdirSync(path.join(sharedDir, 'scenarios')).filter((f) => !f.endsWith('.md')),
  ...readdirSync(path.join(sharedDir, 'real-streams')).filter((f) => !f.endsWith('.md')),
];

describe('damaged input never breaks the trace', () => {
  it.each(inputs)('%s: 40 random mutations under every profile', (file) => {
    const random = prng(file.length * 7919);
    let text = readInput(file);
    for (let round = 0; round < 40; round++) {
      text = mutate(text, random);
      for (const profile of ['maf-2026-08', 'proposed']) {
        const trace = buildTrace(text, { profile });
        // Every decoded event gets a parse step: nothing pasted is silently lost.
        expect(trace.steps.map((s) => s.index)).toEqual(trace.input.events.map((e) => e.index));
        for (const event of trace.input.events) {
          if (event.problems.some((p) => p.kind === 'invalid_json')) expect(trace.findings.some((f) => f.wireIndices.includes(event.index))).toBe(true);
        }
      }
    }
  });
});
