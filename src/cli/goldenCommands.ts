import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareGoldens, formatDifference } from '../core/golden/compareGolden';
import { goldenText } from '../core/golden/toGolden';
import { buildTrace } from '../core/trace';
import { bold, green, red } from './colors';
import { checkProfile, fail, flag, inputFiles, readInput } from './io';

/** The golden harness treats a whole file as one stream (spec §12 D8); ids are deterministic. */
function goldenFor(file: string, profile: string): string {
  const text = readInput(file);
  return goldenText(buildTrace(text, { profile, splitTurns: false, ids: 'sequential' }), path.basename(file), text);
}

export function goldenCommand(target: string | undefined, flags: Map<string, string | true>): void {
  if (!target) fail('golden needs a DIR or FILE of recorded streams');
  const out = flag(flags, 'out') ?? fail('golden needs --out DIR');
  const profile = checkProfile(flag(flags, 'profile') ?? 'maf-2026-08');
  mkdirSync(out, { recursive: true });
  const files = inputFiles(target);
  for (const file of files) writeFileSync(path.join(out, `${path.basename(file)}.golden.json`), goldenFor(file, profile));
  process.stdout.write(`wrote ${files.length} golden file(s) to ${out} (profile ${profile})\n`);
}

export function checkCommand(target: string | undefined, flags: Map<string, string | true>): void {
  if (!target) fail('check needs a DIR or FILE of recorded streams');
  const against = flag(flags, 'against') ?? fail('check needs --against DIR');
  const profile = checkProfile(flag(flags, 'profile') ?? 'maf-2026-08');
  let changed = 0;
  let missing = 0;
  const files = inputFiles(target);
  for (const file of files) {
    const name = `${path.basename(file)}.golden.json`;
    const stored = path.join(against, name);
    if (!existsSync(stored)) {
      missing++;
      process.stdout.write(`${red('MISSING')} ${name}: no stored golden (run \`stream-inspector golden\` to create it)\n`);
      continue;
    }
    const differences = compareGoldens(JSON.parse(readFileSync(stored, 'utf8')), JSON.parse(goldenFor(file, profile)));
    if (differences.length === 0) {
      process.stdout.write(`${green('ok')}      ${name}\n`);
      continue;
    }
    changed++;
    process.stdout.write(`${red('CHANGED')} ${bold(name)} (${differences.length}${differences.length >= 50 ? '+' : ''} difference(s))\n`);
    process.stdout.write(`${differences.slice(0, 12).map(formatDifference).join('\n')}\n`);
  }
  process.stdout.write(`\n${files.length - changed - missing} unchanged, ${changed} changed, ${missing} missing (profile ${profile})\n`);
  if (changed || missing) process.exit(1);
}
