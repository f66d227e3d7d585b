/**
 * `npm run bench`: how the pipeline scales, as ratios measured in one run (machines here are shared
 * and noisy, so absolute times mean little; ratios against a baseline measured alongside do).
 *
 * Input: the largest recorded stream in ../shared/real-streams, repeated to ~N MB as NDJSON.
 * Baseline: JSON.parse of every payload (the least any decoder must do).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTrace } from '../src/core/trace';
import { buildLinkIndex } from '../src/core/links/buildLinkIndex';
import { relatedTo } from '../src/core/links/relatedTo';
import { buildOutputItems } from '../src/core/items/buildOutputItems';
import { decodeInput } from '../src/core/wire/decode';
import { sharedDir } from '../tests/sharedDir';

const targetMb = Number(process.env.BENCH_MB ?? 20);
const source = path.join(sharedDir, 'real-streams', 'pydantic-ai__test_openai_responses_thinking_with_code_execution_tool_stream.0.sse');
const payloads = readFileSync(source, 'utf8').split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
const unit = payloads.join('\n') + '\n';
const copies = Math.ceil((targetMb * 1024 * 1024) / unit.length);
const text = unit.repeat(copies);
const mb = Buffer.byteLength(text) / 1024 / 1024;

function time(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const baseline = time(() => {
  for (const line of text.split('\n')) if (line) JSON.parse(line);
});
const decode = time(() => decodeInput(text));
const trace = time(() => buildTrace(text, { splitTurns: false }), 2);

// Scaling: the same work on a quarter of the input should take about a quarter of the time.
const quarter = unit.repeat(Math.max(1, Math.floor(copies / 4)));
const traceQuarter = time(() => buildTrace(quarter, { splitTurns: false }), 2);
const scaling = trace / traceQuarter / (text.length / quarter.length);

globalThis.gc?.();
const before = process.memoryUsage().heapUsed;
const kept = buildTrace(text, { splitTurns: false });
globalThis.gc?.();
const heapPerInput = (process.memoryUsage().heapUsed - before) / Buffer.byteLength(text);

// The UI builds items and the link index once per trace, then relates on every selection.
const panes = time(() => {
  const index = buildLinkIndex(kept);
  relatedTo(index, { kind: 'item', key: buildOutputItems(kept)[0].key });
}, 2);

const events = kept.input.events.length;
console.log(`input: ${mb.toFixed(1)} MB, ${events} events (${copies} copies of ${path.basename(source)})`);
console.log(`decode / JSON.parse baseline      ${(decode / baseline).toFixed(2)}x   (target ≤ 4x)`);
console.log(`full trace / JSON.parse baseline  ${(trace / baseline).toFixed(2)}x   (target ≤ 30x)`);
console.log(`full trace / decode               ${(trace / decode).toFixed(2)}x`);
console.log(`items + links + relate / full trace ${(panes / trace).toFixed(2)}x   (target ≤ 1x)`);
console.log(`time scaling, 4x input            ${scaling.toFixed(2)}   (1.00 = linear; target ≤ 1.5)`);
console.log(`retained heap / input bytes       ${heapPerInput.toFixed(1)}x   (target ≤ 30x${globalThis.gc ? '' : '; run with --expose-gc for a precise figure'})`);
