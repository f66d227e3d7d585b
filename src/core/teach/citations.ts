import { getProfile, PROFILES, type ParserSwitches } from '../profiles';

/**
 * Turns the `rule` of a decision or finding ("spec §3.2 (#8078)") into words a learner can
 * follow: what each cited section of spec/maf-parser.md (or wire-formats.md) is about, and which
 * upstream PR the behaviour comes from, with whether the trace's profile includes it.
 */
export interface Citation {
  /** The rule exactly as the decision recorded it. */
  rule: string;
  /** "§3.2: function_call_output after #8078 …", one per cited section. */
  sections: string[];
  /** "PR #8078 … — in this profile (maf-current)", one per PR the rule rests on. */
  prs: string[];
}

/** Section titles of spec/maf-parser.md (and §A.7 of wire-formats.md), in plain words. */
const SECTIONS: Record<string, string> = {
  '1': 'Responses streaming: event → Content',
  '1.1': 'Responses streaming: what each event type produces',
  '1.2': 'output_item.added / .done: what each item type produces',
  '1.4': 'how finish_reason is chosen',
  '1.5': 'streamed annotations (citations)',
  '1.6': 'how token usage is mapped',
  '2': 'non-streaming responses: output item → Content',
  '3': 'function_call_output: the provider’s own tool results',
  '3.1': 'function_call_output before #8078: the provider’s tool result is dropped',
  '3.2': 'function_call_output after #8078: an in_progress item waits, each item id is emitted once, a blank call_id is refused',
  '4': 'informational_only: hosted calls the framework must never run itself',
  '5': 'aggregation: how streamed updates become one message',
  '5.3': 'how a streamed function_call chunk is merged into a call',
  '6': 'Content → AG-UI events',
  '6.1': 'the AG-UI run envelope (RUN_STARTED … RUN_FINISHED)',
  '6.2': 'a tool-only update first opens a text message, so the call has a parent',
  '6.3': 'which AG-UI events each Content type produces',
  '6.4': 'end of run: unanswered calls get TOOL_CALL_END from the declaration-only fallback, then the snapshot and RUN_FINISHED',
  '6.5': 'known AG-UI emitter defects (interleaved calls re-started)',
  '7': 'Chat Completions streaming',
  '8.1': '#6997 before and after',
  '8.2': '#8078 before and after',
  '8.3': '#8337 before and after',
  '11': 'surprises worth knowing',
  '11.2': 'a failed response ends the AG-UI run normally',
  '11.3': 'streamed refusal text is lost',
  '11.4': 'a function call whose arguments arrive only on .done vanishes',
  '11.5': 'AG-UI treats informational calls like local ones: no TOOL_CALL_RESULT',
  '11.6': 'AG-UI re-starts a call whenever another call streamed in between',
  '11.9': 'Chat Completions drops tool_calls[].index',
  '12': 'corrections found by running the real parser',
  '12.1': 'Chat Completions details from the golden traces',
  'A.7': 'the AG-UI lifecycle rules @ag-ui/client’s verifyEvents enforces',
};

interface PrInfo {
  title: string;
  /** The profile switch that reproduces it. */
  switch: keyof ParserSwitches;
  /** Sections that describe its before/after, so a rule citing them rests on it. */
  sections: string[];
}

const PRS: Record<string, PrInfo> = {
  '6997': { title: 'Mark hosted tool calls informational-only', switch: 'informationalOnly', sections: ['4', '8.1'] },
  '8078': { title: 'parse Responses function_call_output so hosted tool results reach transports', switch: 'functionCallOutput', sections: ['3', '8.2'] },
  '8337': { title: 'fix streamed parallel tool calls merging into the wrong call', switch: 'callIdMerge', sections: ['5.3', '8.3'] },
};

function sectionsOf(rule: string): string[] {
  return [...new Set([...rule.matchAll(/§\s?([A-Z]?\d+(?:\.\d+)*)/g)].map((m) => m[1]))];
}

function titleOf(section: string): string | undefined {
  for (let key = section; key; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
    if (SECTIONS[key]) return SECTIONS[key];
  }
  return undefined;
}

/** The first named profile that has a switch on: where a learner can see a PR applied. */
function firstProfileWith(key: keyof ParserSwitches): string | undefined {
  return PROFILES.find((p) => p.switches[key])?.name;
}

function prLine(number: string, profileName: string): string {
  const pr = PRS[number];
  const head = `PR #${number}${pr ? ` “${pr.title}”` : ''}`;
  if (!pr) return head;
  let on: boolean;
  try {
    on = getProfile(profileName).switches[pr.switch];
  } catch {
    return head;
  }
  if (on) return `${head} — applied in this profile (${profileName}).`;
  const where = firstProfileWith(pr.switch);
  return `${head} — not in this profile (${profileName})${where ? `; switch to ${where} to see it applied` : ''}.`;
}

export function cite(rule: string, profileName: string): Citation {
  const sections = sectionsOf(rule);
  const prNumbers = new Set<string>();
  // "issue #8068" names the bug report, not a change: only PR numbers count.
  for (const m of rule.replace(/issue #\d+/g, '').matchAll(/#(\d{4})/g)) prNumbers.add(m[1]);
  for (const [number, pr] of Object.entries(PRS)) {
    if (sections.some((s) => pr.sections.some((p) => s === p || s.startsWith(`${p}.`)))) prNumbers.add(number);
  }
  const proposed = /^proposed\b/.test(rule)
    ? ['Not upstream: the fix this project proposes (profile proposed), for a defect the spec still lists.']
    : [];
  return {
    rule,
    sections: sections.flatMap((s) => {
      const title = titleOf(s);
      return title ? [`§${s}: ${title}`] : [];
    }),
    prs: [...[...prNumbers].sort().map((n) => prLine(n, profileName)), ...proposed],
  };
}

/** One line of plain text for a citation (tests, and anywhere rich rendering is not needed). */
export function citationText(citation: Citation): string {
  return [citation.rule, ...citation.sections, ...citation.prs].join(' — ');
}
