import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo root (this file is <repo>/tests/sharedDir.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * shared/ lives beside the repo (on a dev machine and in CI's clean clone alike); the recordings
 * in it belong to other projects and are read from there, never copied into the repo.
 */
export const sharedDir = process.env.STREAM_INSPECTOR_SHARED ?? path.resolve(repoRoot, '..', 'shared');

export function goldenFiles(): string[] {
  return readdirSync(path.join(sharedDir, 'golden')).filter((f) => f.endsWith('.golden.json')).sort();
}

export function readGolden(file: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(sharedDir, 'golden', file), 'utf8'));
}

/** The input a golden was made from: a real recording or one of our scenarios. */
export function inputPath(source: string): string {
  for (const folder of ['real-streams', 'scenarios']) {
    const candidate = path.join(sharedDir, folder, source);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`input ${source} not found in ${sharedDir}/real-streams or /scenarios`);
}

export function readInput(source: string): string {
  return readFileSync(inputPath(source), 'utf8');
}
