import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitSseFrames } from '../capture/sseFrames';

/** A stream the provider can replay; `name` (file name without extension) is the model to ask for. */
export interface RecordingFile {
  name: string;
  file: string;
  format: 'sse' | 'ndjson';
  /** The folder's base name (`real-streams`, `scenarios`, …), shown as `owned_by` in /v1/models. */
  folder: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The recordings belong to other projects (see shared/real-streams/SOURCES.md), so they are read
 * from shared/ beside the repo at run time and never copied into it. Same override as tests/sharedDir.ts.
 */
export function defaultRecordingDirs(): string[] {
  const shared = process.env.STREAM_INSPECTOR_SHARED ?? path.resolve(repoRoot, '..', 'shared');
  return [path.join(shared, 'real-streams'), path.join(shared, 'scenarios')];
}

/**
 * Scans the folders on every call (a few dozen files): a recording dropped into a folder while
 * the provider runs is served without a restart. The first folder wins when names collide.
 */
export function listRecordings(dirs: readonly string[]): RecordingFile[] {
  const byName = new Map<string, RecordingFile>();
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const entry of readdirSync(dir).sort()) {
      const match = /^(.+)\.(sse|ndjson)$/.exec(entry);
      if (!match || byName.has(match[1])) continue;
      byName.set(match[1], { name: match[1], file: path.join(dir, entry), format: match[2] as 'sse' | 'ndjson', folder: path.basename(dir) });
    }
  }
  return [...byName.values()];
}

export function findRecording(dirs: readonly string[], name: string): RecordingFile | undefined {
  return listRecordings(dirs).find((r) => r.name === name);
}

/**
 * The bytes to send, one element per SSE frame so they can be paced. `.sse` files are split at
 * frame boundaries without changing a byte; `.ndjson` files hold only the `data:` payloads
 * (SOURCES.md), so each non-empty line becomes `data: <line>\n\n`.
 */
export function recordingFrames(recording: RecordingFile): Buffer[] {
  const content = readFileSync(recording.file);
  if (recording.format === 'sse') return splitSseFrames(content).map((frame) => Buffer.from(frame));
  return content
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim().length > 0)
    .map((line) => Buffer.from(`data: ${line}\n\n`, 'utf8'));
}
