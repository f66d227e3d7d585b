import type { InputProblem, WireEvent } from './types';

/** What each format decoder returns; decode.ts then labels types, API and turns. */
export interface DecoderOutput {
  events: WireEvent[];
  /** Notes in the golden's `input_notes` wording (golden/FORMAT.md). */
  notes: string[];
  problems: InputProblem[];
}

/** First characters of a line for a message, so a 1 MB garbage line does not flood the UI. */
export function preview(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
