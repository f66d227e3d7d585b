import type { AguiRun, Finding } from './agui/types';
import type { ChatResponse, ChatUpdate, ContentRef } from './content/types';
import type { Decision, LogRecord } from './decisions';
import type { DecodedInput } from './wire/types';

/** What the parser did with one wire event. */
export interface ParseStep {
  index: number;
  type: string | null;
  /** The ChatResponseUpdate produced; null when the event could not be parsed or was skipped. */
  update: ChatUpdate | null;
  /** "ExceptionType: message" when parsing raised (the update is then left out of aggregation). */
  error?: string;
  /** Chat Completions: a chunk with no choices and no usage is dropped before parsing. */
  skipped?: boolean;
  decisions: Decision[];
  logs: LogRecord[];
  /** openai-python 2.54 could not construct this payload as its declared class (golden sdk_*). */
  sdk?: { sdk_class: string; sdk_note: string };
}

export interface Aggregation {
  response: ChatResponse | null;
  /** "ExceptionType: message" when `ChatResponse.from_updates` raises (golden `response.error`). */
  error?: string;
  decisions: Decision[];
  logs: LogRecord[];
  /** For each message, for each Content: the parse-step Content(s) it was built from. */
  sources: ContentRef[][][];
}

export interface Trace {
  profile: string;
  input: DecodedInput;
  steps: ParseStep[];
  aggregation: Aggregation;
  agui: AguiRun;
  findings: Finding[];
}
