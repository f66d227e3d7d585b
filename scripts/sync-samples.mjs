// Copies shared/scenarios/* (synthetic, ours to ship) into public/samples/ and writes
// public/samples/index.json from shared/scenarios/INDEX.md. Not shared/real-streams/: their
// licenses forbid copying. Run by hand when the scenarios change: `node scripts/sync-samples.mjs`.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './steps.mjs';

const source = process.argv[2] ?? join(ROOT, '..', 'shared', 'scenarios');
const target = join(ROOT, 'public', 'samples');
const DEFAULT_SAMPLE = '05-hosted-function-call-with-output-toolbox-kb.ndjson';

const plain = (markdown) => markdown.replace(/\*\*|`/g, '').trim();

const descriptions = new Map();
for (const line of readFileSync(join(source, 'INDEX.md'), 'utf8').split('\n')) {
  const match = /^\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
  if (match) descriptions.set(match[1], plain(match[2]));
}

mkdirSync(target, { recursive: true });
const samples = [];
for (const file of readdirSync(source).sort()) {
  if (file === 'INDEX.md') continue;
  copyFileSync(join(source, file), join(target, file));
  const description = descriptions.get(file);
  if (!description) throw new Error(`${file} has no line in INDEX.md`);
  const api = /^\d+-cc-/.test(file) ? 'chat.completions' : 'responses';
  samples.push({ file, description, api });
}
const index = { default: DEFAULT_SAMPLE, samples };
writeFileSync(join(target, 'index.json'), JSON.stringify(index, null, 2) + '\n');
console.log(`copied ${samples.length} samples to public/samples/`);
