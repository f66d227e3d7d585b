import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serializeAguiSse } from '../core/agui/sse';
import { diffTraces, hasDifferences } from '../core/diff/diffTraces';
import { goldenText } from '../core/golden/toGolden';
import { getProfile, PROFILES } from '../core/profiles';
import { buildTrace } from '../core/trace';
import { parseArgs } from './args';
import { toResponsesInput } from '../core/replay/toResponsesInput';
import { renderDiff } from './diffTable';
import { renderTable } from './table';

const USAGE = `stream-inspector — parse an OpenAI stream the way Microsoft Agent Framework does

Usage:
  stream-inspector trace FILE [--profile NAME] [--format table|json|golden|agui-sse|replay] [--no-split-turns]
  stream-inspector diff FILE|DIR [--profiles A,B] [--format table|json] [--changed-only]

  FILE          an SSE body, NDJSON, a JSON array of events, or a Response object ('-' reads stdin)
  --profile     ${PROFILES.map((p) => p.name).join(' | ')} (default maf-2026-08),
                or custom:<base>+switch-switch, e.g. custom:maf-2026-08+functionCallOutput
  --profiles    two profiles to compare (default maf-2026-08,maf-current)
  --format      table (default): a readable per-event listing
                json: the whole Trace
                golden: the shape of shared/golden/FORMAT.md (whole file as one stream, ids normalized)
                agui-sse: the AG-UI events as an SSE body an AG-UI client can replay
                replay: the aggregated message sent back as Responses input items, with what is lost
`;

function fail(message: string): never {
  process.stderr.write(`stream-inspector: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function readInput(file: string): string {
  try {
    return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function main(argv: string[]): void {
  const { positional, flags } = parseArgs(argv);
  const [command, file] = positional;
  if (!command || flags.has('help')) {
    process.stdout.write(USAGE);
    return;
  }
  if (command === 'diff') return diffCommand(file, flags);
  if (command !== 'trace') fail(`unknown command "${command}"`);
  if (!file) fail('trace needs a FILE');
  const profile = typeof flags.get('profile') === 'string' ? (flags.get('profile') as string) : 'maf-2026-08';
  checkProfile(profile);
  const format = (flags.get('format') as string | undefined) ?? 'table';
  const text = readInput(file);
  const source = file === '-' ? 'stdin' : path.basename(file);
  if (format === 'golden') {
    // The golden harness treats a whole file as one stream (spec §12 D8).
    process.stdout.write(goldenText(buildTrace(text, { profile, splitTurns: false }), source, text));
    return;
  }
  const trace = buildTrace(text, { profile, splitTurns: !flags.has('no-split-turns') });
  if (format === 'json') process.stdout.write(`${JSON.stringify(trace, null, 2)}\n`);
  else if (format === 'agui-sse') process.stdout.write(serializeAguiSse(trace.agui.events.map((r) => r.event)));
  else if (format === 'replay') {
    const replay = toResponsesInput(trace.aggregation.response?.messages ?? []);
    process.stdout.write(`${JSON.stringify(replay.items, null, 2)}\n\n`);
    for (const n of replay.notes) process.stdout.write(`${n.fate.padEnd(8)} message ${n.message} content ${n.content} (${n.type}): ${n.note}\n`);
  } else if (format === 'table') process.stdout.write(renderTable(trace, source));
  else fail(`unknown format "${format}"`);
}

function checkProfile(name: string): void {
  try {
    getProfile(name);
  } catch {
    fail(`unknown profile "${name}"`);
  }
}

function inputFiles(target: string): string[] {
  let isDir = false;
  try {
    isDir = statSync(target).isDirectory();
  } catch (error) {
    fail(`cannot read ${target}: ${(error as Error).message}`);
  }
  if (!isDir) return [target];
  return readdirSync(target).filter((f) => /\.(sse|ndjson|jsonl|json|txt)$/.test(f)).sort().map((f) => path.join(target, f));
}

function diffCommand(target: string | undefined, flags: Map<string, string | true>): void {
  if (!target) fail('diff needs a FILE or DIR');
  const profiles = String(flags.get('profiles') ?? 'maf-2026-08,maf-current').split(',');
  if (profiles.length !== 2) fail('--profiles takes two names: A,B');
  profiles.forEach(checkProfile);
  const json = flags.get('format') === 'json';
  const results = [];
  for (const file of inputFiles(target)) {
    const text = readInput(file);
    const [a, b] = profiles.map((profile) => buildTrace(text, { profile }));
    const diff = diffTraces(a, b, text);
    if (flags.has('changed-only') && !hasDifferences(diff)) continue;
    if (json) results.push({ source: path.basename(file), ...diff });
    else process.stdout.write(`${renderDiff(diff, path.basename(file))}\n`);
  }
  if (json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}

main(process.argv.slice(2));
