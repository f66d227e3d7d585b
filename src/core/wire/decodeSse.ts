import { createParser, type EventSourceMessage, type ParseError } from 'eventsource-parser';
import type { InputProblem, WireEvent } from './types';
import { LineReader, type Line } from './lineIndex';
import { eventFromDraft } from './parsePayload';
import { preview, type DecoderOutput } from './decodeResult';

/** The lines of the SSE frame being read (from its first non-comment line to its last line). */
interface FrameLines {
  first: Line;
  last: Line;
  firstData: Line | null;
  hasEventField: boolean;
}

const COLON = 0x3a;
const SPACE = 0x20;

/**
 * Decodes a `text/event-stream` body with eventsource-parser.
 *
 * We split lines ourselves (to know line numbers and byte offsets) and feed the parser one line
 * at a time, always terminated by "\n": the parser then dispatches synchronously on the blank
 * line, so each message is attributed to the lines just fed. CR / CRLF inputs are normalised by
 * that split (a lone trailing CR would otherwise be held back by the parser, waiting for a LF).
 *
 * Notes follow the golden harness (golden/FORMAT.md `input_notes`): `[DONE]` frames and comments
 * are ignored and counted, a final frame without its blank line is still dispatched, and frames
 * after the first `[DONE]` are kept (the SDKs stop reading there).
 */
export function decodeSse(text: string): DecoderOutput {
  const events: WireEvent[] = [];
  const problems: InputProblem[] = [];
  let doneCount = 0;
  let commentCount = 0;
  let framesAfterDone = 0;
  let doneSeen = false;
  let lastFrameUnterminated = false;

  let currentLine: Line | null = null;
  let frame: FrameLines | null = null;
  let dispatched: EventSourceMessage | null = null;

  const parser = createParser({
    onEvent: (message) => {
      dispatched = message;
    },
    onComment: () => {
      commentCount++;
    },
    onError: (error) => {
      if (currentLine) problems.push(problemForParseError(error, currentLine));
    },
  });

  /** Called after the parser has seen a blank line (or the end of input); turns the frame into an event. */
  const finishFrame = (atEndOfInput: boolean): void => {
    const message: EventSourceMessage | null = dispatched;
    const lines = frame;
    dispatched = null;
    frame = null;
    if (!lines) return;
    if (!message) {
      if (lines.hasEventField) {
        problems.push({
          line: lines.first.number,
          byteOffset: lines.first.byteOffset,
          message: `The SSE frame at line ${lines.first.number} has an "event:" line but no "data:" line, so it carries no payload and was ignored.`,
        });
      }
      return;
    }
    if (atEndOfInput) lastFrameUnterminated = true;
    const isDone = message.data.trim() === '[DONE]';
    if (doneSeen) framesAfterDone++;
    if (isDone) {
      doneCount++;
      doneSeen = true;
      return;
    }
    events.push(eventFromFrame(text, lines, message, atEndOfInput, events.length));
  };

  const reader = new LineReader(text);
  for (let line = reader.next(); line; line = reader.next()) {
    currentLine = line;
    if (line.start === line.end) {
      parser.feed('\n');
      finishFrame(false);
      continue;
    }
    if (text.charCodeAt(line.start) !== COLON) {
      if (!frame) frame = { first: line, last: line, firstData: null, hasEventField: false };
      if (!frame.firstData && isField(text, line, 'data')) frame.firstData = line;
      if (isField(text, line, 'event')) frame.hasEventField = true;
    }
    if (frame) frame.last = line;
    parser.feed(`${text.slice(line.start, line.end)}\n`);
  }
  if (frame) {
    // The golden harness dispatches a final frame that has no terminating blank line.
    parser.feed('\n');
    finishFrame(true);
  }

  const notes: string[] = [];
  if (doneCount > 0) notes.push(`ignored ${doneCount} '[DONE]' sentinel(s)`);
  if (commentCount > 0) notes.push(`ignored ${commentCount} SSE comment line(s)`);
  if (lastFrameUnterminated) notes.push('last SSE frame was not terminated by a blank line');
  if (framesAfterDone > 0) notes.push(`${framesAfterDone} SSE frame(s) after the first '[DONE]'`);
  return { events, notes, problems };
}

function eventFromFrame(
  text: string,
  lines: FrameLines,
  message: EventSourceMessage,
  unterminated: boolean,
  index: number,
): WireEvent {
  const dataLine = lines.firstData ?? lines.first;
  const draft = {
    line: lines.first.number,
    byteOffset: lines.first.byteOffset,
    byteLength: lines.last.byteOffset + lines.last.byteLength - lines.first.byteOffset,
    sseEvent: message.event,
    raw: message.data,
    location: {
      line: dataLine.number,
      lineByteOffset: dataLine.byteOffset,
      payloadByteOffset: dataLine.byteOffset + dataPrefixLength(text, dataLine),
    },
    extraProblems: unterminated
      ? [
          {
            kind: 'unterminated_frame' as const,
            message:
              'This last SSE frame is not followed by a blank line. It is shown here (as the golden harness does), but the openai-python SDK decoder drops such a frame (openai-node still delivers it).',
          },
        ]
      : undefined,
  };
  return eventFromDraft(draft, index);
}

/** True when the line is the SSE field `name` ("name:…" or the bare field name). */
function isField(text: string, line: Line, name: string): boolean {
  if (!text.startsWith(name, line.start)) return false;
  const after = line.start + name.length;
  return after === line.end || text.charCodeAt(after) === COLON;
}

/** Characters (all ASCII) before the value on a `data:` line: "data:" plus one optional space. */
function dataPrefixLength(text: string, line: Line): number {
  if (!isField(text, line, 'data')) return 0;
  if (line.start + 4 === line.end) return 4;
  return text.charCodeAt(line.start + 5) === SPACE ? 6 : 5;
}

function problemForParseError(error: ParseError, line: Line): InputProblem {
  const where = `Line ${line.number} (byte offset ${line.byteOffset})`;
  let message: string;
  if (error.type === 'unknown-field') {
    message = `${where} is not an SSE line (expected "data:", "event:", "id:", "retry:" or a ":" comment) and was ignored: ${preview(error.line ?? error.field ?? '')}`;
  } else if (error.type === 'invalid-retry') {
    message = `${where} has a "retry:" value that is not a whole number of milliseconds and was ignored: ${preview(error.value ?? '')}`;
  } else {
    message = `${where}: ${error.message}`;
  }
  return { line: line.number, byteOffset: line.byteOffset, message };
}
