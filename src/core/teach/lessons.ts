import type { StepMatch } from './stepsOfKind';

/** One step a lesson asks the learner to watch, found by what happens there (never by index). */
export interface WatchStep {
  match: StepMatch;
  label: string;
  /** What to look at when the player is there. */
  note: string;
}

/** A profile a lesson runs under, with the name the lesson gives it ("Before #8078"). */
export interface LessonProfile {
  profile: string;
  label: string;
}

/** A guided lesson over one of the scenario samples (public/samples/). */
export interface Lesson {
  id: string;
  title: string;
  /** What the learner will be able to explain afterwards, in one sentence. */
  goal: string;
  /** A file of public/samples/. */
  sample: string;
  /** The first is where the lesson starts; a second one makes it a before/after lesson. */
  profiles: [LessonProfile] | [LessonProfile, LessonProfile];
  watch: WatchStep[];
  question: string;
  answer: string;
}

export const LESSONS: Lesson[] = [
  {
    id: 'text',
    title: 'The basic text stream',
    goal: 'Follow one assistant answer from Responses events to framework Content to AG-UI text events.',
    sample: '01-text-only.ndjson',
    profiles: [{ profile: 'maf-2026-08', label: 'MAF snapshot' }],
    watch: [
      { match: { event: 'response.output_item.added', item: 'message' }, label: 'A message item opens', note: 'No Content yet: the text comes in content_part and output_text events, so MAF logs this one as unparsed.' },
      { match: { event: 'response.output_text.delta' }, label: 'The first text delta', note: 'It becomes a text Content. AG-UI opens the message (TEXT_MESSAGE_START) and streams TEXT_MESSAGE_CONTENT: the Text message machine moves to open.' },
      { match: { event: 'response.output_text.done' }, label: 'The whole text again', note: 'Dropped on purpose: the deltas already carried every character.' },
      { match: { end: true }, label: 'The stream ends', note: 'response.completed sets finish_reason. The end of the run closes the message, sends MESSAGES_SNAPSHOT and RUN_FINISHED.' },
    ],
    question: 'output_text.done carries the whole answer. Why does the parser produce no Content from it?',
    answer:
      'Because the deltas already delivered every character. MAF leaves output_text.done unparsed (a debug log only), so the aggregated message holds the text once, not twice (spec §1.1).',
  },
  {
    id: 'local-call',
    title: 'A local function call',
    goal: 'See how a call the app must run itself streams in: its name first, then its arguments in pieces that merge into one call.',
    sample: '02-function-call-args-in-two-deltas.ndjson',
    profiles: [{ profile: 'maf-2026-08', label: 'MAF snapshot' }],
    watch: [
      { match: { event: 'response.output_item.added', item: 'function_call' }, label: 'The call is announced', note: 'Recorded only: the parser remembers output_index → call_id and name for the deltas to come. No Content yet.' },
      { match: { event: 'response.function_call_arguments.delta' }, label: 'The first argument chunk', note: 'A function_call Content with call_id and name. AG-UI first opens a text message as the parent, then TOOL_CALL_START and TOOL_CALL_ARGS.' },
      { match: { event: 'response.function_call_arguments.delta', nth: 2 }, label: 'The second chunk', note: 'The aggregator merges it into the same call; AG-UI streams one more TOOL_CALL_ARGS.' },
      { match: { end: true }, label: 'The stream ends', note: 'finish_reason is tool_calls: the framework would now run get_weather and answer with TOOL_CALL_RESULT. This recording stops here, so the end of the run closes the call with TOOL_CALL_END.' },
    ],
    question: 'The argument deltas on the wire carry only item_id and output_index. How does each function_call chunk get the call_id and name?',
    answer:
      'From output_item.added: the parser recorded output_index → (call_id, name) there and copies both onto every argument chunk (spec §1.1), so the aggregator can merge the chunks into one call and AG-UI knows which call the arguments belong to.',
  },
  {
    id: 'hosted-informational',
    title: 'A hosted tool call, and why it is informational',
    goal: 'See a tool the provider ran on its own side arrive as an informational call: shown in the transcript, never run by the framework.',
    sample: '13-custom-tool-call.ndjson',
    profiles: [
      { profile: 'maf-2026-08', label: 'After #6997' },
      { profile: 'maf-pre-6997', label: 'Before #6997' },
    ],
    watch: [
      { match: { event: 'response.custom_tool_call_input.delta' }, label: 'The tool input streams', note: 'Unparsed: the parser reads the input from the finished item instead.' },
      { match: { event: 'response.output_item.done', item: 'custom_tool_call' }, label: 'The hosted call is complete', note: 'Since #6997 it becomes a function_call with informational_only: true (before #6997 it is dropped). AG-UI still streams it like a local call: TOOL_CALL_START and ARGS.' },
      { match: { end: true }, label: 'The stream ends', note: 'No result ever comes: the end-of-run fallback closes the call with TOOL_CALL_END, and there is no TOOL_CALL_RESULT.' },
    ],
    question: 'Why must the framework not run code_exec itself, and why does AG-UI still show it as a tool call with no result?',
    answer:
      'The provider already ran it (a hosted tool). The parser marks the call informational_only (#6997, spec §4), so the tool loop never executes, approves or re-sends it. AG-UI has no informational handling (spec §11.5): it streams START and ARGS like any call, and with no result Content the end-of-run fallback closes it with TOOL_CALL_END only.',
  },
  {
    id: 'function-call-output',
    title: 'The function_call_output fix (#8078)',
    goal: 'Explain why the hosted toolbox call azure_ai_search reached the UI without a TOOL_CALL_RESULT before #8078, and what the fix changed.',
    sample: '05-hosted-function-call-with-output-toolbox-kb.ndjson',
    profiles: [
      { profile: 'maf-2026-08', label: 'Before #8078' },
      { profile: 'maf-current', label: 'After #8078' },
    ],
    watch: [
      { match: { event: 'response.function_call_arguments.delta' }, label: 'The toolbox call streams', note: 'call_KB arrives as an ordinary function_call: TOOL_CALL_START and ARGS in AG-UI.' },
      { match: { event: 'response.output_item.added', item: 'function_call_output' }, label: 'The provider sends the result', note: 'Before #8078: unparsed, the result is dropped. After: a function_result Content, and AG-UI sends TOOL_CALL_END and TOOL_CALL_RESULT right here.' },
      { match: { event: 'response.output_item.done', item: 'function_call_output' }, label: 'The same item again on .done', note: 'Before: dropped silently. After: a duplicate (the item id was already emitted), so nothing is sent twice.' },
      { match: { end: true }, label: 'The stream ends', note: 'Before: the fallback closes call_KB with TOOL_CALL_END and no TOOL_CALL_RESULT, and a finding flags it. After: the call was answered when its output arrived.' },
    ],
    question: 'Why did the hosted toolbox call lack a TOOL_CALL_RESULT before #8078?',
    answer:
      'The provider did run the tool and streamed its result as a function_call_output item, but the snapshot parser had no handler for that item type: it dropped it (.added with an "Unparsed event" debug log, .done silently; spec §3.1). With no function_result Content, the AG-UI bridge had nothing to turn into TOOL_CALL_RESULT, and at the end of the run its declaration-only fallback closed the open call with TOOL_CALL_END only (spec §6.4). #8078 parses function_call_output into a function_result, so TOOL_CALL_END and TOOL_CALL_RESULT are sent when the output arrives, and the repeat on .done is skipped as a duplicate.',
  },
  {
    id: 'in-progress',
    title: 'A result that is not ready yet',
    goal: 'See the other #8078 rule: an output item still in progress waits for its final form.',
    sample: '07-function-call-output-in-progress-then-completed.ndjson',
    profiles: [
      { profile: 'maf-current', label: 'After #8078' },
      { profile: 'maf-2026-08', label: 'Before #8078' },
    ],
    watch: [
      { match: { event: 'response.output_item.added', item: 'function_call_output' }, label: 'An output still in progress', note: 'status in_progress, output empty: deferred. Its item id is not claimed, so the completed item can still be emitted.' },
      { match: { event: 'response.output_item.done', item: 'function_call_output' }, label: 'The completed output', note: 'Now the function_result is emitted: TOOL_CALL_END and TOOL_CALL_RESULT.' },
    ],
    question: 'Why not emit the in_progress item at once and skip the .done as a duplicate?',
    answer:
      'Its output may be incomplete (here it is empty). Deferring it without claiming the item id (spec §3.2) lets the completed item on .done become the function_result, with the full output.',
  },
  {
    id: 'parallel',
    title: 'Parallel calls and merge by call_id (#8337)',
    goal: 'Two calls whose argument chunks interleave A, B, A, B: see how the aggregator reassembles them, and what AG-UI makes of them.',
    sample: '04-function-calls-two-interleaved-parallel.ndjson',
    profiles: [
      { profile: 'maf-2026-08', label: 'Before #8337' },
      { profile: 'maf-current', label: 'After #8337' },
    ],
    watch: [
      { match: { event: 'response.function_call_arguments.delta', nth: 3 }, label: 'A’s second chunk, after B’s first', note: 'Before #8337 a chunk merges only into the trailing content (B), so it is appended as a new fragment. After #8337 it merges into call A by call_id.' },
      { match: { kind: 'verifier' }, label: 'AG-UI starts call A again', note: 'The bridge compares with the last started call only, so it sends TOOL_CALL_START for A while A is open: verifyEvents rejects it (red in the diagram). #8337 does not change this.' },
      { match: { end: true }, label: 'The stream ends', note: 'Before: four fragments in the aggregated message. After: two complete calls. In both, each START gets its own TOOL_CALL_END at the end.' },
    ],
    question: 'After #8337 the aggregated message holds two complete calls. Why does AG-UI still send TOOL_CALL_START four times?',
    answer:
      '#8337 changed where the aggregator merges a chunk (spec §5.3). The AG-UI bridge decides "new tool call" by comparing the chunk’s call id with the last started one (spec §6.5, §11.6), so every switch between A and B starts a call again, and verifyEvents rejects a START for a call that is still open.',
  },
  {
    id: 'reasoning',
    title: 'Reasoning',
    goal: 'Follow a reasoning summary with encrypted content into AG-UI’s reasoning lifecycle, and see when it closes.',
    sample: '18-reasoning-summary-with-encrypted-content.ndjson',
    profiles: [{ profile: 'maf-2026-08', label: 'MAF snapshot' }],
    watch: [
      { match: { event: 'response.output_item.added', item: 'reasoning' }, label: 'The reasoning item opens', note: 'It carries encrypted_content, so an empty reasoning marker is emitted: REASONING_START, REASONING_MESSAGE_START and REASONING_ENCRYPTED_VALUE.' },
      { match: { event: 'response.reasoning_summary_text.delta' }, label: 'Summary text', note: 'text_reasoning Content → REASONING_MESSAGE_CONTENT.' },
      { match: { event: 'response.reasoning_summary_text.done' }, label: 'The whole summary again', note: 'Skipped: this item already had deltas, so emitting it would duplicate them.' },
      { match: { agui: 'REASONING_END' }, label: 'Reasoning closes', note: 'The first Content that is not reasoning (here the still empty text of the answer’s content part) closes the reasoning message and span.' },
    ],
    question: 'Which event closes the reasoning block in AG-UI, and why there?',
    answer:
      'The answer’s content_part.added: it yields a (still empty) text Content, and any Content that is not text_reasoning first closes an open reasoning block with REASONING_MESSAGE_END and REASONING_END (spec §6.3). The text itself starts at the next delta.',
  },
  {
    id: 'approvals',
    title: 'Approvals',
    goal: 'A hosted MCP tool that needs the user’s approval: see how the request becomes an interrupt, and which AG-UI event the verifier rejects.',
    sample: '16-mcp-approval-request.ndjson',
    profiles: [{ profile: 'maf-2026-08', label: 'MAF snapshot' }],
    watch: [
      { match: { event: 'response.output_item.added', item: 'mcp_approval_request' }, label: 'Approval requested', note: 'A function_approval_request Content. AG-UI sends TOOL_CALL_END for a call it never started (verifyEvents rejects it: red in the diagram), a CUSTOM function_approval_request, and a confirm_changes tool call for the UI to ask the user.' },
      { match: { end: true }, label: 'The run ends, waiting', note: 'The bridge stopped reading after the request; RUN_FINISHED carries an interrupt outcome naming the pending approval.' },
    ],
    question: 'Why does verifyEvents reject the first TOOL_CALL_END of this run?',
    answer:
      'MAF’s bridge sends TOOL_CALL_END for the approval request’s function call (spec §6.3), but no TOOL_CALL_START was ever sent for that id: the hosted MCP call was never streamed as a tool call. verifyEvents accepts END only for an open call (wire-formats §A.7).',
  },
];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((lesson) => lesson.id === id);
