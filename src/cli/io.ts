import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getProfile } from '../core/profiles';
import { USAGE } from './usage';

export function fail(message: string): never {
  process.stderr.write(`stream-inspector: ${message}\n\n${USAGE}`);
  process.exit(2);
}

export function readInput(file: string): string {
  try {
    return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

export function checkProfile(name: string): string {
  try {
    getProfile(name);
  } catch (error) {
    fail((error as Error).message.startsWith('Unknown profile') ? `unknown profile "${name}"` : (error as Error).message);
  }
  return name;
}

/** Stream files in a folder (by extension), or the one file given. */
export function inputFiles(target: string): string[] {
  let isDir = false;
  try {
    isDir = statSync(target).isDirectory();
  } catch (error) {
    fail(`cannot read ${target}: ${(error as Error).message}`);
  }
  if (!isDir) return [target];
  return readdirSync(target)
    .filter((f) => /\.(sse|ndjson|jsonl|json|txt)$/.test(f) && !f.endsWith('.golden.json'))
    .sort()
    .map((f) => path.join(target, f));
}

export function flag(flags: Map<string, string | true>, name: string): string | undefined {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
}
