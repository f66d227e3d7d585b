/** The keyboard shortcuts, as the help dialog lists them (useGlobalKeys implements them). */
export const SHORTCUTS: Array<{ keys: string[]; action: string }> = [
  { keys: ['/'], action: 'Focus the filter box' },
  { keys: ['?'], action: 'Show this list' },
  { keys: ['j', '↓'], action: 'Next row of the focused pane (the wire events when no pane has the focus)' },
  { keys: ['k', '↑'], action: 'Previous row' },
  { keys: ['Esc'], action: 'Close a dialog or the suggestions; else clear the selection' },
  { keys: ['↑', '↓', 'Enter', 'Tab'], action: 'In the filter box: pick and accept a suggestion' },
  { keys: ['Ctrl', 'V'], action: 'Anywhere outside a text field: paste a stream or a HAR as the new input' },
  { keys: ['l'], action: 'Open the guided lessons (teaching mode)' },
  { keys: ['n', '.'], action: 'Teaching mode: next event' },
  { keys: ['p', ','], action: 'Teaching mode: previous event' },
  { keys: ['Space'], action: 'Teaching mode: play / pause' },
  { keys: [']', '['], action: 'Teaching mode: next / previous decision of the chosen kind (deferral, duplicate, finding …)' },
  { keys: ['a'], action: 'Teaching mode: show the lesson’s answer' },
];

export const FILTER_EXAMPLES: Array<{ query: string; meaning: string }> = [
  { query: 'decision:unparsed', meaning: 'events the parser dropped with "Unparsed event of type"' },
  { query: 'type:response.output_item', meaning: 'event type prefix: .added and .done' },
  { query: 'type:function_call_output', meaning: 'events about items of that type' },
  { query: 'call:call_KB -decision:emitted', meaning: 'events of one call that produced nothing' },
  { query: 'status:in_progress index:3..8', meaning: 'terms combine with AND; ranges are inclusive' },
  { query: '"thread snapshot"', meaning: 'free text in payloads, ids and decision summaries' },
];
