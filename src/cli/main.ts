import path from 'node:path';
import { serializeAguiSse } from '../core/agui/sse';
import { diffTraces, hasDifferences } from '../core/diff/diffTraces';
import { goldenText } from '../core/golden/toGolden';
import { toResponsesInput } from '../core/replay/toResponsesInput';
import { buildTrace } from '../core/trace';
import { parseArgs } from './args';
import { renderDiff } from './diffTable';
import { checkCommand, goldenCommand } from './goldenCommands';
import { checkProfile, fail, flag, inputFiles, readInput } from './io';
import { renderTable } from './table';
import { USAGE } from './usage';

function traceCommand(file: string | undefined, flags: Map<string, string | true>): void {
  if (!file) fail('trace needs a FILE');
  const profile = checkProfile(flag(flags, 'profile') ?? 'maf-2026-08');
  const format = flag(flags, 'format') ?? 'table';
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

function diffCommand(target: string | undefined, flags: Map<string, string | true>): void {
  if (!target) fail('diff needs a FILE or DIR');
  const profiles = (flag(flags, 'profiles') ?? 'maf-2026-08,maf-current').split(',');
  if (profiles.length !== 2) fail('--profiles takes two names: A,B');
  profiles.forEach(checkProfile);
  const json = flag(flags, 'format') === 'json';
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

const COMMANDS: Record<string, (target: string | undefined, flags: Map<string, string | true>) => void> = {
  trace: traceCommand,
  diff: diffCommand,
  golden: goldenCommand,
  check: checkCommand,
};

function main(argv: string[]): void {
  const { positional, flags } = parseArgs(argv);
  const [command, target] = positional;
  if (!command || flags.has('help')) {
    process.stdout.write(USAGE);
    return;
  }
  const run = COMMANDS[command] ?? fail(`unknown command "${command}"`);
  run(target, flags);
}

main(process.argv.slice(2));
