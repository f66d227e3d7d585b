/**
 * A profile picks which upstream parser behaviour to reproduce. Each switch is one upstream change,
 * so two traces of the same input under different profiles show exactly what that change does.
 */
export interface ParserSwitches {
  /** #6997 (merged 2026-07-09): custom_tool_call / tool_search_call become informational function_calls. */
  informationalOnly: boolean;
  /** #8078: `function_call_output` items become function_result Content (spec §3.2). */
  functionCallOutput: boolean;
  /** #8337: a function_call chunk merges into the newest call with the same call_id (spec §5.3). */
  callIdMerge: boolean;
}

export interface SwitchInfo {
  key: keyof ParserSwitches;
  label: string;
  description: string;
  source: string;
}

export const SWITCHES: SwitchInfo[] = [
  {
    key: 'informationalOnly',
    label: 'informational_only',
    description: 'Hosted custom_tool_call / tool_search_call items become informational function_calls instead of being dropped.',
    source: 'microsoft/agent-framework#6997 (spec §4, §8.1)',
  },
  {
    key: 'functionCallOutput',
    label: 'function_call_output',
    description: 'Provider-executed tool results (function_call_output items) become function_result Content: in_progress deferred, deduplicated by item id, blank call_id rejected.',
    source: 'microsoft/agent-framework#8078 (spec §3.2, §8.2)',
  },
  {
    key: 'callIdMerge',
    label: 'merge by call_id',
    description: 'A streamed function_call chunk merges into the newest call with the same call_id, not only into the trailing content.',
    source: 'microsoft/agent-framework#8337 (spec §5.3, §8.3)',
  },
];

export interface Profile {
  name: string;
  title: string;
  description: string;
  switches: ParserSwitches;
}

export const PROFILES: Profile[] = [
  {
    name: 'maf-pre-6997',
    title: 'MAF before #6997',
    description: 'The parser before hosted tool calls were marked informational (June 2026).',
    switches: { informationalOnly: false, functionCallOutput: false, callIdMerge: false },
  },
  {
    name: 'maf-2026-08',
    title: 'MAF snapshot 5eb3eb745 (Aug 2026)',
    description: 'The snapshot the golden traces pin: #6997 in, #8078 and #8337 not yet.',
    switches: { informationalOnly: true, functionCallOutput: false, callIdMerge: false },
  },
  {
    name: 'maf-current',
    title: 'MAF with #8078 and #8337',
    description: 'The snapshot plus the function_call_output and call_id-merge fixes (Sept 2026).',
    switches: { informationalOnly: true, functionCallOutput: true, callIdMerge: true },
  },
];

export const DEFAULT_PROFILE = 'maf-2026-08';

export function getProfile(name: string = DEFAULT_PROFILE): Profile {
  const profile = PROFILES.find((p) => p.name === name);
  if (!profile) {
    throw new Error(`Unknown profile "${name}". Known profiles: ${PROFILES.map((p) => p.name).join(', ')}`);
  }
  return profile;
}
