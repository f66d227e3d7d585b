/**
 * Test-only helpers: load the golden traces (shared/golden, beside the repo) and their inputs, and
 * turn a golden's own `updates` into emitter input. Uses Node APIs; never imported by app code.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatUpdate } from '../content/types';
import { chatClientExceptionMessage, clientRaisesOn } from './client-error';
import { emitAgui } from './emit';
import { sequentialIds } from './ids';
import type { AguiEmitInput, AguiRun } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SHARED_DIR = path.resolve(here, '../../../../shared');
export const GOLDEN_DIR = path.join(SHARED_DIR, 'golden');

export interface GoldenUpdate {
  index: number;
  type: string | null;
  contents?: ChatUpdate['contents'];
  error?: string;
  skipped?: boolean;
  [key: string]: unknown;
}

export interface Golden {
  source: string;
  api: 'responses' | 'chat.completions';
  updates: GoldenUpdate[];
  agui: unknown;
  http_replay: { agui_equal: boolean; agui?: unknown; error?: string };
}

export function listGoldenFiles(): string[] {
  return readdirSync(GOLDEN_DIR)
    .filter((f) => f.endsWith('.golden.json'))
    .sort();
}

export function loadGolden(file: string): Golden {
  return JSON.parse(readFileSync(path.join(GOLDEN_DIR, file), 'utf8')) as Golden;
}

/** The raw input file of a golden (recorded streams first, then synthetic scenarios). */
export function readGoldenInput(source: string): string {
  for (const dir of ['real-streams', 'scenarios']) {
    const p = path.join(SHARED_DIR, dir, source);
    if (existsSync(p)) return readFileSync(p, 'utf8');
  }
  throw new Error(`input file ${source} not found under ${SHARED_DIR}`);
}

/**
 * Payloads in golden index order: NDJSON lines, or SSE `data:` frames without `[DONE]` (FORMAT.md
 * `updates[i]`). Invalid JSON is kept as `undefined` so indices still line up.
 */
export function decodePayloads(source: string, text: string): unknown[] {
  const tryParse = (s: string): unknown => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return undefined;
    }
  };
  if (!source.endsWith('.sse')) {
    return text
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .map(tryParse);
  }
  const payloads: unknown[] = [];
  for (const frame of text.replace(/\r\n?/g, '\n').split(/\n\n/)) {
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''));
    if (data.length === 0) continue;
    const joined = data.join('\n');
    if (joined.trim() === '[DONE]') continue;
    payloads.push(tryParse(joined));
  }
  return payloads;
}

const UPDATE_FIELDS = [
  'role',
  'model',
  'response_id',
  'conversation_id',
  'finish_reason',
  'created_at',
  'continuation_token',
  'message_id',
  'author_name',
  'additional_properties',
] as const;

/** A golden `updates[i]` entry as a ChatUpdate (its contents and update fields). */
export function toChatUpdate(u: GoldenUpdate): ChatUpdate {
  const update: ChatUpdate = { contents: u.contents ?? [], role: 'assistant' };
  const target = update as unknown as Record<string, unknown>;
  for (const field of UPDATE_FIELDS) if (u[field] !== undefined) target[field] = u[field];
  return update;
}

/**
 * Emitter input from the golden's own updates (entries with `error`/`skipped` left out). With
 * `withRaises`, the update whose wire payload has a truthy top-level `error` is marked as the point
 * where openai-python raises (spec §12 D1).
 */
export function emitInputFromGolden(golden: Golden, withRaises: boolean): AguiEmitInput {
  const payloads = withRaises ? decodePayloads(golden.source, readGoldenInput(golden.source)) : [];
  const updates = golden.updates
    .filter((u) => u.error === undefined && !u.skipped)
    .map((u) => {
      const item: AguiEmitInput['updates'][number] = { wireIndex: u.index, update: toChatUpdate(u) };
      const payload = payloads[u.index];
      if (withRaises && clientRaisesOn(payload)) item.raises = chatClientExceptionMessage(payload, golden.api);
      return item;
    });
  return { updates, newId: sequentialIds() };
}

export function runGolden(golden: Golden, withRaises: boolean): AguiRun {
  return emitAgui(emitInputFromGolden(golden, withRaises));
}

/** JSON with object keys sorted at every level (the golden serialization order). */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (typeof v === 'object' && v !== null) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) out[key] = sort((v as Record<string, unknown>)[key]);
      return out;
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

const UUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/g;

/**
 * FORMAT.md uuid normalization: uuid-shaped strings that do not occur in the input file become
 * `<uuid:N>` by first appearance in the key-sorted serialization; input uuids are kept.
 */
export function normalizeUuids(value: unknown, inputText: string): unknown {
  const inInput = new Set((inputText.match(UUID) ?? []).map((u) => u.toLowerCase()));
  const numbers = new Map<string, number>();
  const text = sortedJson(value).replace(UUID, (u) => {
    if (inInput.has(u.toLowerCase())) return u;
    if (!numbers.has(u)) numbers.set(u, numbers.size + 1);
    return `<uuid:${numbers.get(u)}>`;
  });
  return JSON.parse(text) as unknown;
}

/** The golden's `agui` shape for a run: an event list, or `{error, events_before_error}`. */
export function goldenShapeOf(run: AguiRun): unknown {
  const events = run.events.map((r) => r.event);
  // The harness keeps the first 500 characters of the exception text.
  return run.error === undefined ? events : { error: run.error.slice(0, 500), events_before_error: events };
}

/** A short, readable description of the first difference between two event lists. */
export function describeFirstDifference(actual: unknown, expected: unknown): string {
  const a = Array.isArray(actual) ? actual : [actual];
  const e = Array.isArray(expected) ? expected : [expected];
  const n = Math.max(a.length, e.length);
  for (let i = 0; i < n; i++) {
    const x = sortedJson(a[i]);
    const y = sortedJson(e[i]);
    if (x !== y) {
      const clip = (s: string) => (s.length > 600 ? s.slice(0, 600) + '…' : s);
      return `first difference at event ${i} (ours ${a.length} events, golden ${e.length}):\n  ours:   ${clip(x)}\n  golden: ${clip(y)}`;
    }
  }
  return 'no difference';
}
