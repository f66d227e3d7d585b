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
  /** proposed: Chat Completions continuation chunks get the call_id of their `index` (spec §7, §11.9). */
  indexTracking: boolean;
  /** proposed: a function_call whose arguments arrive only on output_item.done is emitted there (§11.4). */
  argumentsFromDone: boolean;
  /** proposed: streamed refusal text (`response.refusal.delta`) becomes text (§11.3). */
  streamedRefusal: boolean;
  /** proposed: AG-UI starts each tool call once; interleaved chunks route to their own call (§6.5, §11.6). */
  aguiStartOncePerCall: boolean;
  /** proposed: `error` / `response.failed` end the AG-UI run with RUN_ERROR (§11.2). */
  aguiRunError: boolean;
  /** proposed: hosted MCP results reach AG-UI as their text, not JSON of Content dicts (§11.7). */
  aguiMcpResultText: boolean;
}

const OFF = { indexTracking: false, argumentsFromDone: false, streamedRefusal: false, aguiStartOncePerCall: false, aguiRunError: false, aguiMcpResultText: false };

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
  {
    key: 'indexTracking',
    label: 'CC index tracking',
    description: 'Chat Completions argument fragments are tagged with the call_id of their tool_calls[].index, so interleaved parallel calls reassemble.',
    source: 'proposed: #8337 left CC interleaving broken because the index is discarded (spec §7, §8.3, §11.9)',
  },
  {
    key: 'argumentsFromDone',
    label: 'arguments from .done',
    description: 'A function_call whose arguments arrive only on output_item.done (LM Studio, some proxies) is emitted there instead of vanishing.',
    source: 'proposed: spec §1.2, §11.4, scenario 21',
  },
  {
    key: 'streamedRefusal',
    label: 'streamed refusal',
    description: 'response.refusal.delta text becomes text Content, as the non-streaming parser already keeps refusals.',
    source: 'proposed: spec §1.1, §11.3, scenario 19',
  },
  {
    key: 'aguiStartOncePerCall',
    label: 'AG-UI: one START per call',
    description: 'TOOL_CALL_START is sent once per call id; interleaved argument chunks route to their own call instead of re-starting it.',
    source: 'proposed: spec §6.5 known defects, §11.6 (not touched by #8337)',
  },
  {
    key: 'aguiRunError',
    label: 'AG-UI: RUN_ERROR on failure',
    description: 'A stream-level error event or response.failed ends the AG-UI run with RUN_ERROR instead of finishing normally.',
    source: 'proposed: spec §1.1, §6.1, §11.2, scenario 20',
  },
  {
    key: 'aguiMcpResultText',
    label: 'AG-UI: MCP result as text',
    description: 'A hosted MCP tool result reaches AG-UI as its text, not as a JSON array of framework Content dicts.',
    source: 'proposed: spec §6.3, §11.7',
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
    switches: { informationalOnly: false, functionCallOutput: false, callIdMerge: false, ...OFF },
  },
  {
    name: 'maf-2026-08',
    title: 'MAF snapshot 5eb3eb745 (Aug 2026)',
    description: 'The snapshot the golden traces pin: #6997 in, #8078 and #8337 not yet.',
    switches: { informationalOnly: true, functionCallOutput: false, callIdMerge: false, ...OFF },
  },
  {
    name: 'maf-current',
    title: 'MAF with #8078 and #8337',
    description: 'The snapshot plus the function_call_output and call_id-merge fixes (Sept 2026).',
    switches: { informationalOnly: true, functionCallOutput: true, callIdMerge: true, ...OFF },
  },
  {
    name: 'proposed',
    title: 'Proposed (ours)',
    description: 'maf-current plus a fix for each defect the spec still lists (§6.5, §11): our position on what the parser and the AG-UI bridge should do.',
    switches: {
      informationalOnly: true, functionCallOutput: true, callIdMerge: true,
      indexTracking: true, argumentsFromDone: true, streamedRefusal: true,
      aguiStartOncePerCall: true, aguiRunError: true, aguiMcpResultText: true,
    },
  },
];

export const DEFAULT_PROFILE = 'maf-2026-08';

/** A named profile, or a custom one: `custom:<base>+switchA-switchB` turns switches on (+) or off (-). */
export function getProfile(name: string = DEFAULT_PROFILE): Profile {
  if (name.startsWith('custom:')) return customProfile(name);
  const profile = PROFILES.find((p) => p.name === name);
  if (!profile) {
    throw new Error(`Unknown profile "${name}". Known profiles: ${PROFILES.map((p) => p.name).join(', ')}`);
  }
  return profile;
}

function customProfile(name: string): Profile {
  const spec = name.slice('custom:'.length);
  // The base is the longest known profile name at the start (names contain '-', so no simple split).
  const base = [...PROFILES].sort((a, b) => b.name.length - a.name.length).find((p) => spec.startsWith(p.name));
  if (!base) throw new Error(`Bad custom profile "${name}": use custom:<profile>+switch-switch with one of ${PROFILES.map((p) => p.name).join(', ')}`);
  const changes = spec.slice(base.name.length);
  const switches = { ...base.switches };
  const parts = [...changes.matchAll(/([+-])([A-Za-z]+)/g)];
  if (parts.map((m) => m[0]).join('') !== changes) throw new Error(`Bad custom profile "${name}": after the profile name, list +switch or -switch`);
  for (const [, sign, key] of parts) {
    if (!(key in switches)) throw new Error(`Unknown switch "${key}" in "${name}". Known: ${Object.keys(switches).join(', ')}`);
    switches[key as keyof ParserSwitches] = sign === '+';
  }
  return { name, title: `${base.title} (customised)`, description: `${base.name} with ${changes}`, switches };
}
