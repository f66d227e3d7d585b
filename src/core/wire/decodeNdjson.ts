import type { WireEvent } from './types';
import { LineReader } from './lineIndex';
import { eventFromDraft } from './parsePayload';
import type { DecoderOutput } from './decodeResult';

/**
 * One JSON payload per non-empty line (vercel/ai `*.chunks.txt` fixtures, openai-node
 * `toReadableStream()` output). Blank lines are skipped; a line that is not JSON still becomes
 * an event (with an invalid_json problem) so nothing the user pasted silently disappears.
 */
export function decodeNdjson(text: string): DecoderOutput {
  const events: WireEvent[] = [];
  const reader = new LineReader(text);
  for (let line = reader.next(); line; line = reader.next()) {
    const raw = text.slice(line.start, line.end);
    if (raw.trim() === '') continue;
    const event = eventFromDraft(
      {
        line: line.number,
        byteOffset: line.byteOffset,
        byteLength: line.byteLength,
        raw,
        location: { line: line.number, lineByteOffset: line.byteOffset, payloadByteOffset: line.byteOffset },
      },
      events.length,
    );
    events.push(event);
  }
  return { events, notes: [], problems: [] };
}
