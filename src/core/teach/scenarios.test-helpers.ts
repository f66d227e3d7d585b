import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sharedDir, readInput } from '../../../tests/sharedDir';
import { buildTrace } from '../trace';
import type { Trace } from '../trace-types';

/** The synthetic scenarios of shared/scenarios (the app's samples), for the teach tests. */
export const scenarios = readdirSync(path.join(sharedDir, 'scenarios')).filter((f) => !f.endsWith('.md'));

/** A scenario traced under a profile, with the deterministic ids the goldens use. */
export function scenarioTrace(file: string, profile = 'maf-2026-08'): Trace {
  return buildTrace(readInput(file), { profile });
}
