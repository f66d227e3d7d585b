import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Selection } from '../core/links/types';
import { createInputEncoder, decodeLink, encodeInput, encodeLink, parseSelection, URL_INPUT_LIMIT } from './url';

const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const toolbox = readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');

/** Text that does not compress: pseudo-random letters, deterministic. */
function noise(chars: number): string {
  let seed = 42;
  let out = '';
  while (out.length < chars) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += String.fromCharCode(33 + (seed % 90));
  }
  return out;
}

describe('URL state', () => {
  it('round-trips profile, compare, filter, selection and an input with any characters', () => {
    const input = `${toolbox}\n{"type":"x","delta":"é 日本 🎉 & = # % + ? / \\" '"}\n`;
    const state = { profile: 'maf-current', compare: 'maf-2026-08', filter: 'decision:unparsed -type:"a b" BLUEHERON&x=1#', selection: { kind: 'wire' as const, index: 7 }, input };
    const { hash, inputTooLarge } = encodeLink(state);
    expect(inputTooLarge).toBeNull();
    expect(hash).toMatch(/^profile=maf-current&compare=maf-2026-08&filter=decision:unparsed%20-type:%22a%20b%22%20BLUEHERON%26x%3D1%23&sel=wire:7&input=/);
    expect(decodeLink(`#${hash}`)).toEqual({ ...state, problems: [] });
    // what a browser hands back after navigating to the link
    expect(decodeLink(new URL(`http://127.0.0.1/#${hash}`).hash)).toEqual({ ...state, problems: [] });
  });

  it('links an unedited sample by name instead of its text', () => {
    const { hash } = encodeLink({ profile: 'maf-2026-08', sample: '05-hosted-function-call-with-output-toolbox-kb.ndjson', input: toolbox });
    expect(hash).toBe('profile=maf-2026-08&sample=05-hosted-function-call-with-output-toolbox-kb.ndjson');
    expect(decodeLink(hash)).toEqual({ profile: 'maf-2026-08', sample: '05-hosted-function-call-with-output-toolbox-kb.ndjson', problems: [] });
  });

  it('leaves out an input whose compressed form is over 16 KB, and says how large it is', () => {
    const big = noise(30_000);
    const encoded = encodeInput(big);
    expect(encoded.kind).toBe('too-large');
    const { hash, inputTooLarge } = encodeLink({ profile: 'maf-current', input: big });
    expect(inputTooLarge).toMatchObject({ measured: 'compressed' });
    expect(inputTooLarge!.kb).toBeGreaterThan(16);
    expect(hash).toBe(`profile=maf-current&omitted=${inputTooLarge!.kb}`);
    expect(hash.length).toBeLessThan(100);
    expect(decodeLink(hash)).toEqual({ profile: 'maf-current', omittedKb: inputTooLarge!.kb, problems: [] });
  });

  it('the limit is on the compressed size: a large but repetitive input still fits', () => {
    const repetitive = toolbox.repeat(5); // 32 KB of text, 12 KB compressed
    expect(repetitive.length).toBeGreaterThan(URL_INPUT_LIMIT * 1.9);
    const encoded = encodeInput(repetitive);
    expect(encoded.kind).toBe('fits');
    if (encoded.kind === 'fits') expect(encoded.encoded.length).toBeLessThanOrEqual(URL_INPUT_LIMIT);
    const justOver = noise(URL_INPUT_LIMIT * 2);
    expect(encodeInput(justOver).kind).toBe('too-large');
  });

  it('measures a huge input by a prefix, and reports the input size then', () => {
    const huge = noise(600_000);
    expect(encodeInput(huge)).toEqual({ kind: 'too-large', kb: Math.ceil(600_000 / 1024), measured: 'input' });
  });

  it('reports a cut or garbled link instead of loading garbage', () => {
    const { hash } = encodeLink({ input: toolbox });
    const cut = hash.slice(0, Math.floor(hash.length / 2));
    const decoded = decodeLink(cut);
    expect(decoded.input === undefined || decoded.input !== toolbox).toBe(true);
    expect(decodeLink('sel=abc&filter=%E0%A4%A').problems).toEqual([
      'The link\'s selection "abc" is not something the inspector can select.',
      'The link\'s "filter" is not valid URL encoding.',
    ]);
    expect(decodeLink('input=@@@').problems[0]).toMatch(/could not be decompressed/);
  });

  it('round-trips a selection in any pane', () => {
    const selections: Selection[] = [
      { kind: 'wire', index: 0 },
      { kind: 'agui', index: 12 },
      { kind: 'finding', index: 1 },
      { kind: 'content', ref: { wireIndex: 7, contentIndex: 0 } },
      { kind: 'aggregated', message: 0, content: 2 },
      { kind: 'item', key: 'fc_1:call KB&x' },
    ];
    for (const selection of selections) expect(decodeLink(encodeLink({ selection }).hash).selection).toEqual(selection);
    expect(parseSelection('7')).toEqual({ kind: 'wire', index: 7 });
    for (const bad of ['wire:x', 'content:1', 'nope:1', 'item:', ':']) expect(parseSelection(bad), bad).toBeNull();
  });

  it('an empty hash means no link state, and unknown keys are ignored', () => {
    expect(decodeLink('')).toEqual({ problems: [] });
    expect(decodeLink('#future=1&profile=proposed')).toEqual({ profile: 'proposed', problems: [] });
  });

  it('compresses a given text once', () => {
    let calls = 0;
    const encode = createInputEncoder();
    const counted = (text: string) => {
      calls++;
      return encode(text);
    };
    encodeLink({ input: toolbox, filter: 'a' }, counted);
    encodeLink({ input: toolbox, filter: 'b' }, counted);
    expect(calls).toBe(2);
    const first = encode(toolbox);
    expect(encode(toolbox)).toBe(first);
  });
});
