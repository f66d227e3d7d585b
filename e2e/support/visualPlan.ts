/**
 * What the visual suite (e2e/visual.spec.ts) pins: which recorded streams, under which profiles.
 *
 * By default: every scenario of ../shared/scenarios (with the compare view: they are the seed
 * cases) and every real stream of ../shared/real-streams, under maf-2026-08 and maf-current.
 * Another project points it at its own recordings with environment variables (README,
 * "Pinning parser behaviour in another project's CI"):
 *
 *   VISUAL_INPUTS     folders or files, separated by ":" (";" on Windows), relative to the cwd
 *   VISUAL_PROFILES   comma-separated profiles (default maf-2026-08,maf-current)
 *   VISUAL_COMPARE    "1": also pin the compare view (first profile → second) of every input
 *
 * VISUAL_PROFILE_OVERRIDE=<profile>=<other profile> traces the shots named after the first
 * profile under the second one, so they are compared with the first one's baselines. Only
 * e2e/visual-guard.spec.ts sets it, to prove that a parser change shows in the screenshots.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, delimiter, join, resolve } from 'node:path';
import { getProfile } from '../../src/core/profiles';

export interface VisualInput {
  /** The file name: it names the folder of the input's baselines. */
  name: string;
  path: string;
  /** Also pin the compare view of the first two profiles. */
  compare: boolean;
}

export interface VisualPlan {
  inputs: VisualInput[];
  profiles: string[];
  /** Shots named after the key are traced under the value (the guard's deliberate change). */
  overrides: Map<string, string>;
}

export const DEFAULT_PROFILES = ['maf-2026-08', 'maf-current'];

/** shared/ lives beside the repo, as for the golden tests (tests/sharedDir.ts). */
export const SHARED_DIR = process.env.STREAM_INSPECTOR_SHARED ?? resolve(import.meta.dirname, '..', '..', '..', 'shared');

/** Stream files of a folder: not notes (*.md), not hidden files, not sub-folders; sorted. */
function streamFiles(folder: string): string[] {
  if (!existsSync(folder)) throw new Error(`visual suite: no folder ${folder}`);
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !/\.md$/i.test(name) && statSync(join(folder, name)).isFile())
    .sort()
    .map((name) => join(folder, name));
}

function inputsOf(paths: string[], compare: boolean): VisualInput[] {
  return paths.flatMap((path) => (statSync(path).isDirectory() ? streamFiles(path) : [path])).map((path) => ({ name: basename(path), path, compare }));
}

function checkedProfile(name: string, where: string): string {
  try {
    getProfile(name);
  } catch (error) {
    throw new Error(`visual suite: ${where}: ${(error as Error).message}`);
  }
  return name;
}

export function visualPlan(env: NodeJS.ProcessEnv = process.env): VisualPlan {
  const profiles = (env.VISUAL_PROFILES ?? DEFAULT_PROFILES.join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => checkedProfile(p, 'VISUAL_PROFILES'));
  if (profiles.length === 0) throw new Error('visual suite: VISUAL_PROFILES names no profile');

  const inputs = env.VISUAL_INPUTS
    ? inputsOf(
        env.VISUAL_INPUTS.split(delimiter).filter(Boolean).map((p) => resolve(p)),
        env.VISUAL_COMPARE === '1' && profiles.length > 1,
      )
    : [...inputsOf([join(SHARED_DIR, 'scenarios')], profiles.length > 1), ...inputsOf([join(SHARED_DIR, 'real-streams')], false)];
  if (inputs.length === 0) throw new Error('visual suite: no stream files found');
  const seen = new Map<string, string>();
  for (const input of inputs) {
    const other = seen.get(input.name);
    if (other) throw new Error(`visual suite: two inputs are named ${input.name} (${other}, ${input.path}): baselines are named after the file`);
    seen.set(input.name, input.path);
  }

  const overrides = new Map<string, string>();
  if (env.VISUAL_PROFILE_OVERRIDE) {
    const [shotProfile, traced] = env.VISUAL_PROFILE_OVERRIDE.split('=');
    if (!traced) throw new Error('visual suite: VISUAL_PROFILE_OVERRIDE is <profile>=<profile it is traced under>');
    overrides.set(checkedProfile(shotProfile, 'VISUAL_PROFILE_OVERRIDE'), checkedProfile(traced, 'VISUAL_PROFILE_OVERRIDE'));
  }
  return { inputs, profiles, overrides };
}

/** The test title of one input under one profile (the guard selects tests by it). */
export const visualTitle = (input: string, profile: string) => `${input} under ${profile}`;
