import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedDir } from '../../../tests/sharedDir';
import { buildTrace } from '../trace';
import type { Trace } from '../trace-types';

/** The Trace of one of shared/scenarios (or real-streams), under a profile. */
export function scenarioTrace(file: string, profile?: string): Trace {
  const folder = file.includes('__') ? 'real-streams' : 'scenarios';
  return buildTrace(readFileSync(path.join(sharedDir, folder, file), 'utf8'), { profile });
}

export const HOSTED_TOOLBOX = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
